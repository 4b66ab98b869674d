import Foundation
import ICalendar
import LaunchLibrary

/// Exports launches as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets,
/// text escaped. Launches known to the minute become timed events (UTC); vaguer ones become
/// all-day events on their NET day, so a calendar never shows a time LL2 does not know.
public struct ICalendarExporter: Sendable {
    public let productID: String
    private let formatting: LaunchFormatting
    /// The page a person opens for a launch (the web app's, the iOS app's link), written as the
    /// event's `URL`. None by default: LL2's own `url` is its API's address, not a page to read.
    private let pageURL: @Sendable (Launch) -> URL?

    public init(
        formatting: LaunchFormatting, productID: String = "-//Suite//SpaceNasa LaunchKit//EN",
        pageURL: @escaping @Sendable (Launch) -> URL? = { _ in nil }
    ) {
        self.formatting = formatting
        self.productID = productID
        self.pageURL = pageURL
    }

    /// The calendar text for the launches that have a `net`.
    /// - Parameters:
    ///   - now: written as `DTSTAMP` (injected so output is reproducible).
    ///   - reminders: when given, each launch the planner would remind of (known to the minute,
    ///     still to fly) carries one `VALARM` per planner offset, worded as the planner's
    ///     notifications, so a subscribed calendar rings when the app would.
    ///   - name: the calendar's name for a subscription (`X-WR-CALNAME`).
    public func export(_ launches: [Launch], now: Date, reminders: ReminderPlanner? = nil, name: String? = nil) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        if let name { lines.append("X-WR-CALNAME:\(ICalendarText.escape(name))") }
        for launch in launches {
            guard let net = launch.net else { continue }
            var event = event(launch, net: net, stamp: now)
            if let reminders, ReminderPlanner.isRemindable(launch) {
                event.insert(contentsOf: reminders.offsets.flatMap { alarm(launch, offset: $0, planner: reminders) }, at: event.count - 1)
            }
            lines += event
        }
        lines.append("END:VCALENDAR")
        return ICalendarText.document(lines)
    }

    /// A display alarm `offset` seconds before the start ("TRIGGER:-PT10M").
    private func alarm(_ launch: Launch, offset: TimeInterval, planner: ReminderPlanner) -> [String] {
        let minutes = max(0, Int(offset / 60))
        return [
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT\(minutes)M",
            "DESCRIPTION:\(ICalendarText.escape(planner.title(launch.name, offset: offset)))", "END:VALARM",
        ]
    }

    private func event(_ launch: Launch, net: Date, stamp: Date) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:\(launch.id)@launches.suite", "DTSTAMP:\(ICalendarText.utc(stamp))"]
        if NetDateText.precision(of: launch).isExactTime {
            let end = launch.windowEnd.flatMap { $0 > net ? $0 : nil } ?? net.addingTimeInterval(3_600)
            lines += ["DTSTART:\(ICalendarText.utc(net))", "DTEND:\(ICalendarText.utc(end))"]
        } else {
            let day = ICalendarText.date(net)
            lines += ["DTSTART;VALUE=DATE:\(day)", "DTEND;VALUE=DATE:\(ICalendarText.date(net.addingTimeInterval(86_400)))"]
        }
        lines.append("SUMMARY:\(ICalendarText.escape(launch.name))")
        lines.append("LOCATION:\(ICalendarText.escape(Fallback.place(for: launch, formatting)))")
        var description = NetDateText(formatting: formatting).text(for: launch)
        if let mission = launch.mission?.description { description += "\n\n" + mission }
        lines.append("DESCRIPTION:\(ICalendarText.escape(description))")
        if let status = launch.status?.name { lines.append("STATUS:\(status.contains("Hold") ? "TENTATIVE" : "CONFIRMED")") }
        if let url = pageURL(launch) { lines.append("URL:\(url.absoluteString)") }
        lines.append("END:VEVENT")
        return lines
    }
}
