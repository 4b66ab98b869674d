import DisposableAPI
import DisposableKit
import Foundation
import ServerCore
import Vapor

/// The invitation card and joining, by link token or short code; failed short-code look-ups
/// and each event's new guests are limited (`JoinLimits`).
extension DisposableAPIHandler {
    func getInvitation(_ input: Operations.GetInvitation.Input) async throws -> Operations.GetInvitation.Output {
        let req = try request
        guard let event = try await settings.joinLimits.event(code: input.path.code, req) else {
            throw AppError.notFound("event")
        }
        let now = req.application.clock()
        return .ok(.init(body: .json(.init(
            eventId: event.id!.uuidString, name: event.name, organizerName: event.organizerName,
            shotsPerPerson: event.shotsPerPerson, reveal: DisposableMapping.reveal(event), revealAt: event.revealAt,
            endsAt: event.endsAt, startsAt: event.startsAt, state: DisposableMapping.state(event, now: now),
            termsVersion: DisposableSettings.termsVersion))))
    }

    func joinEvent(_ input: Operations.JoinEvent.Input) async throws -> Operations.JoinEvent.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let accountID = try await optionalAccount(req)
        guard let event = try await settings.joinLimits.event(code: input.path.code, req) else {
            throw AppError.notFound("event")
        }
        try Consent.check(body.consent)
        let name: String
        do { name = try DisplayName.validated(body.displayName) } catch { throw Self.appError(error) }
        let now = req.application.clock()
        let token = ParticipantToken.prefix + SecureRandom.token(bytes: 32)
        // A signed-in person who joined before (or organizes it) gets a new token for this device.
        let existing = try await accountID.asyncFlatMap { userID in
            try await req.disposableReads.callerByAccount(event.id!, userID)?.participant
        }
        if existing == nil { try await settings.joinLimits.admitNewGuest(to: event, req) }
        let joining = existing == nil ? DisposableParticipant(
            eventID: event.id!, userID: accountID, role: .guest, displayName: name, termsVersion: body.consent.termsVersion,
            now: now) : nil
        let participant = existing ?? ParticipantRecord(joining!)
        try await settings.hub.recording(app: req.application) { changes in
            try await req.db.transaction { db in
                if let joining {
                    try await joining.create(on: db)
                    try await changes.append(
                        EventLogEntry(eventID: event.id!, type: "participant.joined", audience: .organizer,
                                      participantID: participant.id, now: now), on: db)
                }
                try await ParticipantToken(hash: SecureRandom.digest(token), participantID: participant.id!, now: now)
                    .create(on: db)
            }
        }
        // A guest with an account whose device subscribed hears of the reveal.
        await req.application.push.replan([.disposable], users: accountID.map { [$0] } ?? [], on: req.application)
        let map = mapping(req)
        let role: DisposableParticipant.Role = participant.isOrganizer ? .organizer : .guest
        let result = Components.Schemas.JoinResult(
            participantToken: token, event: map.event(event, role: role),
            participation: map.participation(participant, event: event))
        return .created(.init(body: .json(result)))
    }
}

extension Optional {
    func asyncFlatMap<U>(_ transform: (Wrapped) async throws -> U?) async rethrows -> U? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
