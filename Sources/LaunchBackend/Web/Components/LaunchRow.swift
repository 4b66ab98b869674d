import Foundation
import LaunchKit
import LaunchLibrary
import Markup
import WebUI

/// One launch as a list shows it: the kit's row text, its picture through our image route, and
/// the T-0 a live countdown counts to.
struct LaunchRow: Sendable, Equatable {
    var data: LaunchRowViewData
    var imageURL: String?
    /// T-0, when the countdown means something (a future time known to the minute, or a
    /// launch LL2 says is flying).
    var countdownTarget: Date?
    /// The countdown's day part for launches.js ("{d}d", "{d} gün").
    var dayFormat: String

    /// - Parameter fetchedAt: when LL2 gave this launch (`LaunchPhase` decides what the row claims).
    init(_ launch: Launch, mapper: LaunchMapper, images: ImageLinks, now: Date, fetchedAt: Date) {
        data = mapper.row(launch, now: now, fetchedAt: fetchedAt)
        imageURL = images.link(Fallback.imageCandidates(for: launch), .thumb)
        countdownTarget = data.countdownText == nil ? nil : launch.net
        dayFormat = CountdownText.dayFormat(mapper.formatting)
    }
}

/// A launch row's markup (`li` with `data-key`, so infinite scroll skips rows already shown).
struct LaunchRowView: HTMLComponent {
    var row: LaunchRow

    var body: some HTML {
        let data = row.data
        li(.class("launch-row"), .data("key", data.id)) {
            a(.class("cell launch-cell"), .href(LaunchesURL.launch(.value(data.id)).url), .ariaLabel(data.accessibilityLabel)) {
                if let image = row.imageURL {
                    img(.class("launch-thumb"), .src(image), .alt(""), .width(56), .height(56), .loading("lazy"))
                } else {
                    span(.class("launch-thumb launch-thumb-empty"), .ariaHidden()) {}
                }
                span(.class("cell-text")) {
                    span(.class("launch-title")) { data.title }
                    span(.class("launch-meta")) { data.provider + " · " + data.place }
                    span(.class("launch-date")) { data.dateText }
                    span(.class("launch-badges")) {
                        StatusBadge(text: data.statusText, outcome: data.outcome)
                        if let target = row.countdownTarget, let text = data.countdownText {
                            CountdownText(
                                target: target, text: text, countsUp: data.phase == .inFlight, dayFormat: row.dayFormat,
                                className: "launch-countdown")
                        }
                    }
                }
                IconView(.chevronForward, class: "cell-chevron")
            }
        }
    }
}

/// A launch's status as a coloured capsule (green go, red failure, orange hold…).
struct StatusBadge: HTMLComponent {
    var text: String
    var outcome: LaunchStatus.Outcome

    var body: some HTML {
        span(.class("status-badge status-\(Self.tone(outcome))")) { text }
    }

    static func tone(_ outcome: LaunchStatus.Outcome) -> String {
        switch outcome {
        case .go, .success: "good"
        case .failure, .partialFailure: "bad"
        case .hold, .toBeConfirmed: "wait"
        case .inFlight: "live"
        case .toBeDetermined, .unknown: "unknown"
        }
    }
}

/// "T-2d 04:12:09" that launches.js keeps counting; the server's text is the first paint.
/// Only a launch in flight counts up past T-0 (`data-counts-up`); an upcoming one reloads the
/// page there, so the server (`LaunchPhase`) says what became of it.
struct CountdownText: HTMLComponent {
    var target: Date
    var text: String
    var countsUp: Bool
    /// The day part in the reader's language with `{d}` for the number ("{d} gün").
    var dayFormat: String
    var className: String

    var body: some HTML {
        time(.class(className), .datetime(target), .data("countdown", ""), .data("format-days", dayFormat),
             .data("counts-up", countsUp ? "" : nil)) { text }
    }

    /// The day format launches.js counts with, from the kit's own.
    static func dayFormat(_ formatting: LaunchFormatting) -> String {
        formatting.text(LaunchScreenText.countdownDays, ["days": "{d}"])
    }
}
