import Foundation
import ICalendar
import LaunchLibrary

/// Exports launches as an iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets,
/// text escaped. Launches known to the minute become timed events (UTC); vaguer ones become
/// all-day events on their NET day, so a calendar never shows a time LL2 does not know.
public struct ICalendarExporter: Sendable {
    public let productID: String
    private let formatting: LaunchFormatting

    public init(formatting: LaunchFormatting, productID: String = "-//Suite//SpaceNasa LaunchKit//EN") {
        self.formatting = formatting
        self.productID = productID
    }

    /// The calendar text for the launches that have a `net`.
    /// - Parameter now: written as `DTSTAMP` (injected so output is reproducible).
    public func export(_ launches: [Launch], now: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        for launch in launches {
            guard let net = launch.net else { continue }
            lines += event(launch, net: net, stamp: now)
        }
        lines.append("END:VCALENDAR")
        return ICalendarText.document(lines)
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
        if let url = launch.url { lines.append("URL:\(url.absoluteString)") }
        lines.append("END:VEVENT")
        return lines
    }
}
