import Foundation
import NIOConcurrencyHelpers
import ServerCore
import WebUI

/// Links to `/launches/images/…` for LL2 image URLs, signed so the route only ever fetches
/// URLs that came out of LL2 data this server served: it is no open proxy for any address.
///
/// A link carries the whole fallback chain (`Fallback.imageCandidates`, e.g. launch → rocket →
/// program image); the route serves the first that loads and the placeholder when none does.
/// The signature never expires: the pictures are public and the link must stay cacheable.
struct ImageLinks: Sendable {
    private let signer: URLSigner
    private static let never: Int64 = .max
    /// Links already made: a list page asks for the same twenty every time it is shown, and
    /// signing is the costliest part of a row.
    private let made = NIOLockedValueBox<[String: String]>([:])

    init(secret: String) {
        signer = URLSigner(secret: secret, purpose: "launch-images")
    }

    /// The page's `src` for `candidates` at `variant`; nil when there is nothing to try.
    func link(_ candidates: [URL], _ variant: ImageVariant) -> String? {
        let usable = candidates.filter { $0.scheme == "https" || $0.scheme == "http" }.prefix(4)
        guard !usable.isEmpty else { return nil }
        let sources = usable.map(\.absoluteString)
        let key = variant.rawValue + "\n" + sources.joined(separator: "\n")
        if let hit = made.withLockedValue({ $0[key] }) { return hit }
        let query = sources.map { "src=" + URLQuery.encode($0) }.joined(separator: "&")
        let link = "/launches/images/\(variant.rawValue)/\(signature(sources))?\(query)"
        made.withLockedValue { made in
            if made.count >= 4_096 { made.removeAll() }
            made[key] = link
        }
        return link
    }

    /// The candidates of a request, when its signature is ours.
    func verify(signature: String, sources: [String]) -> [URL]? {
        guard !sources.isEmpty, sources.count <= 4,
            signer.verify(signature, for: sources.joined(separator: "\n"), expires: Self.never, now: Date(timeIntervalSince1970: 0))
        else { return nil }
        return sources.compactMap(URL.init(string:))
    }

    private func signature(_ sources: [String]) -> String {
        signer.signature(for: sources.joined(separator: "\n"), expires: Self.never)
    }
}
