import Fluent
import Foundation

/// One call the server made to LL2, kept for an hour and a bit, so the hourly budget holds
/// across restarts and the status page can say how much of it is used.
final class UpstreamCallRecord: Model, @unchecked Sendable {
    static let schema = "launches_upstream_calls"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "called_at") var calledAt: Date

    // MARK: Data
    /// The request path under the API root (`launch/upcoming/`), for the status page and logs.
    @Field(key: "path") var path: String

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $calledAt, $path] }

    init(calledAt: Date, path: String) {
        self.id = UUID()
        self.calledAt = calledAt
        self.path = path
    }
}
