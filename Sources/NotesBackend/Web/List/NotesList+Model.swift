import NotesKit
import WebUI

/// `/notes`: the list with search, sort, rows, the empty and no-results states, and Edit mode.
struct NotesListPage: Sendable {
    var rows: [NoteRow]
    var totalCount: Int
    /// Notes that match the search (all of them without one); more than `rows` means "Show more".
    var matchingCount: Int
    /// How many rows the page shows: ``pageSize`` more each time "Show more" is followed.
    var limit: Int
    var query: String
    var sort: NoteSortOrder
    var isEditing: Bool
    /// Notes just deleted without JS: the banner offers to bring them back.
    var undoIDs: [String]
    var loadFailed: Bool
    /// Whose device outbox the list sends (saves kept while offline): the account id, opaque.
    var outboxAccount = ""
    /// How much of each body a row shows (docs/apps/notes.md#preview): its characters and lines.
    var previewLength: PreviewLength = .medium

    static let pageSize = 50

    /// The `limit` query parameter, in whole pages, at least one page and at most 100.
    static func limit(asked: Int?) -> Int {
        let asked = asked ?? pageSize
        return min(max(pageSize, (asked + pageSize - 1) / pageSize * pageSize), 100 * pageSize)
    }

    /// The list's address keeping the search, with another sort, mode or length.
    func listURL(sort: NoteSortOrder? = nil, preview: PreviewLength? = nil, editing: Bool = false, limit: Int? = nil) -> String {
        NotesURL.list.url(query: [
            QueryItem("q", query.isEmpty ? nil : query),
            QueryItem("sort", sort.map(NotesSortParameter.value(for:))),
            QueryItem("preview", preview?.rawValue),
            QueryItem("edit", editing ? "1" : nil),
            QueryItem("limit", limit.flatMap { $0 > Self.pageSize ? String($0) : nil }),
        ])
    }
}

/// `sort=updated|created` in the URL.
enum NotesSortParameter {
    static func value(for order: NoteSortOrder) -> String {
        order == .createdAt ? "created" : "updated"
    }

    static func order(_ value: String?) -> NoteSortOrder? {
        switch value {
        case "created": .createdAt
        case "updated": .updatedAt
        default: nil
        }
    }
}
