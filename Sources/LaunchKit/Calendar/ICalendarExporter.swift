import Foundation
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
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    private func event(_ launch: Launch, net: Date, stamp: Date) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:\(launch.id)@launches.suite", "DTSTAMP:\(Self.utc(stamp))"]
        if NetDateText.precision(of: launch).isExactTime {
            let end = launch.windowEnd.flatMap { $0 > net ? $0 : nil } ?? net.addingTimeInterval(3_600)
            lines += ["DTSTART:\(Self.utc(net))", "DTEND:\(Self.utc(end))"]
        } else {
            let day = Self.day(net)
            lines += ["DTSTART;VALUE=DATE:\(day)", "DTEND;VALUE=DATE:\(Self.day(net.addingTimeInterval(86_400)))"]
        }
        lines.append("SUMMARY:\(Self.escape(launch.name))")
        lines.append("LOCATION:\(Self.escape(Fallback.place(for: launch, formatting)))")
        var description = NetDateText(formatting: formatting).text(for: launch)
        if let mission = launch.mission?.description { description += "\n\n" + mission }
        lines.append("DESCRIPTION:\(Self.escape(description))")
        if let status = launch.status?.name { lines.append("STATUS:\(status.contains("Hold") ? "TENTATIVE" : "CONFIRMED")") }
        if let url = launch.url { lines.append("URL:\(url.absoluteString)") }
        lines.append("END:VEVENT")
        return lines
    }

    /// Escapes TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma, newline; drops CR.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for char in text {
            switch char {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            case "\r": continue
            default: out.append(char)
            }
        }
        return out
    }

    /// Folds a content line into ≤ 75-octet pieces joined by CRLF + space (RFC 5545 §3.1),
    /// never splitting a UTF-8 character.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var pieces: [String] = []
        var current = ""
        var currentOctets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            // Continuation lines start with a space, which counts towards their 75 octets.
            let limit = pieces.isEmpty ? 75 : 74
            if currentOctets + size > limit {
                pieces.append(current)
                current = ""
                currentOctets = 0
            }
            current.unicodeScalars.append(scalar)
            currentOctets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    static func utc(_ date: Date) -> String {
        let c = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }

    static func day(_ date: Date) -> String {
        let c = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", c.year!, c.month!, c.day!)
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
