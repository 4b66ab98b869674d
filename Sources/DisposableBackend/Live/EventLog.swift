import Foundation
import SQLKit

/// One entry of an event's durable log read as a value (`DisposableReads.logEntries`): what the
/// live stream renders and sends, in order, by id. Entries are written through `LiveHub.recording`.
struct LogRecord: Sendable, Equatable {
    var id: Int64
    var eventID: UUID
    var type: String
    var audience: String
    var photoID: UUID?
    var participantID: UUID?
    var createdAt: Date

    static let columnNames = ["id", "event_id", "type", "audience", "photo_id", "participant_id", "created_at"]

    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "id", as: Int64.self)
        eventID = try row.decode(column: "event_id", as: UUID.self)
        type = try row.decode(column: "type", as: String.self)
        audience = try row.decode(column: "audience", as: String.self)
        photoID = try row.decode(column: "photo_id", as: UUID?.self)
        participantID = try row.decode(column: "participant_id", as: UUID?.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
    }
}
