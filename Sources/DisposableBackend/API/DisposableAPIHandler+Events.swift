import DisposableAPI
import DisposableKit
import Fluent
import Foundation
import ServerCore
import Vapor

/// Creating, listing, reading and deleting events; the service's limits.
extension DisposableAPIHandler {
    func getServiceInfo(_ input: Operations.GetServiceInfo.Input) async throws -> Operations.GetServiceInfo.Output {
        let options = settings.options
        let duration = Components.Schemas.IntegerRange(
            minimum: EventParameters.durationHours.lowerBound, maximum: EventParameters.durationHours.upperBound,
            _default: EventParameters.defaultDurationHours)
        let shots = Components.Schemas.IntegerRange(
            minimum: EventParameters.shotsPerPerson.lowerBound, maximum: EventParameters.shotsPerPerson.upperBound,
            _default: EventParameters.defaultShotsPerPerson)
        let info = Components.Schemas.ServiceInfo(
            termsVersion: DisposableSettings.termsVersion, termsURL: DisposableURL.terms.url, privacyURL: DisposableURL.privacy.url,
            retentionDays: options.retentionDays, maxUploadBytes: Int64(options.maxUploadBytes), duration: duration,
            shots: shots, revealLatestAfterEndHours: Int(EventParameters.revealLatestAfterEnd / 3600))
        return .ok(.init(body: .json(info)))
    }

    func createEvent(_ input: Operations.CreateEvent.Input) async throws -> Operations.CreateEvent.Output {
        let (req, userID) = try await account()
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let operation = { try await self.create(req, userID: userID, body) }
        let stored: Idempotency.StoredResponse
        if let key = input.headers.idempotencyKey {
            stored = try await req.idempotency.run(userID: userID, scope: "disposable.createEvent", key: key,
                                                   requestHash: try Idempotency.requestHash(of: body), operation)
        } else {
            stored = try await operation()
        }
        let event = try LiveEventCoding.decoder.decode(Components.Schemas.Event.self, from: stored.body)
        return .created(.init(headers: .init(location: stored.location), body: .json(event)))
    }

    private func create(_ req: Request, userID: UUID, _ body: Components.Schemas.NewEvent) async throws
        -> Idempotency.StoredResponse
    {
        let now = req.application.clock()
        try Consent.check(body.consent)
        let parameters = EventParameters(
            name: body.name, durationHours: body.durationHours ?? EventParameters.defaultDurationHours,
            shotsPerPerson: body.shotsPerPerson ?? EventParameters.defaultShotsPerPerson,
            reveal: body.reveal == .later ? .later : .now, revealAt: body.revealAt, startsAt: body.startsAt)
        let timeline: EventTimeline
        let organizerName: String
        do {
            timeline = try parameters.validated(now: now)
            organizerName = try DisplayName.validated(body.organizerName, field: "organizerName")
        } catch { throw Self.appError(error) }
        if let zone = body.timeZone, TimeZone(identifier: zone) == nil {
            throw AppError(.badRequest, code: "validation_failed", detail: "timeZone is not an IANA time zone.",
                           field: "timeZone", errors: [FieldProblem(field: "timeZone", reason: "invalidFormat")])
        }
        let event = DisposableEvent()
        event.id = UUID()
        event.organizerID = userID
        event.name = parameters.name.trimmingCharacters(in: .whitespacesAndNewlines)
        event.organizerName = organizerName
        event.joinToken = SecureRandom.token(bytes: 16)  // 128 bits
        event.startsAt = timeline.startsAt
        event.endsAt = timeline.endsAt
        event.revealMode = timeline.revealMode.rawValue
        event.revealAt = timeline.revealAt
        event.deleteAt = timeline.deleteAt(retentionDays: settings.options.retentionDays)
        event.shotsPerPerson = parameters.shotsPerPerson
        event.timeZone = body.timeZone ?? "UTC"
        event.language = body.language?.rawValue ?? "en"
        event.termsVersion = body.consent.termsVersion
        event.consentedAt = now
        event.revealedAnnounced = timeline.revealMode == .now
        event.endedAnnounced = false
        let organizer = DisposableParticipant(
            eventID: event.id!, userID: userID, role: .organizer, displayName: organizerName,
            termsVersion: body.consent.termsVersion, now: now)
        // A short code clash (40 bits, so rare) just draws another.
        for attempt in 1...5 {
            event.shortCode = ShortCode.make { count in (0..<count).map { _ in UInt8.random(in: .min ... .max) } }
            do {
                try await req.db.transaction { db in
                    try await event.create(on: db)
                    try await organizer.create(on: db)
                }
                break
            } catch let error as any DatabaseError where error.isConstraintFailure && attempt < 5 {
                event.$id.exists = false
                organizer.$id.exists = false
                continue
            }
        }
        // The organizer's "ends in 1 hour" (and reveal), when a device of theirs receives Disposable.
        await req.application.push.replan([.disposable], users: [userID], on: req.application)
        let wire = mapping(req).event(event, role: .organizer)
        return .init(status: 201, body: try LiveEventCoding.encoder.encode(wire),
                     location: "/api/disposable/events/\(event.id!.uuidString.lowercased())")
    }

    func listMyEvents(_ input: Operations.ListMyEvents.Input) async throws -> Operations.ListMyEvents.Output {
        let (req, userID) = try await account()
        let parts = try await req.disposableReads.accountEvents(userID)
        let roles = Dictionary(parts.map { ($0.event.id!, $0.isOrganizer ? DisposableParticipant.Role.organizer : .guest) },
                               uniquingKeysWith: { first, _ in first })
        var listed = Set<UUID>()
        let events = parts.map(\.event).filter { listed.insert($0.id!).inserted }
        let now = req.application.clock()
        // Ongoing first (ending soonest first), then scheduled (starting soonest first), then
        // past (most recent first).
        let sorted = events.sorted { a, b in
            let (aRank, bRank) = (Self.listRank(a, now: now), Self.listRank(b, now: now))
            if aRank != bRank { return aRank < bRank }
            switch aRank {
            case 0: return a.endsAt < b.endsAt
            case 1: return a.startsAt < b.startsAt
            default: return a.endsAt > b.endsAt
            }
        }
        let map = mapping(req)
        return .ok(.init(body: .json(.init(items: sorted.map { map.summary($0, role: roles[$0.id!] ?? .guest) }))))
    }

    private static func listRank(_ event: EventRecord, now: Date) -> Int {
        switch event.timeline.state(at: now) {
        case .open: 0
        case .scheduled: 1
        case .ended: 2
        }
    }

    func getEvent(_ input: Operations.GetEvent.Input) async throws -> Operations.GetEvent.Output {
        let (req, caller) = try await caller(input.path.eventId)
        return .ok(.init(body: .json(mapping(req).event(caller.event, role: caller.isOrganizer ? .organizer : .guest))))
    }

    func deleteEvent(_ input: Operations.DeleteEvent.Input) async throws -> Operations.DeleteEvent.Output {
        let (req, caller) = try await caller(input.path.eventId)
        try caller.requireOrganizer()
        try await EventDeletion.delete(caller.eventID, app: req.application, settings: settings)
        return .noContent(.init())
    }
}

/// Consent to the current terms and privacy text, required before creating or joining.
enum Consent {
    static func check(_ consent: Components.Schemas.Consent) throws {
        guard consent.accepted else {
            throw AppError(.unprocessableEntity, code: "consent_required",
                           detail: "Accept the terms and the privacy policy to continue.", field: "consent.accepted")
        }
        guard consent.termsVersion == DisposableSettings.termsVersion else {
            throw AppError(.unprocessableEntity, code: "terms_outdated",
                           detail: "The terms changed; read and accept version \(DisposableSettings.termsVersion).",
                           field: "consent.termsVersion")
        }
    }
}
