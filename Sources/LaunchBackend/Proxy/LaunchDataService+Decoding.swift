import Foundation
import LaunchLibrary
import NIOConcurrencyHelpers

/// What was made from LL2 answers (decoded values, a list page's rows), kept while the answer's
/// bytes stay the same: a page view decodes and maps nothing once its answer is cached
/// (decoding a 20-launch page cost more than rendering it; mapping its rows about as much).
final class DecodedAnswers: Sendable {
    private struct Key: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let body: Data
        /// Who it was made for, when that matters (a reader's language and zone); "" otherwise.
        let variant: String
    }

    private let memo = NIOLockedValueBox<[Key: any Sendable]>([:])
    private let made = NIOLockedValueBox(0)
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// How many values were made rather than found (tests read it).
    var misses: Int { made.withLockedValue { $0 } }

    /// `body` decoded as `T`, from the memo when the same bytes were decoded before.
    func decode<T: Decodable & Sendable>(_ type: T.Type, from body: Data) throws -> T {
        try value(T.self, from: body) {
            do {
                return try LL2Decoder.decode(T.self, from: body)
            } catch {
                throw LL2Error.decoding(String(describing: error))
            }
        }
    }

    /// The `T` that `make` makes from `body` for `variant`, made once per distinct bytes.
    func value<T: Sendable>(_ type: T.Type, from body: Data, variant: String = "", make: () throws -> T) throws -> T {
        let key = Key(type: ObjectIdentifier(type), body: body, variant: variant)
        if let hit = memo.withLockedValue({ $0[key] }) as? T { return hit }
        let value = try make()
        made.withLockedValue { $0 += 1 }
        memo.withLockedValue { memo in
            // Old answers go all at once: LL2 data changes slowly, so the memo refills with what is read.
            if memo.count >= capacity { memo.removeAll() }
            memo[key] = value
        }
        return value
    }
}

extension LaunchDataService {
    /// An endpoint through the cache (like the kit's services), decoded once per distinct answer.
    func fetch<T: Decodable & Sendable>(_ type: T.Type, _ endpoint: LL2Endpoint) async throws -> Fetched<T> {
        let fetched = try await client.data(for: endpoint)
        return Fetched(value: try decoded.decode(T.self, from: fetched.value), freshness: fetched.freshness)
    }
}
