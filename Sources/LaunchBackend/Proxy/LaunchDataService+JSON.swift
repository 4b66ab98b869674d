import Foundation
import LaunchLibrary

/// An LL2 answer as the JSON routes serve it: links rewritten to this server, with a validator.
struct ProxiedBody: Sendable {
    let body: Data
    /// A strong validator of `body` (ours, not LL2's ETag, which names LL2's bytes).
    let etag: String
    let freshness: Freshness
    /// Seconds the answer stays fresh from now (0 once stale).
    let freshFor: TimeInterval
}

extension LaunchDataService {
    /// The answer for `endpoint` through the cache, with `next`/`previous` pointing at this server.
    func proxied(_ endpoint: LL2Endpoint, rewriter: PageLinkRewriter) async throws -> ProxiedBody {
        let fetched = try await client.data(for: endpoint)
        var lifetime = settings.lifetimes.defaultList
        if let key = key(endpoint), let maxAge = await cache.load(key)?.maxAge { lifetime = maxAge }
        let (body, etag) = rewritten(fetched.value, rewriter: rewriter)
        return ProxiedBody(
            body: body, etag: etag, freshness: fetched.freshness, freshFor: max(0, lifetime - fetched.freshness.age))
    }

    /// Rewriting and hashing cost more than serving, so each LL2 body is rewritten once.
    private func rewritten(_ upstream: Data, rewriter: PageLinkRewriter) -> (Data, String) {
        if let hit = rewrites.withLockedValue({ $0[upstream] }) { return hit }
        let body = rewriter.rewrite(upstream)
        let made = (body, "\"\(StableHash.hex(body))\"")
        rewrites.withLockedValue { memo in
            if memo.count >= 256 { memo.removeAll() }
            memo[upstream] = made
        }
        return made
    }
}
