import Foundation
import LaunchLibrary

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
        guard let net = launch.net else { return formatting.text(.dateTBD) }
        return text(net: net, precision: Self.precision(of: launch))
    }

    /// The date text for `net` at `precision`, in the user's locale and time zone.
    public func text(net: Date, precision: NetPrecision.Kind) -> String {
        let f = formatting
        let year = String(f.calendar.component(.year, from: net))
        switch precision {
        case .second, .minute:
            return f.format(net, template: "yMMMdjmm")
        case .hour:
            return f.text(.netPrefix, f.text(.approximately, f.format(net, template: "yMMMd"), f.format(net, template: "j")))
        case .morning:
            return f.text(.netPrefix, f.text(.morning, f.format(net, template: "yMMMd")))
        case .afternoon:
            return f.text(.netPrefix, f.text(.afternoon, f.format(net, template: "yMMMd")))
        case .day:
            return f.text(.netPrefix, f.format(net, template: "yMMMd"))
        case .week:
            let start = f.calendar.dateInterval(of: .weekOfYear, for: net)?.start ?? net
            return f.text(.netPrefix, f.text(.weekOf, f.format(start, template: "yMMMd")))
        case .month:
            return f.text(.netPrefix, f.format(net, template: "MMMMy"))
        case .quarter(let quarter):
            return f.text(.quarter, String(quarter), year)
        case .half(let half):
            return f.text(.half, String(half), year)
        case .year:
            return f.text(.netPrefix, year)
        case .fiscalYear:
            return f.text(.netPrefix, f.text(.fiscalYear, year))
        }
    }
}
