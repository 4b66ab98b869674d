/// The optional analytics events. Parameters are counts only: by construction an event cannot
/// carry a title, a body or a search query, so no personal data leaves the device
/// (docs/apps/notes.md#analytics).
public enum NotesAnalyticsEvent: Equatable, Sendable {
    case noteCreated(titleLength: Int, bodyLength: Int)
    case noteUpdated(titleLength: Int, bodyLength: Int)
    case noteDeleted(count: Int)
    case searchUsed(queryLength: Int, resultCount: Int)

    /// The event name analytics backends receive.
    public var name: String {
        switch self {
        case .noteCreated: "note_created"
        case .noteUpdated: "note_updated"
        case .noteDeleted: "note_deleted"
        case .searchUsed: "search_used"
        }
    }

    /// The event's parameters, all integers.
    public var parameters: [String: Int] {
        switch self {
        case .noteCreated(let title, let body), .noteUpdated(let title, let body):
            ["title_length": title, "body_length": body]
        case .noteDeleted(let count):
            ["count": count]
        case .searchUsed(let queryLength, let resultCount):
            ["query_length": queryLength, "result_count": resultCount]
        }
    }
}

/// Receives analytics events; plug in any analytics backend behind it.
public protocol NotesAnalytics: AnyObject {
    func record(_ event: NotesAnalyticsEvent)
}

/// Keeps events in memory, for tests, previews and a debug screen.
public final class RecordingNotesAnalytics: NotesAnalytics {
    public private(set) var events: [NotesAnalyticsEvent] = []

    public init() {}

    public func record(_ event: NotesAnalyticsEvent) {
        events.append(event)
    }
}
