import Foundation
import Markup

/// Time left until a moment in minutes, rendered by the server ("1 h 20 min") and kept live by
/// the shared `countdown.js` (its "minutes" wording: the templates below, in the page's language;
/// the page reloads once the moment has passed, so what follows is the server's again).
///
/// PolySleep's next block: the text is always right when the page loads, and without JS it
/// simply stays as rendered.
public struct LiveCountdown: HTMLComponent {
    /// The rendered text, made by the caller's own formatter.
    public var text: String
    public var target: Date
    /// Templates the script fills: `{h}` and `{m}` ("{h} h {m} min"), then hours only, then minutes only.
    public var formats: (hoursMinutes: String, hours: String, minutes: String)
    public var id: String

    public init(
        _ text: String, until target: Date, formats: (hoursMinutes: String, hours: String, minutes: String),
        id: String = "countdown"
    ) {
        self.text = text
        self.target = target
        self.formats = formats
        self.id = id
    }

    public var body: some HTML {
        time(
            .id(id), .class("live-countdown"), .datetime(target), .data("countdown", "minutes"),
            .data("format-hm", formats.hoursMinutes), .data("format-h", formats.hours), .data("format-m", formats.minutes)
        ) { text }
    }
}
