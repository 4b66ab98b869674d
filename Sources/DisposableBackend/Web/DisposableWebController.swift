import DisposableAPI
import Foundation
import QRCode
import ServerCore
import Vapor
import WebUI

/// The Disposable web app's pages: the organizer's under `/disposable` (signed in), the guest's
/// under `/e/{joinToken}` (the QR code's URL; a participant cookie, no account). Every read and
/// write goes through the contract's handlers; the pages' scripts then talk to the same API.
struct DisposableWebController {
    let handler: DisposableAPIHandler
    let settings: DisposableSettings

    func register(on app: Application) {
        let web = app.web
        web.get(DisposableURL.home.pathComponents, use: home)
        web.post(DisposableURL.home.pathComponents, use: create)
        web.get(DisposableURL.new.pathComponents, use: newEvent)
        web.get(DisposableURL.joinByCode.pathComponents, use: joinByCode)
        web.get(DisposableURL.event(.key).pathComponents, use: eventPage)
        web.get(DisposableURL.deleteEvent(.key).pathComponents, use: deleteEventPage)
        web.post(DisposableURL.deleteEvent(.key).pathComponents, use: deleteEvent)
        web.get(DisposableURL.join(.key).pathComponents) { req async throws in try await orGone(req, joinPage) }
        web.post(DisposableURL.join(.key).pathComponents) { req async throws in try await orGone(req, join) }
        web.get(DisposableURL.camera(.key).pathComponents) { req async throws -> Response in
            try await orGone(req) { try await space($0, tab: .camera) }
        }
        web.get(DisposableURL.gallery(.key).pathComponents) { req async throws -> Response in
            try await orGone(req) { try await space($0, tab: .gallery) }
        }
        web.get(DisposableURL.terms.pathComponents) { req async throws -> Response in
            req.render(TermsPage(retentionDays: settings.options.retentionDays))
        }
        web.get(DisposableURL.help.pathComponents, use: help)
        web.get(DisposableURL.privacy.pathComponents) { req async throws -> Response in
            req.render(PrivacyPage(retentionDays: settings.options.retentionDays, contactEmail: settings.options.contactEmail))
        }
        web.get(DisposableURL.guestSettings(.key).pathComponents) { req async throws in try await orGone(req, guestSettings) }
        web.post(DisposableURL.rename(.key).pathComponents) { req async throws in try await orGone(req, rename) }
        web.post(DisposableURL.leave(.key).pathComponents) { req async throws in try await orGone(req, leave) }
        web.post(DisposableURL.resume(.key).pathComponents) { req async throws in try await orGone(req, resume) }
        web.post(DisposableURL.deleteMyData(.key).pathComponents) { req async throws in try await orGone(req, deleteMyData) }
        web.get(DisposableURL.wall(.key).pathComponents) { req async throws in try await orGone(req, wall) }
        // Issue 38: recovery links
        web.get(DisposableURL.recovery(.key).pathComponents) { req async throws in try await orGone(req, recoveryPage) }
        web.get(DisposableURL.recover(.key, key: .key).pathComponents) { req async throws in try await orGone(req, recoverPage) }
        web.post(DisposableURL.recover(.key, key: .key).pathComponents) { req async throws in try await orGone(req, recover) }
    }

    // MARK: Organizer

    @Sendable func home(_ req: Request) async throws -> Response {
        guard req.webUser != nil else {
            var page = EventListPage(events: [], now: req.application.clock())
            page.isSignedIn = false
            return req.render(page)
        }
        let list = try await req.asAPICaller(.signedInOrGuest) { try await handler.listMyEvents(.init()).ok.body.json }
        return req.render(EventListPage(events: list.items, now: req.application.clock()))
    }

    @Sendable func newEvent(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        return req.render(NewEventPage(form: .init()))
    }

    @Sendable func create(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let form = try req.content.decode(NewEventForm.self)
        if form.startsAtIsUnreadable(req.timeZone) {
            return req.render(NewEventPage(form: form, problems: ["startsAt": .startsAtUnreadable]), status: .unprocessableEntity)
        }
        if form.revealAtIsUnreadable(req.timeZone) {
            return req.render(NewEventPage(form: form, problems: ["revealAt": .revealAtUnreadable]), status: .unprocessableEntity)
        }
        let problems = NewEventPage.problems(form, now: req.application.clock(), timeZone: req.timeZone)
        if !problems.isEmpty {
            return req.render(NewEventPage(form: form, problems: problems), status: .unprocessableEntity)
        }
        do {
            let event = try await req.asAPICaller(.signedInOrGuest) {
                try await handler.createEvent(.init(body: .json(form.newEvent(timeZone: req.timeZone, language: req.language))))
                    .created.body.json
            }
            return req.redirect(to: DisposableURL.event(.value(event.id)))
        } catch let error as AppError where error.status.code < 500 {
            return req.render(NewEventPage(form: form, problems: NewEventPage.problems(error)), status: .unprocessableEntity)
        }
    }

    @Sendable func eventPage(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()  // signed out: to sign-in first, whatever the id
        let eventID = req.parameters.get(DisposableURL.eventID) ?? ""
        guard let id = UUID(uuidString: eventID) else { throw AppError.notFound("event") }
        let (caller, minted) = try await accountCaller(req, eventID: id)
        let event = caller.event
        let response: Response
        if caller.isOrganizer {
            let id = eventID
            let (summary, stats) = try await req.asAPICaller(.signedInOrGuest) {
                let summary = try await handler.getEvent(.init(path: .init(eventId: id))).ok.body.json
                let stats = try await handler.getEventStats(.init(path: .init(eventId: id))).ok.body.json
                return (summary, stats)
            }
            let joinURL = settings.joinURL(event.joinToken)
            let qr = try QRCode(encoding: joinURL).svg(moduleSize: 1, unit: "", title: nil)
            response = req.render(OrganizerEventPage(
                event: summary, stats: stats, joinURL: joinURL, shortCode: event.shortCode, qrSVG: qr,
                joinToken: event.joinToken, now: req.application.clock()))
        } else {
            response = req.redirect(to: DisposableURL.gallery(.value(event.joinToken)))
        }
        keep(minted, on: response, event: event, req)
        return response
    }

    /// The venue slideshow: the organizer's, since it runs unattended on a screen everyone sees.
    @Sendable func wall(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        guard let event = try await req.disposableReads.eventByJoinToken(token), let eventID = event.id else {
            throw EventGone()
        }
        let (participant, minted) = try await accountParticipation(req, eventID: eventID)
        guard participant.isOrganizer else { throw AppError.notFound("event") }
        let joinURL = settings.joinURL(event.joinToken)
        let now = req.application.clock()
        let page = WallPage(
            eventID: eventID.uuidString, eventName: event.name, joinURL: joinURL, shortCode: event.shortCode,
            qrSVG: try QRCode(encoding: joinURL).svg(moduleSize: 1, unit: "", title: nil),
            revealAt: event.timeline.isRevealed(at: now) ? nil : event.timeline.revealAt, language: req.language,
            opensAt: event.timeline.state(at: now) == .scheduled ? event.startsAt : nil,
            hasEnded: event.timeline.state(at: now) == .ended)
        let response = req.render(page)
        keep(minted, on: response, event: event, req)
        return response
    }

    /// The signed-in account's participation in an event (404 for anyone else's event), and a
    /// participant token minted for the account when this browser holds none yet: the account's
    /// browser then uses the camera, the galleries and the wall like a guest's.
    func accountParticipation(_ req: Request, eventID: UUID) async throws -> (ParticipantRecord, minted: String?) {
        let (caller, minted) = try await accountCaller(req, eventID: eventID)
        return (caller.participant, minted)
    }

    /// The same, with the event read alongside.
    func accountCaller(_ req: Request, eventID: UUID) async throws -> (Caller, minted: String?) {
        let userID = try req.requireWebUser().requireID()
        guard let caller = try await req.disposableReads.callerByAccount(eventID, userID) else {
            throw AppError.notFound("event")
        }
        guard req.participantCookie(eventID.uuidString) == nil else { return (caller, nil) }
        let participant = caller.participant
        let joinToken = caller.event.joinToken
        let result = try await req.asAPICaller(.signedInOrGuest) {
            try await handler.joinEvent(.init(path: .init(code: joinToken), body: .json(.init(
                displayName: participant.displayName,
                consent: .init(termsVersion: DisposableSettings.termsVersion, accepted: true))))).created.body.json
        }
        req.headers.bearerAuthorization = BearerAuthorization(token: result.participantToken)
        return (caller, result.participantToken)
    }

    func keep(_ minted: String?, on response: Response, event: some EventFields, _ req: Request) {
        guard let minted, let id = event.id else { return }
        response.keepParticipantToken(minted, eventID: id.uuidString, until: event.deleteAt,
                                      secure: req.application.config.usesTLS)
    }
}
