import Foundation
import Markup
import WebUI

/// One state of an event said plainly, on its own (not greyed controls under a banner):
/// "Not open yet" with the time left, "Your roll is used up", "This event has ended" with the
/// deletion date. The guest's camera tab, the organizer's event page and the invitation use it.
struct StateCard: HTMLComponent {
    /// `scheduled`, `roll-used`, `ended`: what tests and scripts look for.
    var state: String
    var icon: Icon
    var title: String
    var message: String
    /// A ticking countdown to this moment (the start, for a scheduled event).
    var countdownTo: Date? = nil
    var countdownDays: String? = nil
    var action: LinkButton? = nil

    var body: some HTML {
        let titleID = "state-\(state)-title"
        section(.class("state-card"), .data("event-state", state), .ariaLabelledBy(titleID)) {
            IconView(icon, class: "state-card-symbol")
            h2(.class("state-card-title"), .id(titleID)) { title }
            p(.class("state-card-message")) { message }
            if let countdownTo {
                p(.class("countdown state-card-countdown")) {
                    time(.datetime(countdownTo.ISO8601Format()), .data("countdown", "clock"),
                         .data("format-days", countdownDays ?? "")) {}
                }
            }
            action
        }
    }
}
