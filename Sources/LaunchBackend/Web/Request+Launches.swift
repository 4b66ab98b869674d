import Foundation
import LaunchKit
import ServerCore
import Vapor

extension Request {
    /// LL2 data for this reader: the proxy's client, formatted in the reader's language and zone.
    var launchReader: LaunchReader {
        LaunchReader(service: application.launches, formatting: launchFormatting)
    }

    /// The kit's formatting in this request's language and time zone (built once per pair).
    var launchFormatting: LaunchFormatting {
        application.launches.formatting(language: language, timeZone: timeZone)
    }

    /// The reads of an account's own rows (favourites, reminders, the feed's generation).
    var launchReads: LaunchReads { .live(db.sql) }

    /// The launch id in the URL, when it is one LL2 could know (a UUID); 400 naming `id` otherwise.
    func launchID() throws -> String {
        guard let id = parameters.get(LaunchesURL.launchID), LL2Resource.isLaunchID(id) else {
            throw AppError(
                .badRequest, code: "invalid_launch_id", detail: LaunchText.invalidLaunchID.text(language), field: "id")
        }
        return id.lowercased()
    }
}
