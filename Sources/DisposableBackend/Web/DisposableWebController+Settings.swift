import DisposableAPI
import Foundation
import ServerCore
import Vapor
import WebUI

/// The participant's settings: change the name, leave this device, delete everything (through
/// the contract's handlers, so the rules are the API's), and the help page everyone may read.
extension DisposableWebController {
    struct RenameForm: Content {
        var displayName: String?
    }

    struct DeleteForm: Content {
        var confirmation: String?
        /// The language the form was shown in (whose word it asked for).
        var wordLanguage: String?
    }

    @Sendable func guestSettings(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        guard let (event, me) = try await participation(req, token: token) else {
            return req.redirect(to: DisposableURL.join(.value(token)))
        }
        return req.render(GuestSettingsPage(event: event, me: me, joinToken: token))
    }

    @Sendable func rename(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let name = (try req.content.decode(RenameForm.self).displayName ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let (event, me) = try await participation(req, token: token) else {
            return req.redirect(to: DisposableURL.join(.value(token)))
        }
        do {
            _ = try await req.asAPICaller(.signedInOrGuest) {
                try await handler.updateMyParticipation(.init(path: .init(eventId: event.id), body: .json(.init(displayName: name))))
                    .ok.body.json
            }
        } catch let error as AppError where error.status == .badRequest || error.status == .unprocessableEntity {
            return req.render(GuestSettingsPage(event: event, me: me, joinToken: token, nameField: name, problem: .name),
                              status: .unprocessableEntity)
        }
        req.flash(DisposableText.nameChanged.text(req.language))
        return req.redirect(to: DisposableURL.guestSettings(.value(token)))
    }

    /// Leaves the event on this device; the photos stay in the event. The token moves to the
    /// "left" cookie, so opening the link again offers to resume the same participant (their
    /// photos in Mine, their shots used) rather than a new one with a full roll.
    @Sendable func leave(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let event = try await event(req, joinToken: token)
        guard let id = event.id?.uuidString else { throw AppError.notFound("event") }
        let response = req.redirect(to: DisposableURL.join(.value(token)))
        if let participantToken = req.participantCookie(id), !participantToken.isEmpty {
            response.rememberLeftParticipant(participantToken, eventID: id, until: event.deleteAt,
                                             secure: req.application.config.usesTLS)
        }
        response.forgetParticipantToken(eventID: id)
        req.flash(DisposableText.leftEvent.text(req.language), kind: .info)
        return response
    }

    /// Comes back as the participant this browser left: its token is the credential again.
    /// A remembered token that names no participant of this event any more is dropped.
    @Sendable func resume(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let event = try await event(req, joinToken: token)
        guard let id = event.id?.uuidString else { throw AppError.notFound("event") }
        guard let left = try await leftParticipant(req, in: event) else {
            let response = req.redirect(to: DisposableURL.join(.value(token)))
            response.forgetLeftParticipant(eventID: id)
            return response
        }
        let response = req.redirect(to: DisposableURL.camera(.value(token)))
        response.keepParticipantToken(left.token, eventID: id, until: event.deleteAt, secure: req.application.config.usesTLS)
        response.forgetLeftParticipant(eventID: id)
        return response
    }

    /// The participant this browser left in `event` and its token, if that participant still exists.
    func leftParticipant(_ req: Request, in event: EventRecord) async throws -> (token: String, record: ParticipantRecord)? {
        guard let id = event.id, let token = req.leftParticipantCookie(id.uuidString),
            let participant = try await req.disposableReads.participant(id, SecureRandom.digest(token))
        else { return nil }
        return (token, participant)
    }

    @Sendable func deleteMyData(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let form = try req.content.decode(DeleteForm.self)
        let typed = form.confirmation ?? ""
        guard let (event, me) = try await participation(req, token: token) else {
            return req.redirect(to: DisposableURL.join(.value(token)))
        }
        guard GuestSettingsPage.confirms(typed, pageLanguage: form.wordLanguage, language: req.language) else {
            return req.render(GuestSettingsPage(event: event, me: me, joinToken: token, problem: .confirmation),
                              status: .unprocessableEntity)
        }
        _ = try await req.asAPICaller(.signedInOrGuest) {
            try await handler.deleteMyData(.init(path: .init(eventId: event.id))).noContent
        }
        let response = req.redirect(to: DisposableURL.join(.value(token)))
        response.forgetParticipantToken(eventID: event.id)
        response.forgetLeftParticipant(eventID: event.id)
        req.flash(DisposableText.dataDeleted.text(req.language))
        return response
    }

    @Sendable func help(_ req: Request) async throws -> Response {
        req.render(HelpPage(retentionDays: settings.options.retentionDays, contactEmail: settings.options.contactEmail,
                            returnPath: ReturnPath.validated(req.queryText(ReturnPath.parameter))))
    }

    /// The event and this browser's participation, or nil when it has not joined (or its token
    /// stopped working: the guest deleted their data). A page's form posts carry the cookie
    /// as the API's credentials: the web routes have checked the CSRF token already.
    func participation(_ req: Request, token: String) async throws
        -> (Components.Schemas.Event, Components.Schemas.Participation)?
    {
        try await participation(req, in: try await event(req, joinToken: token))
    }

    /// The same for an event already read.
    func participation(_ req: Request, in event: EventRecord) async throws
        -> (Components.Schemas.Event, Components.Schemas.Participation)?
    {
        // One look-up for the event and one for the participant its token names (going
        // through the API's getEvent and getMyParticipation resolved the caller twice: seven
        // queries), both read as values.
        guard let id = event.id, let cookie = req.cookies[Credentials.cookieName(id)]?.string, !cookie.isEmpty
        else { return nil }
        if req.headers.bearerAuthorization == nil {
            req.headers.bearerAuthorization = BearerAuthorization(token: cookie)
        }
        guard let participant = try await req.disposableReads.participant(id, SecureRandom.digest(cookie)) else {
            return nil
        }
        let mapping = handler.mapping(req)
        return (mapping.event(event, role: participant.isOrganizer ? .organizer : .guest),
                mapping.participation(participant, event: event))
    }
}
