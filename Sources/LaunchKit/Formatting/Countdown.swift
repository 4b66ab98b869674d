import Foundation
import Localization

/// A launch countdown: "T-2d 04:12:09" before liftoff, "T+00:03:10" after (while in flight).
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

    /// "T-2d 04:12:09" · "T-2 gün 04:12:09" · "T-2 j 04:12:09"; the day part is left out under
    /// 24 hours. The mission clock is the same in every language, the day unit is the reader's
    /// (`LaunchScreenText.countdownDays`, which launches.js also counts with).
    public func text(_ formatting: LaunchFormatting) -> String {
        let p = parts
        let sign = secondsToLaunch >= 0 ? "T-" : "T+"
        let clock = [p.hours, p.minutes, p.seconds].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        guard p.days > 0 else { return sign + clock }
        return sign + formatting.text(LaunchScreenText.countdownDays, ["days": String(p.days)]) + " " + clock
    }

    /// A spoken form for VoiceOver ("2 days, 4 hours, 12 minutes until launch"): whole minutes,
    /// seconds only under a minute.
    public func accessibilityText(_ formatting: LaunchFormatting) -> String {
        let total = abs(secondsToLaunch)
        let span = total < 60
            ? formatting.formats.duration(seconds: total, units: [.seconds], width: .wide)
            : formatting.formats.duration(seconds: total / 60 * 60, units: [.days, .hours, .minutes], width: .wide)
        let key: LaunchAlertText = secondsToLaunch >= 0 ? .countdownBefore : .countdownAfter
        return formatting.text(key, ["duration": span])
    }
}
