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

    /// This request's language as NotesKit names it (the two enums share their raw values).
    var notesLanguage: NotesKit.Language {
        NotesKit.Language(rawValue: language.rawValue) ?? .en
    }

    /// "5 minutes ago" in this request's language.
    var relativeTime: RelativeTimeFormatter {
        RelativeTimeFormatter(language: notesLanguage, timeZone: timeZone)
    }

    /// Whether a script asked (fetch with `Accept: application/json`) rather than a form post.
    var wantsJSON: Bool {
        let accept = headers[.accept].joined(separator: ",")
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}
