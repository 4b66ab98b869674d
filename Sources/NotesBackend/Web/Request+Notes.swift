import Foundation
import NotesKit
import ServerCore
import Vapor

extension Request {
    /// The signed-in account's notes (redirects to sign-in otherwise), at the server's clock.
    func notesStore() throws -> NotesStore {
        let user = try requireWebUser()
        return NotesStore(db: db, ownerID: try user.requireID(), now: application.clock())
    }

    /// The reads of Notes' pages (each takes the owner: `notesStore().ownerID`).
    var notesReads: NotesReads { .live(db.sql) }

    /// The label of the signed-in account's device outbox (`notes-outbox.js`): its id, opaque.
    var notesOutboxAccount: String {
        ((try? requireWebUser().requireID())?.uuidString.lowercased()) ?? ""
    }

    /// "5 minutes ago" in this request's language and time zone.
    var relativeTime: RelativeTimeFormatter {
        RelativeTimeFormatter(language: language, timeZone: timeZone)
    }

    /// Whether a script asked (fetch with `Accept: application/json`) rather than a form post.
    var wantsJSON: Bool {
        let accept = headers[.accept].joined(separator: ",")
        return accept.contains("application/json") && !accept.contains("text/html")
    }

    private static let sortKey = "notes.sort"
    private static let previewKey = "notes.preview"

    /// `sort=` in the URL when given (and remembered for the session), else the last choice.
    func notesSortOrder() -> NoteSortOrder {
        if let order = NotesSortParameter.order(query[String.self, at: "sort"]) {
            session.data[Self.sortKey] = NotesSortParameter.value(for: order)
            return order
        }
        return NotesSortParameter.order(session.data[Self.sortKey]) ?? .updatedAt
    }

    /// `preview=short|medium|long` in the URL when given (and remembered for the session, like
    /// the sort order), else the last choice: how much of each body the list shows.
    func notesPreviewLength() -> PreviewLength {
        if let length = query[String.self, at: "preview"].flatMap(PreviewLength.init(rawValue:)) {
            session.data[Self.previewKey] = length.rawValue
            return length
        }
        return session.data[Self.previewKey].flatMap(PreviewLength.init(rawValue:)) ?? .medium
    }
}
