import Foundation
import ServerCore
import Vapor

/// The organizer deletes an event for everyone from the web, as the API's `deleteEvent` does:
/// a page that says what goes, then the typed word (docs/apps/disposable.md#your-data).
extension DisposableWebController {
    struct DeleteEventForm: Content {
        var confirmation: String?
        var wordLanguage: String?
    }

    @Sendable func deleteEventPage(_ req: Request) async throws -> Response {
        let event = try await organizersEvent(req)
        return req.render(DeleteEventPage(eventID: event.id!.uuidString, eventName: event.name))
    }

    @Sendable func deleteEvent(_ req: Request) async throws -> Response {
        let event = try await organizersEvent(req)
        let eventID = event.id!
        let form = try req.content.decode(DeleteEventForm.self)
        guard GuestSettingsPage.confirms(form.confirmation ?? "", pageLanguage: form.wordLanguage, language: req.language) else {
            let page = DeleteEventPage(eventID: eventID.uuidString, eventName: event.name, hasProblem: true)
            return req.render(page, status: .unprocessableEntity)
        }
        try await EventDeletion.delete(eventID, app: req.application, settings: settings)
        req.flash(DisposableText.eventDeleted.text(req.language, ["event": event.name]))
        return req.redirect(to: DisposableURL.home)
    }

    /// The event in the path when the signed-in account organizes it; 404 for any other
    /// (a guest's, a stranger's or no event), so no one learns that an event exists.
    private func organizersEvent(_ req: Request) async throws -> EventRecord {
        let userID = try req.requireWebUser().requireID()
        guard let eventID = UUID(uuidString: req.parameters.get(DisposableURL.eventID) ?? ""),
            let caller = try await req.disposableReads.callerByAccount(eventID, userID), caller.isOrganizer
        else { throw AppError.notFound("event") }
        return caller.event
    }
}
