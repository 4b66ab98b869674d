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
    /// T-0, when the countdown means something (a future time known to the minute).
    var countdownTarget: Date?

    init(_ launch: Launch, mapper: LaunchMapper, images: ImageLinks, now: Date) {
        data = mapper.row(launch, now: now)
        imageURL = images.link(Fallback.imageCandidates(for: launch), .thumb)
        countdownTarget = data.countdownText == nil ? nil : launch.net
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
                            CountdownText(target: target, text: text, className: "launch-countdown")
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
struct CountdownText: HTMLComponent {
    var target: Date
    var text: String
    var className: String

    var body: some HTML {
        time(.class(className), .datetime(target), .data("countdown", "")) { text }
    }
}
