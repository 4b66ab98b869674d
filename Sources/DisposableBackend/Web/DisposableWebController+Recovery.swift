import DisposableAPI
import Foundation
import QRCode
import ServerCore
import Vapor
import WebUI

/// Recovery links in the browser: the guest's own link (and its QR code), and restoring the same
/// guest on the device that opens it. The API's handlers hold the rules.
extension DisposableWebController {
    @Sendable func recoveryPage(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        guard let (event, me) = try await participation(req, token: token) else {
            return req.redirect(to: DisposableURL.join(.value(token)))
        }
        // Organizers come back by signing in: no link to show.
        guard me.role == .guest else { return req.redirect(to: DisposableURL.guestSettings(.value(token))) }
        let link = try await req.asAPICaller(.signedInOrGuest) {
            try await handler.getMyRecoveryLink(.init(path: .init(eventId: event.id))).ok.body.json
        }
        let qr = try QRCode(encoding: link.recoveryURL).svg(moduleSize: 1, unit: "", title: nil)
        return req.render(RecoveryPage(event: event, joinToken: token, recoveryURL: link.recoveryURL, qrSVG: qr))
    }

    @Sendable func recoverPage(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let key = req.parameters.get(DisposableURL.recoveryKey) ?? ""
        let event = try await event(req, joinToken: token)
        guard let eventID = event.id else { throw EventGone() }
        let participant = try await RecoveryKeys.participant(key: key, eventID: eventID, reads: req.disposableReads)
        return req.render(RecoverPage(eventName: event.name, joinToken: token, key: key, name: participant?.displayName),
                          status: participant == nil ? .notFound : .ok)
    }

    @Sendable func recover(_ req: Request) async throws -> Response {
        let token = req.parameters.get(DisposableURL.joinToken) ?? ""
        let key = req.parameters.get(DisposableURL.recoveryKey) ?? ""
        let event = try await event(req, joinToken: token)
        do {
            let result = try await req.asAPICaller(.signedInOrGuest) {
                try await handler.recoverParticipation(.init(path: .init(code: token), body: .json(.init(recoveryKey: key))))
                    .created.body.json
            }
            // This device is that guest now, whoever it was before.
            let response = req.redirect(to: DisposableURL.camera(.value(token)))
            response.keepParticipantToken(result.participantToken, eventID: result.event.id, until: result.event.deleteAt,
                                          secure: req.application.config.usesTLS)
            response.forgetLeftParticipant(eventID: result.event.id)
            return response
        } catch let error as AppError where error.code == DisposableAPIHandler.recoveryUnknown.code {
            return req.render(RecoverPage(eventName: event.name, joinToken: token, key: key, name: nil), status: .notFound)
        }
    }
}
