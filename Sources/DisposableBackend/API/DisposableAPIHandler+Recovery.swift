import DisposableAPI
import Fluent
import Foundation
import ServerCore
import Vapor

/// Recovery links: one guest on any device, across cookie loss and private windows. The link
/// is a bearer secret shown only to its guest (`getMyRecoveryLink` answers the caller's own).
extension DisposableAPIHandler {
    static let recoveryUnknown = AppError(.notFound, code: "recovery_unknown",
                                          detail: "This recovery link does not work any more: its data was deleted.")

    func getMyRecoveryLink(_ input: Operations.GetMyRecoveryLink.Input) async throws -> Operations.GetMyRecoveryLink.Output {
        let (req, caller) = try await caller(input.path.eventId)
        guard !caller.isOrganizer else {
            throw AppError(.conflict, code: "organizer_signs_in",
                           detail: "Organizers come back by signing in to their account; recovery links are for guests.")
        }
        let key = try await RecoveryKeys.key(for: caller.participantID, settings: settings, now: req.application.clock(),
                                             on: req.db)
        return .ok(.init(body: .json(.init(
            recoveryKey: key, recoveryURL: settings.recoveryURL(joinToken: caller.event.joinToken, key: key)))))
    }

    func recoverParticipation(_ input: Operations.RecoverParticipation.Input) async throws
        -> Operations.RecoverParticipation.Output
    {
        let req = try request
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        guard let event = try await settings.joinLimits.event(code: input.path.code, req) else {
            throw AppError.notFound("event")
        }
        guard let participant = try await settings.joinLimits.recovered(key: body.recoveryKey, event: event, req)
        else { throw Self.recoveryUnknown }
        let token = try await Self.mintToken(for: participant.id!, now: req.application.clock(), on: req.db)
        let map = mapping(req)
        return .created(.init(body: .json(.init(
            participantToken: token, event: map.event(event, role: .guest),
            participation: map.participation(participant, event: event)))))
    }

    /// A new participant token for this device, stored as its digest.
    static func mintToken(for participantID: UUID, now: Date, on db: any Database) async throws -> String {
        let token = ParticipantToken.prefix + SecureRandom.token(bytes: 32)
        try await ParticipantToken(hash: SecureRandom.digest(token), participantID: participantID, now: now).create(on: db)
        return token
    }
}
