import Foundation
import NIOCore
import ServerCore
import Testing

@Suite("RevisionedResponseCache: revision, age and size bounds")
struct RevisionedResponseCacheTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func body(_ size: Int) -> ByteBuffer { ByteBuffer(repeating: 0x7B, count: size) }

    @Test("a stored response answers only its own revision, and only while fresh")
    func revisionAndAge() {
        // setup
        let cache = RevisionedResponseCache(maxAge: 60)
        let etag = cache.store("a /api/entries", revision: 3, now: start, contentType: "application/json", body: body(10))
        // act + check
        #expect(cache.lookup("a /api/entries", revision: 3, now: start.addingTimeInterval(59))?.etag == etag)
        #expect(cache.lookup("b /api/entries", revision: 3, now: start) == nil, "another key")
        #expect(cache.lookup("a /api/entries", revision: 4, now: start) == nil, "a newer revision")
        #expect(cache.count == 0, "a stale response is dropped when found stale")
        cache.store("a /api/entries", revision: 4, now: start, contentType: "application/json", body: body(10))
        #expect(cache.lookup("a /api/entries", revision: 4, now: start.addingTimeInterval(60)) == nil, "too old")
    }

    @Test("every store names its bytes with a new ETag")
    func etags() {
        let cache = RevisionedResponseCache()
        let first = cache.store("k", revision: 1, now: start, contentType: "application/json", body: body(1))
        let second = cache.store("k", revision: 1, now: start, contentType: "application/json", body: body(1))
        #expect(first != second)
    }

    @Test("over capacity or bytes, the oldest responses go first")
    func eviction() {
        // setup
        let byCount = RevisionedResponseCache(capacity: 4, maxBytes: 1 << 20)
        let byBytes = RevisionedResponseCache(capacity: 100, maxBytes: 1_000)
        // act
        for index in 0..<5 {
            let now = start.addingTimeInterval(Double(index))
            byCount.store("k\(index)", revision: 1, now: now, contentType: "application/json", body: body(10))
            byBytes.store("k\(index)", revision: 1, now: now, contentType: "application/json", body: body(300))
        }
        // check
        #expect(byCount.count <= 4)
        #expect(byCount.lookup("k4", revision: 1, now: start.addingTimeInterval(5)) != nil, "the newest stays")
        #expect(byCount.lookup("k0", revision: 1, now: start.addingTimeInterval(5)) == nil, "the oldest went")
        #expect(byBytes.count * 300 <= 1_000)
        #expect(byBytes.lookup("k4", revision: 1, now: start.addingTimeInterval(5)) != nil)
    }
}
