import Fluent
import Foundation
import Localization
import Markup
import QRCode
import ServerCore
import Vapor

/// Routes outside the JSON contract: the App Site Association, the join link's landing page,
/// and the printable card.
enum DisposableWebRoutes {
    static func register(on app: Application, settings: DisposableSettings) throws {
        let association = try AppSiteAssociation(options: settings.options).json()
        let serveAssociation: @Sendable (Request) -> Response = { _ in
            Response(status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "max-age=3600"],
                     body: .init(data: association))
        }
        app.get(".well-known", "apple-app-site-association", use: serveAssociation)
        app.get("apple-app-site-association", use: serveAssociation)

        app.get("e", ":joinToken") { req async throws -> Response in
            let token = req.parameters.get("joinToken") ?? ""
            guard let event = try await DisposableAPIHandler.event(code: token, on: req.db), event.joinToken == token else {
                throw AppError.notFound("event")
            }
            let page = JoinLandingPage(
                eventName: event.name, organizerName: event.organizerName, shotsPerPerson: event.shotsPerPerson,
                language: req.language, appClipMeta: AppClipMeta.content(options: settings.options),
                continueURL: "/disposable/join/\(token)")
            return html(page)
        }

        // The organizer's card, from the signed-in web session or a bearer token.
        app.grouped(app.sessionsAndCSRF + [BearerAccountAuthenticator()]).get("disposable", "events", ":eventId", "card") { req async throws -> Response in
            let caller = try await DisposableAPIHandler.cardCaller(req)
            try caller.requireOrganizer()
            let event = caller.event
            let page = PrintCardPage(
                eventName: event.name, organizerName: event.organizerName, joinURL: settings.joinURL(event.joinToken),
                shortCode: event.shortCode, shotsPerPerson: event.shotsPerPerson, language: Language(identifier: event.language) ?? .en,
                qr: try QRCode(encoding: settings.joinURL(event.joinToken)))
            return html(page)
        }
    }

    static func html(_ page: some HTML) -> Response {
        Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"],
                 body: .init(data: Data(page.renderedBytes(capacity: 16_384))))
    }
}

extension DisposableAPIHandler {
    /// The card's caller: the web session's account (the organizer prints from the browser) or
    /// the API's credentials.
    static func cardCaller(_ req: Request) async throws -> Caller {
        let rawID = req.parameters.get("eventId") ?? ""
        if let user = req.webUser, let eventID = UUID(uuidString: rawID),
            let participant = try await DisposableParticipant.query(on: req.db).filter(\.$eventID == eventID)
                .filter(\.$userID == user.requireID()).first(),
            let event = try await DisposableEvent.find(eventID, on: req.db)
        {
            return Caller(event: event, participant: participant)
        }
        return try await Caller.resolve(req, eventID: rawID)
    }
}
