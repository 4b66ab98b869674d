import Foundation
import LaunchKit
import LaunchLibrary
import WebUI

/// `/launches/launch/<id>`: the launch detail — status, NET at its real precision, a live
/// countdown, window, rocket, mission and orbit, pad on a map, provider, the mission timeline,
/// webcast and info links, recent updates, favourites, calendar and reminders
/// (docs/apps/launches.md#screens).
struct LaunchDetailPage: Sendable {
    struct Link: Sendable, Equatable {
        var title: String
        var url: String
    }

    struct TimelineStep: Sendable, Equatable {
        /// "T-00:38:00", "T+00:02:30" (the kit's countdown format).
        var offset: String
        var text: String
    }

    struct Update: Sendable, Equatable {
        var comment: String
        var byline: String
    }

    /// The pad on a map: Leaflet with the configured tiles, and always the coordinates and a link.
    struct PadMap: Sendable, Equatable {
        var latitude: Double
        var longitude: Double
        var label: String
        /// Leaflet's tile template; nil shows the coordinates only.
        var tiles: String?
        var attribution: String

        var coordinatesText: String {
            String(format: "%.4f, %.4f", latitude, longitude)
        }

        var openStreetMapURL: String {
            PlaceMapHolder.openStreetMapURL(latitude: latitude, longitude: longitude, zoom: 12)
        }
    }

    /// A reminder as launches.js schedules it for a visitor (Notification while the page is open).
    struct Reminder: Sendable, Equatable, Encodable {
        var id: String
        var title: String
        var body: String
        var fireAt: String
    }

    var id: String
    var data: LaunchDetailViewData?
    var outcome: LaunchStatus.Outcome
    var imageURL: String?
    var countdownTarget: Date?
    /// The countdown's day part for launches.js ("{d}d", "{d} gün").
    var dayFormat = ""
    var windowText: String?
    var padLocalTime: String?
    var map: PadMap?
    var timeline: [TimelineStep]
    var webcasts: [Link]
    var isLive: Bool
    var readMore: [Link]
    var updates: [Update]
    var reminders: [Reminder]
    /// nil for a visitor (the page offers sign-in instead of the star).
    var isStarred: Bool?
    var notice: DataNotice?
    /// Whether this account asked to be reminded (its reminders list and calendar feed); nil
    /// for a visitor, who gets notifications while the page is open instead.
    var isReminded: Bool? = nil
    /// Whether a reminder can still be set (LaunchKit's `ReminderPlanner.refusal`): not for a
    /// launch that has flown. A reminder set before stays removable.
    var canRemind = false
}
