import Foundation
import Localization
import QRCode
import ServerCore
import Vapor
import WebUI

/// Routes outside the JSON contract: the App Site Association and the printable card (the
/// pages are `DisposableWebController`'s).
enum DisposableWebRoutes {
    static func register(on app: Application, settings: DisposableSettings) throws {
        let association = try AppSiteAssociation(options: settings.options).json()
        let serveAssociation: @Sendable (Request) -> Response = { _ in
            Response(status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "max-age=3600"],
                     body: .init(data: association))
        }
        app.get(".well-known", "apple-app-site-association", use: serveAssociation)
        app.get("apple-app-site-association", use: serveAssociation)

        // The organizer's card, from the signed-in web session or a bearer token.
        app.grouped(app.sessionsAndCSRF + [BearerAccountAuthenticator()]).get(DisposableURL.card(.key).pathComponents) { req async throws -> Response in
            let caller = try await DisposableAPIHandler.cardCaller(req)
            try caller.requireOrganizer()
            let event = caller.event
            return req.render(PrintCardPage(
                eventID: caller.eventID.uuidString, eventName: event.name, organizerName: event.organizerName, joinURL: settings.joinURL(event.joinToken),
                shortCode: event.shortCode, shotsPerPerson: event.shotsPerPerson,
                // The reader's language (the one the organizer's pages speak), not the one saved
                // on the event: a card printed now is read by the person printing it.
                language: req.language,
                qr: try QRCode(encoding: settings.joinURL(event.joinToken)),
                codeAddress: settings.codeAddress))
        }
    }
}

extension DisposableAPIHandler {
    /// The card's caller: the web session's account (the organizer prints from the browser) or
    /// the API's credentials.
    static func cardCaller(_ req: Request) async throws -> Caller {
        let rawID = req.parameters.get("eventId") ?? ""
        if let user = req.webUser, let eventID = UUID(uuidString: rawID),
            let caller = try await req.disposableReads.callerByAccount(eventID, user.requireID())
        {
            return caller
        }
        return try await Caller.resolve(req, eventID: rawID)
    }
}
