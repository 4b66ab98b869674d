import Foundation

/// A launch countdown: "T-2d 04:12:09" before liftoff, "T+00:03:10" after.
public struct Countdown: Hashable, Sendable {
    /// Seconds from now to T-0 (negative once it has passed), truncated to whole seconds.
    public let secondsToLaunch: Int

    public init(now: Date, net: Date) {
        secondsToLaunch = Int(net.timeIntervalSince(now).rounded(.down))
    }

    private var parts: (days: Int, hours: Int, minutes: Int, seconds: Int) {
        let total = abs(secondsToLaunch)
        return (total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60, total % 60)
    }

    /// "T-2d 04:12:09"; the day part is left out under 24 hours.
    public var text: String {
        let p = parts
        let sign = secondsToLaunch >= 0 ? "T-" : "T+"
        let clock = [p.hours, p.minutes, p.seconds].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        return p.days > 0 ? "\(sign)\(p.days)d \(clock)" : sign + clock
    }

    /// A spoken form for VoiceOver ("2 days 4 hours 12 minutes until launch"); seconds only under a minute.
    public func accessibilityText(_ formatting: LaunchFormatting) -> String {
        let p = parts
        var pieces: [String] = []
        func unit(_ value: Int, _ one: L10n.Key, _ many: L10n.Key) {
            pieces.append(value == 1 ? formatting.text(one) : formatting.text(many, String(value)))
        }
        if p.days > 0 { unit(p.days, .oneDay, .days) }
        if p.hours > 0 { unit(p.hours, .oneHour, .hours) }
        if p.minutes > 0 { unit(p.minutes, .oneMinute, .minutes) }
        if pieces.isEmpty { unit(p.seconds, .oneSecond, .seconds) }
        let span = pieces.joined(separator: " ")
        return formatting.text(secondsToLaunch >= 0 ? .countdownBefore : .countdownAfter, span)
    }
}
