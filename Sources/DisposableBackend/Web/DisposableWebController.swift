import DisposableAPI
import Fluent
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
        web.get(DisposableURL.join(.key).pathComponents, use: joinPage)
        web.post(DisposableURL.join(.key).pathComponents, use: join)
        web.get(DisposableURL.camera(.key).pathComponents) { req async throws -> Response in try await space(req, tab: .camera) }
        web.get(DisposableURL.gallery(.key).pathComponents) { req async throws -> Response in try await space(req, tab: .gallery) }
        web.get(DisposableURL.terms.pathComponents) { req async throws -> Response in
            req.render(TermsPage(retentionDays: settings.options.retentionDays))
        }
    }

    // MARK: Organizer

    @Sendable func home(_ req: Request) async throws -> Response {
        guard req.webUser != nil else {
            var page = EventListPage(events: [], now: req.application.clock())
            page.isSignedIn = false
            return req.render(page)
        }
        let list = try await handler.forPage(req) { try await handler.listMyEvents(.init()).ok.body.json }
        return req.render(EventListPage(events: list.items, now: req.application.clock()))
    }

    @Sendable func newEvent(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        return req.render(NewEventPage(form: .init()))
    }

    @Sendable func create(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let form = try req.content.decode(NewEventForm.self)
        do {
            let event = try await handler.forPage(req) {
                try await handler.createEvent(.init(body: .json(form.newEvent(timeZone: req.timeZone, language: req.language))))
                    .created.body.json
            }
            return req.redirect(to: DisposableURL.event(.value(event.id)))
        } catch let error as AppError where error.status.code < 500 {
            return req.render(NewEventPage(form: form, problems: NewEventPage.problems(error)), status: .unprocessableEntity)
        }
    }

    @Sendable func eventPage(_ req: Request) async throws -> Response {
        let userID = try req.requireWebUser().requireID()
        let eventID = req.parameters.get(DisposableURL.eventID) ?? ""
        guard let event = try await DisposableEvent.find(UUID(uuidString: eventID), on: req.db),
            let participant = try await DisposableParticipant.query(on: req.db).filter(\.$eventID == event.requireID())
                .filter(\.$userID == userID).first()
        else { throw AppError.notFound("event") }
        // The account's browser holds a participant token like a guest's, so the camera and the
        // galleries work the same for everyone (minted for the signed-in account on first visit).
        var minted: String?
        if req.participantCookie(eventID) == nil {
            let result = try await handler.forPage(req) {
                try await handler.joinEvent(.init(path: .init(code: event.joinToken), body: .json(.init(
                    displayName: event.organizerName,
                    consent: .init(termsVersion: DisposableSettings.termsVersion, accepted: true))))).created.body.json
            }
            minted = result.participantToken
            req.headers.bearerAuthorization = BearerAuthorization(token: result.participantToken)
        }
        let response: Response
        if participant.isOrganizer {
            let id = eventID
            let (summary, stats) = try await handler.forPage(req) {
                let summary = try await handler.getEvent(.init(path: .init(eventId: id))).ok.body.json
                let stats = try await handler.getEventStats(.init(path: .init(eventId: id))).ok.body.json
                return (summary, stats)
            }
            let joinURL = settings.joinURL(event.joinToken)
            let qr = try QRCode(encoding: joinURL).svg(moduleSize: 1, unit: "", title: nil)
            response = req.render(OrganizerEventPage(
                event: summary, stats: stats, joinURL: joinURL, shortCode: event.shortCode, qrSVG: qr,
                joinToken: event.joinToken))
        } else {
            response = req.redirect(to: DisposableURL.gallery(.value(event.joinToken)))
        }
        if let minted {
            response.keepParticipantToken(minted, eventID: eventID, until: event.deleteAt, secure: req.application.config.usesTLS)
        }
        return response
    }
}
