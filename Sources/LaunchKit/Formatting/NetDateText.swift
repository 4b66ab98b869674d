import Foundation
import LaunchLibrary
import Localization

/// Launch dates as text that claims no more precision than LL2 has: an exact time only for
/// second/minute precision, "NET March 2026" for a month, "Q1 2026" for a quarter, and so on.
public struct NetDateText: Sendable {
    private let formatting: LaunchFormatting

    public init(formatting: LaunchFormatting) { self.formatting = formatting }

    /// The precision to assume. Data recorded before 2023 has no `net_precision`: then a TBD
    /// status means "month", TBC means "day", anything else is taken as exact.
    public static func precision(of launch: Launch) -> NetPrecision.Kind {
        if let kind = launch.netPrecision?.kind { return kind }
        switch launch.status?.outcome {
        case .toBeDetermined: return .month
        case .toBeConfirmed: return .day
        default: return .minute
        }
    }

    /// The date text for a launch, or "Date TBD" without a `net`.
    public func text(for launch: Launch) -> String {
        guard let net = launch.net else { return formatting.text(LaunchDateText.dateTBD) }
        return text(net: net, precision: Self.precision(of: launch))
    }

    /// The date text for `net` at `precision`, in the user's locale and time zone.
    public func text(net: Date, precision: NetPrecision.Kind) -> String {
        let formats = formatting.formats
        func say(_ key: LaunchDateText, _ arguments: [String: String]) -> String { key.text(formats.language, arguments) }
        func noEarlierThan(_ date: String) -> String { say(.netPrefix, ["date": date]) }
        let day = { formats.date(net, .abbreviated) }
        // A year as written, never grouped like a number ("2026", not "2,026").
        let year = { String(formats.calendar.component(.year, from: net)) }
        switch precision {
        case .second, .minute:
            return formats.dateTime(net)
        case .hour:
            return noEarlierThan(say(.approximately, ["date": day(), "hour": formats.hour(net)]))
        case .morning:
            return noEarlierThan(say(.morning, ["date": day()]))
        case .afternoon:
            return noEarlierThan(say(.afternoon, ["date": day()]))
        case .day:
            return noEarlierThan(day())
        case .week:
            let start = formats.calendar.dateInterval(of: .weekOfYear, for: net)?.start ?? net
            return noEarlierThan(say(.weekOf, ["date": formats.date(start, .abbreviated)]))
        case .month:
            return noEarlierThan(formats.date(net, .monthAndYear))
        case .quarter(let quarter):
            return say(.quarter, ["quarter": String(quarter), "year": year()])
        case .half(let half):
            return say(.half, ["half": String(half), "year": year()])
        case .year:
            return noEarlierThan(year())
        case .fiscalYear:
            return noEarlierThan(say(.fiscalYear, ["year": year()]))
        }
    }
}
