import Fluent
import Foundation

/// The last good LL2 answer for one request URL, so cached data survives a restart and the
/// next request to LL2 can be conditional (`If-None-Match`).
///
/// Bodies are kept exactly as LL2 sent them; link rewriting and decoding happen when served.
final class LL2ResponseRecord: Model, @unchecked Sendable {
    static let schema = "launches_ll2_responses"

    // MARK: Managed
    /// The full upstream URL, query sorted (`LL2Endpoint` canonical form).
    @ID(custom: "url", generatedBy: .user) var id: String?
    /// When LL2 last confirmed the body (a 200, or a 304 revalidation).
    @Field(key: "stored_at") var storedAt: Date

    // MARK: Data
    @Field(key: "body") var body: Data
    @OptionalField(key: "etag") var etag: String?
    @OptionalField(key: "content_type") var contentType: String?
    /// Seconds the body is trusted from `stored_at` (depends on what it is: see `CacheLifetimes`).
    @OptionalField(key: "max_age") var maxAge: Double?

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $storedAt, $body, $etag, $contentType, $maxAge] }

    init(url: String, storedAt: Date, body: Data, etag: String?, contentType: String?, maxAge: Double?) {
        self.id = url
        self.storedAt = storedAt
        self.body = body
        self.etag = etag
        self.contentType = contentType
        self.maxAge = maxAge
    }
}
