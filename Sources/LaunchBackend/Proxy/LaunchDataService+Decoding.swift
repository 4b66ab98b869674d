import Foundation
import LaunchLibrary
import NIOConcurrencyHelpers

/// Decoded LL2 answers, kept while their bytes stay the same: a page view decodes nothing once
/// its answer is cached (decoding a 20-launch page cost more than rendering it).
final class DecodedAnswers: Sendable {
    private struct Key: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let body: Data
    }

    private let memo = NIOLockedValueBox<[Key: any Sendable]>([:])
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// `body` decoded as `T`, from the memo when the same bytes were decoded before.
    func decode<T: Decodable & Sendable>(_ type: T.Type, from body: Data) throws -> T {
        let key = Key(type: ObjectIdentifier(type), body: body)
        if let hit = memo.withLockedValue({ $0[key] }) as? T { return hit }
        let value: T
        do {
            value = try LL2Decoder.decode(T.self, from: body)
        } catch {
            throw LL2Error.decoding(String(describing: error))
        }
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
