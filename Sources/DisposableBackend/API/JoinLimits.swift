import DisposableKit
import Foundation
import ServerCore
import Vapor

/// What the join limits guard, as two scopes of ServerCore's `RateLimiter`:
///
/// - guessing short codes: look-ups of a short code from one address, counted only while they
///   name no event (a code that works is taken back), `codeGuesses` per window;
/// - one device creating joins in a loop: new guests of one event per window, at most
///   `eventJoins` or as many guests as the event had before the window, whichever is more, so an
///   event that grew big may keep growing fast.
///
/// A join token (the QR code's link) is 128 random bits: nothing to guess, so looking it up is
/// never limited, and a venue's Wi-Fi (one address for every guest) joins without refusal.
struct JoinLimits: Sendable {
    let codeGuesses: RateLimiter
    let eventJoins: RateLimiter

    init(options: DisposableBackendOptions) {
        codeGuesses = RateLimiter(scope: "disposable.code", rule: options.codeGuessLimit)
        eventJoins = RateLimiter(scope: "disposable.join", rule: options.eventJoinLimit)
    }

    /// The event of a join token or a typed short code; nil when none. A short code from an
    /// address that made too many failed look-ups throws 429 `rate_limited`.
    func event(code: String, _ req: Request) async throws -> EventRecord? {
        guard let short = ShortCode.normalize(code), code.count <= 12 else {
            return try await req.disposableReads.eventByJoinToken(code)
        }
        // Counted before the look-up, so parallel guesses see each other.
        let hit = try await codeGuesses.admit(req.clientAddress, on: req.db, now: req.application.clock())
        guard let event = try await req.disposableReads.eventByShortCode(short) else { return nil }
        try await codeGuesses.release(hit, on: req.db)
        return event
    }

    /// The guest a recovery link names. A key that names nobody counts as a failed guess from
    /// the caller's address, like a short code that names no event.
    func recovered(key: String, event: EventRecord, _ req: Request) async throws -> ParticipantRecord? {
        let hit = try await codeGuesses.admit(req.clientAddress, on: req.db, now: req.application.clock())
        guard let eventID = event.id,
            let participant = try await RecoveryKeys.participant(key: key, eventID: eventID, reads: req.disposableReads)
        else { return nil }
        try await codeGuesses.release(hit, on: req.db)
        return participant
    }

    /// Counts a new guest of `event`; throws 429 `rate_limited` past the event's limit.
    func admitNewGuest(to event: EventRecord, _ req: Request) async throws {
        let now = req.application.clock()
        guard let eventID = event.id else { return }
        let windowStart = now.addingTimeInterval(-eventJoins.rule.window)
        let before = try await req.disposableReads.participantsJoined(eventID, windowStart)
        try await eventJoins.admit(eventID.uuidString, limit: max(eventJoins.rule.limit, before), on: req.db, now: now)
    }
}
