import DisposableAPI
import Foundation

/// `/disposable`: the organizer's events, ongoing first, then past with the days left before
/// their photos are deleted.
struct EventListPage: Sendable {
    var ongoing: [Components.Schemas.EventSummary]
    /// Set up ahead: the link works, the camera opens at the start.
    var upcoming: [Components.Schemas.EventSummary]
    var past: [Components.Schemas.EventSummary]
    var now: Date
    /// Signed out: a way to sign in (to create events) and to join with a code.
    var isSignedIn = true

    init(events: [Components.Schemas.EventSummary], now: Date) {
        ongoing = events.filter { $0.state == .open }
        upcoming = events.filter { $0.state == .scheduled }
        past = events.filter { $0.state == .ended }
        self.now = now
    }
}
