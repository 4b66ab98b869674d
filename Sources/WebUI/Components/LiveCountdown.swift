import Foundation
import Markup

/// Time left until a moment, rendered by the server ("1 h 20 min") and kept live by
/// `countdown.js` (which rewrites the text every few seconds in the page's language and reloads
/// the page once the moment has passed, so what follows is the server's again).
///
/// A launch's T-minus, the next sleep block: the text is always right when the page loads, and
/// without JS it simply stays as rendered.
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

    public var body: any HTML {
        time(
            .id(id), .class("live-countdown"), .datetime(Self.iso(target)), .data("countdown", ""),
            .data("format-hm", formats.hoursMinutes), .data("format-h", formats.hours), .data("format-m", formats.minutes)
        ) { text }
    }

    /// UTC with seconds, what `new Date(...)` reads everywhere.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
