import Foundation
import ServerCore
import Vapor

extension Request {
    /// The participant token this browser holds for `eventID` (set when joining).
    func participantCookie(_ eventID: String) -> String? {
        guard let id = UUID(uuidString: eventID) else { return nil }
        return cookies[Credentials.cookieName(id)]?.string
    }

    /// The participant token this browser kept when it left `eventID`, so that opening the
    /// link again resumes the same participant (their photos, their shots used).
    func leftParticipantCookie(_ eventID: String) -> String? {
        guard let id = UUID(uuidString: eventID), let token = cookies[Response.leftCookieName(id)]?.string,
            !token.isEmpty
        else { return nil }
        return token
    }
}

extension Response {
    /// Keeps a participant token for the event's pages and the API calls they make: HttpOnly
    /// (scripts never read it), SameSite=Lax, for as long as the event's photos are kept.
    func keepParticipantToken(_ token: String, eventID: String, until expiry: Date, secure: Bool) {
        setEventCookie(Credentials.cookieName, eventID: eventID, token: token, until: expiry, secure: secure)
    }

    /// Drops the event's participant token from this browser (leaving, or after deleting my data).
    func forgetParticipantToken(eventID: String) {
        clearEventCookie(Credentials.cookieName, eventID: eventID)
    }

    /// The cookie that remembers a left participation. Its own name, so the API never reads it
    /// as credentials: while it is the only one, the browser has left the event.
    static func leftCookieName(_ eventID: UUID) -> String { "dspl_\(eventID.uuidString.lowercased())" }

    /// Keeps the token of a participation this browser leaves, until the event's photos are
    /// deleted: the join page offers to resume it instead of starting a new roll.
    func rememberLeftParticipant(_ token: String, eventID: String, until expiry: Date, secure: Bool) {
        setEventCookie(Self.leftCookieName, eventID: eventID, token: token, until: expiry, secure: secure)
    }

    /// Drops the remembered participation (resumed, deleted, or naming no participant any more).
    func forgetLeftParticipant(eventID: String) {
        clearEventCookie(Self.leftCookieName, eventID: eventID)
    }

    /// One event's token cookie, HttpOnly and SameSite=Lax; an id that is not a UUID sets nothing.
    private func setEventCookie(
        _ name: (UUID) -> String, eventID: String, token: String, until expiry: Date, secure: Bool
    ) {
        guard let id = UUID(uuidString: eventID) else { return }
        cookies[name(id)] = HTTPCookies.Value(
            string: token, expires: expiry, path: "/", isSecure: secure, isHTTPOnly: true, sameSite: .lax)
    }

    private func clearEventCookie(_ name: (UUID) -> String, eventID: String) {
        guard let id = UUID(uuidString: eventID) else { return }
        cookies[name(id)] = HTTPCookies.Value(
            string: "", expires: Date(timeIntervalSince1970: 0), maxAge: 0, path: "/", isHTTPOnly: true, sameSite: .lax)
    }
}
