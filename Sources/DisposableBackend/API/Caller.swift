import Foundation
import ServerCore
import Vapor

/// Who is asking about an event, and as what: the organizer (the account that created it), or
/// a participant (a guest's token, a guest's cookie, or a linked account's token). Read as
/// values (`DisposableReads.callerByToken`, `.callerByAccount`): the event and the participant
/// in one query.
struct Caller: Sendable {
    let event: EventRecord
    /// Every caller has one: the organizer's row is made with the event.
    let participant: ParticipantRecord
    var isOrganizer: Bool { participant.isOrganizer }
    var participantID: UUID { participant.id! }
    var eventID: UUID { event.id! }

    /// Whether `photo` exists for this caller. Organizer: every photo. Guest: their own, and
    /// others' once revealed and not hidden. Every read path asks this (or its SQL twin, `photoScope`).
    func canSee(_ photo: PhotoRecord, now: Date) -> Bool {
        isOrganizer || photo.participantID == participantID || (!photo.hidden && event.timeline.isRevealed(at: now))
    }

    /// Whether guests other than the uploader see everyone's photos now.
    func seesEveryone(now: Date) -> Bool { isOrganizer || event.timeline.isRevealed(at: now) }

    /// The photos this caller may see at `now` (`mineOnly`: their own), for `DisposableReads`.
    func photoScope(now: Date, mineOnly: Bool = false) -> PhotoScope {
        if mineOnly { return .own(event: eventID, participant: participantID) }
        if isOrganizer { return .all(event: eventID) }
        guard seesEveryone(now: now) else { return .own(event: eventID, participant: participantID) }
        return .visible(event: eventID, participant: participantID)
    }

    /// Resolves the caller of `/api/disposable/events/{eventId}/…`; ids of events the caller is
    /// not part of answer 404 like unknown ones.
    static func resolve(_ req: Request, eventID rawID: String) async throws -> Caller {
        guard let eventID = UUID(uuidString: rawID) else { throw AppError.notFound("event") }
        let reads = req.disposableReads
        let caller: Caller?
        switch Credentials.read(req, eventID: eventID) {
        case .participantToken(let token):
            // 401 for a token that is not (or no longer) anyone's: deleting a participant
            // deletes their tokens.
            guard let holder = try await reads.callerByToken(SecureRandom.digest(token)) else {
                throw AppError.unauthorized
            }
            caller = holder
        case .account:
            // The contract's bearer authenticator has checked the token and the account.
            caller = try await reads.callerByAccount(eventID, try req.requireAPIAccount())
        case .none:
            throw AppError.unauthorized
        }
        guard let caller, caller.eventID == eventID else { throw AppError.notFound("event") }
        return caller
    }

    /// `Caller` for organizer-only operations: 403 `not_organizer` for guests.
    func requireOrganizer() throws {
        guard isOrganizer else {
            throw AppError(.forbidden, code: "not_organizer", detail: "Only the event's organizer can do this.")
        }
    }
}

/// The credentials a request carries for the Disposable API.
enum Credentials {
    case participantToken(String)
    case account
    case none

    static func cookieName(_ eventID: UUID) -> String { "dsp_\(eventID.uuidString.lowercased())" }

    /// A bearer token (participant tokens start with `dpt_`, anything else is an account JWT),
    /// else the event's participant cookie: for reads, or for writes that come from this site
    /// (a cross-site form cannot borrow the cookie to delete someone's photos).
    static func read(_ req: Request, eventID: UUID?) -> Credentials {
        if let bearer = req.headers.bearerAuthorization?.token {
            return bearer.hasPrefix(ParticipantToken.prefix) ? .participantToken(bearer) : .account
        }
        guard let eventID, let cookie = req.cookies[cookieName(eventID)]?.string, !cookie.isEmpty else { return .none }
        let safe = req.method == .GET || req.method == .HEAD
        let site = req.headers.first(name: "Sec-Fetch-Site")
        let sameOrigin = site == "same-origin"
            || req.headers.first(name: .origin) == req.application.config.publicBaseURL.origin
        return safe || sameOrigin ? .participantToken(cookie) : .none
    }
}

extension URL {
    /// `scheme://host[:port]`, as browsers send it in `Origin`.
    var origin: String {
        var origin = "\(scheme ?? "http")://\(host ?? "")"
        if let port { origin += ":\(port)" }
        return origin
    }
}
