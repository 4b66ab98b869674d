import DisposableAPI
import DisposableKit
import Foundation
import ServerCore
import Vapor
import WebUI

/// The guest's pages: the invitation behind the QR code, joining with a name, then the camera
/// and the galleries (which the organizer opens too, with the token minted for the account).
extension DisposableWebController {
    /// The join form's fields.
    struct JoinForm: Content {
        var displayName: String?
        var consent: String?
    }

    @Sendable func joinByCode(_ req: Request) async throws -> Response {
        let code = (req.queryText("code") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !code.isEmpty else { return req.render(JoinByCodePage(code: "", isUnknown: false)) }
        let event: EventRecord?
        do {
            event = try await ShortCode.normalize(code).asyncFlatMap { try await settings.joinLimits.event(code: $0, req) }
        } catch let error as AppError where error.status == .tooManyRequests {
            return JoinRefusedPage.response(req, error, reason: .codeGuesses, retryURL: DisposableURL.joinByCode.url)
        }
        guard let event else { return req.render(JoinByCodePage(code: code, isUnknown: true), status: .notFound) }
        return req.redirect(to: DisposableURL.join(.value(event.joinToken)))
    }

    @Sendable func joinPage(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let invitation = try await invitation(req, token: token)
        if req.participantCookie(invitation.eventID) != nil {
            return req.redirect(to: DisposableURL.camera(.value(token)))
        }
        // A browser that left this event is offered its own participation back, not a new roll;
        // a remembered one that names no participant any more is dropped.
        let remembers = req.leftParticipantCookie(invitation.eventID) != nil
        let left = remembers ? try await leftParticipant(req, in: try await event(req, joinToken: token)) : nil
        let response = req.render(JoinPage(invitation: invitation, joinToken: token, appClipMeta: appClipMeta, form: .init(),
                                           returningName: left?.record.displayName))
        if remembers, left == nil { response.forgetLeftParticipant(eventID: invitation.eventID) }
        return response
    }

    @Sendable func join(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let form = try req.content.decode(JoinForm.self)
        let name = (form.displayName ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let accepted = form.consent == "on"
        // Both fields are checked here, so a form sent empty is marked whole (the API stops at
        // its first problem); the API checks them again.
        var problems: Set<JoinPage.Problem> = accepted ? [] : [.consent]
        if (try? DisplayName.validated(name)) == nil { problems.insert(.name) }
        guard problems.isEmpty else {
            return try await refusedJoin(req, token: token, name: name, accepted: accepted, problems: problems)
        }
        do {
            let result = try await req.asAPICaller(.signedInOrGuest) {
                try await handler.joinEvent(.init(path: .init(code: token), body: .json(.init(
                    displayName: name, consent: .init(termsVersion: DisposableSettings.termsVersion, accepted: accepted)))))
                    .created.body.json
            }
            let response = req.redirect(to: DisposableURL.camera(.value(token)))
            let keptUntil = result.event.deleteAt
            response.keepParticipantToken(result.participantToken, eventID: result.event.id, until: keptUntil,
                                          secure: req.application.config.usesTLS)
            return response
        } catch let error as AppError where error.status == .tooManyRequests {
            return JoinRefusedPage.response(req, error, reason: .eventBusy, retryURL: DisposableURL.join(.value(token)).url)
        } catch let error as AppError where error.status == .badRequest || error.status == .unprocessableEntity {
            let problem: JoinPage.Problem = error.code.hasPrefix("consent") ? .consent : .name
            return try await refusedJoin(req, token: token, name: name, accepted: accepted, problems: [problem])
        }
    }

    private func refusedJoin(_ req: Request, token: String, name: String, accepted: Bool, problems: Set<JoinPage.Problem>)
        async throws -> Response
    {
        req.render(JoinPage(invitation: try await invitation(req, token: token), joinToken: token, appClipMeta: appClipMeta,
                            form: .init(displayName: name, consent: accepted, problems: problems)),
                   status: .unprocessableEntity)
    }

    /// The camera or the galleries, for a browser that joined; others go to the invitation.
    func space(_ req: Request, tab: GuestSpacePage.Tab) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let event = try await event(req, joinToken: token)
        if let (event, me) = try await participation(req, in: event) {
            return req.render(GuestSpacePage(tab: tab, event: event, me: me, joinToken: token))
        }
        if let response = try await spaceForAccount(req, event: event, tab: tab) { return response }
        let response = req.redirect(to: DisposableURL.join(.value(token)))
        // A token this browser still holds that names no participant any more (its data deleted
        // from another device, say) is forgotten: the invitation would otherwise send the
        // browser straight back here.
        if let id = event.id?.uuidString, req.participantCookie(id) != nil {
            response.forgetParticipantToken(eventID: id)
        }
        return response
    }

    /// The camera or a gallery for a signed-in account that takes part (the organizer opening
    /// the link from a bookmark or another device) in a browser without its token yet: the
    /// token is minted for the account, as the event page does. Nil when the account does not
    /// take part: the invitation is then the way in.
    private func spaceForAccount(_ req: Request, event: EventRecord, tab: GuestSpacePage.Tab) async throws -> Response? {
        guard req.webUser != nil, let eventID = event.id else { return nil }
        let participant: ParticipantRecord
        let minted: String?
        do {
            (participant, minted) = try await accountParticipation(req, eventID: eventID)
        } catch let error as AppError where error.status == .notFound {
            return nil
        }
        guard minted != nil else { return nil }  // this browser's token is someone else's or stale
        let mapping = handler.mapping(req)
        let response = req.render(GuestSpacePage(
            tab: tab, event: mapping.event(event, role: participant.isOrganizer ? .organizer : .guest),
            me: mapping.participation(participant, event: event), joinToken: event.joinToken))
        keep(minted, on: response, event: event, req)
        return response
    }

    /// The invitation behind a join token (a page of the QR code's URL; short codes are typed
    /// into the API's throttled join instead). The token is 128 random bits: nothing to guess.
    func invitation(_ req: Request, token: String) async throws -> Invitation {
        Invitation(event: try await event(req, joinToken: token), now: req.application.clock())
    }

    /// The event a join token opens; the gone page (404) for anything else (a short code is not
    /// a page's token).
    func event(_ req: Request, joinToken token: String) async throws -> EventRecord {
        guard let event = try await req.disposableReads.eventByJoinToken(token) else { throw EventGone() }
        return event
    }

    /// The App Clip card / Smart App Banner tag of the join page.
    var appClipMeta: String { AppClipMeta.content(options: settings.options) }
}
