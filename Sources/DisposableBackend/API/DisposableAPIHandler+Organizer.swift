import DisposableAPI
import DisposableKit
import Fluent
import Foundation
import OpenAPIRuntime
import QRCode
import ServerCore
import Vapor

/// What only the organizer sees: the QR code and the numbers.
extension DisposableAPIHandler {
    func getEventQRCode(_ input: Operations.GetEventQRCode.Input) async throws -> Operations.GetEventQRCode.Output {
        let (_, caller) = try await caller(input.path.eventId)
        try caller.requireOrganizer()
        let side = input.query.size ?? 1200
        guard (128...4096).contains(side) else {
            throw AppError(.badRequest, code: "validation_failed", detail: "size must be between 128 and 4096 pixels.",
                           field: "size", errors: [FieldProblem(field: "size", reason: "outOfRange")])
        }
        let url = settings.joinURL(caller.event.joinToken)
        let code = try QRCode(encoding: url, correction: .quartile)
        let name = Self.asciiFileName(caller.event.name)
        switch input.query.format ?? .png {
        case .png:
            let imaging = settings.imaging
            let png = try await imaging.work.run(.upload) { try code.png(minimumSide: side, dpi: 300, imaging: imaging) }
            return .ok(.init(headers: .init(contentDisposition: "inline; filename=\"\(name) QR.png\""),
                             body: .png(HTTPBody(png))))
        case .svg:
            let svg = code.svg(moduleSize: 8, title: caller.event.name)
            return .ok(.init(headers: .init(contentDisposition: "inline; filename=\"\(name) QR.svg\""),
                             body: .imageSvgXml(HTTPBody(svg))))
        }
    }

    func getEventStats(_ input: Operations.GetEventStats.Input) async throws -> Operations.GetEventStats.Output {
        let (req, caller) = try await caller(input.path.eventId)
        try caller.requireOrganizer()
        let reads = req.disposableReads
        let people = try await reads.participants(caller.eventID)
        let photos = try await reads.uploads(caller.eventID)
        let counts = Dictionary(grouping: photos, by: \.participantID).mapValues(\.count)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let hours = Dictionary(grouping: photos) { calendar.dateInterval(of: .hour, for: $0.uploadedAt)?.start ?? $0.uploadedAt }
        let shotsPerPerson = caller.event.shotsPerPerson
        // One person joining twice (a new browser, say) shows as the same name twice.
        let nameCounts = Dictionary(grouping: people) { $0.displayName.lowercased() }.mapValues(\.count)
        return .ok(.init(body: .json(.init(
            photoCount: photos.count, participantCount: people.count,
            activeParticipantCount: people.filter { $0.shotsUsed > 0 }.count,
            shotsUsed: people.reduce(0) { $0 + $1.shotsUsed },
            participants: people.map { person in
                .init(participantId: person.id!.uuidString, displayName: person.displayName,
                      role: person.isOrganizer ? .organizer : .guest, shotsUsed: person.shotsUsed,
                      shotsLeft: max(0, shotsPerPerson - person.shotsUsed), photoCount: counts[person.id!] ?? 0,
                      joinedAt: person.joinedAt, sharesName: (nameCounts[person.displayName.lowercased()] ?? 0) > 1)
            },
            uploadsPerHour: hours.keys.sorted().map { .init(hour: $0, count: hours[$0]!.count) }))))
    }
}

/// A guest's own participation: what they may do, their name, and their data.
extension DisposableAPIHandler {
    func getMyParticipation(_ input: Operations.GetMyParticipation.Input) async throws -> Operations.GetMyParticipation.Output {
        let (req, caller) = try await caller(input.path.eventId)
        return .ok(.init(body: .json(mapping(req).participation(caller.participant, event: caller.event))))
    }

    func updateMyParticipation(_ input: Operations.UpdateMyParticipation.Input) async throws
        -> Operations.UpdateMyParticipation.Output
    {
        let (req, caller) = try await caller(input.path.eventId)
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        var me = caller.participant
        do { me.displayName = try DisplayName.validated(body.displayName) } catch { throw Self.appError(error) }
        try await DisposableParticipant.query(on: req.db).filter(\.$id == caller.participantID)
            .set(\.$displayName, to: me.displayName).update()
        return .ok(.init(body: .json(mapping(req).participation(me, event: caller.event))))
    }

    /// Photos (rows and every file), the name, the tokens: all gone. The organizer deletes the
    /// event instead (`deleteEvent`), since guests' photos live in it.
    func deleteMyData(_ input: Operations.DeleteMyData.Input) async throws -> Operations.DeleteMyData.Output {
        let (req, caller) = try await caller(input.path.eventId)
        guard !caller.isOrganizer else {
            throw AppError(.conflict, code: "organizer_cannot_leave",
                           detail: "As the organizer, delete the event to delete your data.")
        }
        let mine = caller.photoScope(now: req.application.clock(), mineOnly: true)
        let photos = try await req.disposableReads.photos(mine, [], [])
        try await PhotoRemoval.remove(photos, app: req.application, settings: settings)
        // Tokens and the recovery key go with it (cascade); its devices and queued pushes with them.
        try await req.db.transaction { db in
            try await DisposablePush.forget(participants: [caller.participantID], on: db)
            try await DisposableParticipant.query(on: db).filter(\.$id == caller.participantID).delete()
        }
        await req.application.push.replan([.disposable], users: caller.participant.userID.map { [$0] } ?? [], on: req.application)
        // The token is dead for every call; an open stream must not outlive it.
        await settings.hub.revoke(.participant(eventID: caller.eventID, participantID: caller.participantID),
                                  app: req.application)
        return .noContent(.init())
    }
}
