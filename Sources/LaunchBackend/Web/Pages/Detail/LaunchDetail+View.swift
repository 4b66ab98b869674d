import Foundation
import LaunchKit
import Localization
import Markup
import WebUI

extension LaunchDetailPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = data?.title ?? t(LaunchText.tabLaunches)
        let navigation = NavigationBar.back(to: t(LaunchText.tabLaunches), url: LaunchesURL.list.url, title: title)
        return launchesPage(context, title: title, navigation: navigation, tab: .launches) {
            DataNoticeView(notice: notice, retryURL: LaunchesURL.launch(.value(id)).url, context: context)
            if let data {
                header(.class("launch-hero")) {
                    if let imageURL { img(.class("hero-image"), .src(imageURL), .alt(""), .width(390), .height(220)) }
                    div(.class("launch-hero-text")) {
                        // One row, as in the list: stacked, two short pills looked like two headings.
                        div(.class("launch-badges")) {
                            StatusBadge(text: data.statusText, outcome: outcome)
                            if isLive { span(.class("status-badge status-live")) { t(LaunchText.webcastLive) } }
                        }
                        p(.class("launch-net")) { data.dateText }
                        if let target = countdownTarget, let text = data.countdownText {
                            div(.class("launch-countdown-block")) {
                                span(.class("visually-hidden")) { t(LaunchText.countdownLabel) }
                                CountdownText(
                                    target: target, text: text, countsUp: data.phase == .inFlight, dayFormat: dayFormat,
                                    className: "launch-countdown-large")
                            }
                        }
                    }
                }
                actions(context)
                facts(data, context)
                if let description = data.missionDescription, !description.isEmpty {
                    GroupedSection(header: t(LaunchText.missionTitle)) {
                        Cell { p(.class("cell-paragraph")) { description } }
                    }
                }
                if let map { PadMapView(map: map, context: context) }
                if !timeline.isEmpty { timelineSection(context) }
                links(context)
                if !updates.isEmpty {
                    GroupedSection(header: t(LaunchText.updatesTitle)) {
                        for update in updates {
                            Cell(class: "update-cell") {
                                p(.class("cell-paragraph")) { update.comment }
                                span(.class("cell-subtitle")) { update.byline }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Favourite, calendar and reminder, as a row of buttons under the countdown.
    @HTMLBuilder private func actions(_ context: PageContext) -> some HTML {
        let t = context.t
        div(.class("launch-actions")) {
            if let isStarred {
                PostForm(action: LaunchesURL.star(.value(id)).url, context: context, class: "star-form") {
                    HiddenField(name: "starred", value: isStarred ? "0" : "1")
                    button(.type("submit"), .class("action-button"), .class(isStarred ? "is-on" : nil), .id("star-button"),
                           .ariaPressed(isStarred)) {
                        IconView(isStarred ? .starFill : .star, class: "action-symbol")
                        span { t(isStarred ? LaunchText.unstar : LaunchText.star) }
                    }
                }
            } else {
                // The tile names the action, as the signed-in one does (the full sentence took four
                // lines in Turkish); where it leads is part of the link's name for screen readers.
                // No `title` as well: it became the link's description, and the sentence was read twice.
                a(.class("action-button"), .href(AccountURL.login.url(next: LaunchesURL.launch(.value(id)).url)), .id("star-sign-in")) {
                    IconView(.star, class: "action-symbol")
                    span { t(LaunchText.star) }
                    span(.class("visually-hidden")) { " — " + t(LaunchText.starSignIn) }
                }
            }
            a(.class("action-button"), .href(LaunchesURL.calendar(.value(id)).url), .download("launch.ics")) {
                IconView(.calendar, class: "action-symbol")
                span { t(LaunchText.addToCalendar) }
            }
            if let isReminded, isReminded || canRemind {
                PostForm(action: LaunchesURL.remind(.value(id)).url, context: context, class: "remind-form") {
                    HiddenField(name: "reminded", value: isReminded ? "0" : "1")
                    button(.type("submit"), .class("action-button"), .class(isReminded ? "is-on" : nil), .id("remind-button"),
                           .ariaPressed(isReminded)) {
                        IconView(.bell, class: "action-symbol")
                        span { t(isReminded ? LaunchText.stopReminding : LaunchText.remindMe) }
                    }
                }
            } else if !reminders.isEmpty {
                button(.type("button"), .class("action-button"), .ariaPressed(false), .data("remind", ""), .data("launch", id),
                       .data("on-text", t(LaunchText.remindersOn)), .data("off-text", t(LaunchText.remindMe)),
                       .data("denied-text", t(LaunchText.reminderDenied)),
                       .data("unsupported-text", t(LaunchText.reminderUnsupported)), .data("set-text", t(LaunchText.reminderSet))) {
                    IconView(.bell, class: "action-symbol")
                    span(.data("remind-label", "")) { t(LaunchText.remindMe) }
                }
                JSONDataScript(id: "launch-reminders", json: Self.json(reminders))
            }
        }
    }

    @HTMLBuilder private func facts(_ data: LaunchDetailViewData, _ context: PageContext) -> some HTML {
        let t = context.t
        GroupedSection {
            for line in data.lines {
                Cell(class: "fact") {
                    span(.class("fact-label")) { line.label }
                    span(.class("fact-value")) { line.value }
                }
            }
            if let windowText {
                Cell(class: "fact") {
                    span(.class("fact-label")) { t(LaunchText.windowLabel) }
                    span(.class("fact-value")) { windowText }
                }
            }
            if let padLocalTime {
                Cell(class: "fact") {
                    span(.class("fact-label")) { t(LaunchText.padLocalTime) }
                    span(.class("fact-value")) { padLocalTime }
                }
            }
        }
    }

    private func timelineSection(_ context: PageContext) -> some HTML {
        section(.class("list-section")) {
            h2(.class("list-header")) { context.t(LaunchText.timelineTitle) }
            ol(.class("grouped-list timeline")) {
                for step in timeline {
                    li(.class("cell timeline-step")) {
                        span(.class("timeline-offset")) { step.offset }
                        span(.class("timeline-text")) { step.text }
                    }
                }
            }
        }
    }

    @HTMLBuilder private func links(_ context: PageContext) -> some HTML {
        if !webcasts.isEmpty || !readMore.isEmpty {
            GroupedSection(header: context.t(LaunchText.linksTitle)) {
                for link in webcasts { ExternalLinkCell(link: link, icon: .playCircle) }
                for link in readMore { ExternalLinkCell(link: link, icon: .link) }
            }
        }
    }

    static func json(_ reminders: [Reminder]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? String(decoding: encoder.encode(reminders), as: UTF8.self)) ?? "[]"
    }
}

/// A row that leaves the site (a webcast, an article), opened in a new tab.
struct ExternalLinkCell: HTMLComponent {
    var link: LaunchDetailPage.Link
    var icon: Icon

    var body: some HTML {
        li {
            a(.class("cell cell-link"), .href(link.url), .target("_blank"), .rel("noopener noreferrer")) {
                IconView(icon, class: "cell-symbol")
                span(.class("cell-text")) { span(.class("cell-title")) { link.title } }
                IconView(.chevronForward, class: "cell-chevron")
            }
        }
    }
}

/// The pad: a map (launches.js with Leaflet, when tiles can be had) over the coordinates and a link.
struct PadMapView: HTMLComponent {
    var map: LaunchDetailPage.PadMap
    var context: PageContext

    var body: some HTML {
        let t = context.t
        section(.class("list-section")) {
            h2(.class("list-header")) { map.label }
            PlaceMapHolder(latitude: map.latitude, longitude: map.longitude, label: map.label,
                           regionLabel: t(LaunchText.mapLabel, ["pad": map.label]), tiles: map.tiles, attribution: map.attribution)
            ul(.class("grouped-list")) {
                Cell(class: "fact") {
                    span(.class("fact-label")) { t(LaunchText.coordinates) }
                    span(.class("fact-value")) { map.coordinatesText }
                }
                li {
                    a(.class("cell cell-link"), .href(map.openStreetMapURL), .target("_blank"), .rel("noopener noreferrer")) {
                        IconView(.mapPin, class: "cell-symbol")
                        span(.class("cell-text")) { span(.class("cell-title")) { t(LaunchText.openInMaps) } }
                        IconView(.chevronForward, class: "cell-chevron")
                    }
                }
            }
        }
    }
}
