import Foundation
import LaunchKit
import ServerCore
import Vapor

/// Favourites: per account, starred from a launch's page, listed at `/launches/favourites`.
extension LaunchesController {
    struct StarForm: Content {
        var starred: String?
    }

    /// Sets the star (`starred=1`) or clears it (`starred=0`), then back to the launch. Setting,
    /// not toggling, so a repeated post (a double tap, a retry) leaves what was asked for.
    @Sendable func star(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let id = try req.launchID()
        let form = try? req.content.decode(StarForm.self)
        guard let value = form?.starred, value == "1" || value == "0" else {
            throw AppError.badRequest(field: "starred", LaunchText.invalidStar.text(req.language))
        }
        let store = FavouritesStore(db: req.db, ownerID: try user.requireID(), now: req.application.clock())
        if value == "1" {
            // The name and NET kept with the star come from the launch itself, never from the form.
            let launch = try await Self.launchForSaving(id, req)
            try await store.star(launchID: id, name: launch.name, net: launch.net)
            req.flash(LaunchText.starred.text(req.language))
        } else {
            try await store.unstar(id)
            req.flash(LaunchText.unstarred.text(req.language))
        }
        return req.redirect(to: LaunchesURL.launch(.value(id)))
    }

    @Sendable func favourites(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let f = req.launchFormatting
        let dates = NetDateText(formatting: f)
        let rows = try await req.launchReads.favourites(try user.requireID()).map { record in
            KeptLaunchRow(
                launchID: record.launchID, name: record.name,
                dateText: record.net.map { dates.text(net: $0, precision: .day) } ?? f.text(LaunchDateText.dateTBD))
        }
        return req.render(FavouritesPage(rows: rows))
    }
}
