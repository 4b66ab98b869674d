import Charts
import DisposableAPI
import DisposableKit
import Foundation
import Localization
import Markup
import WebUI

extension OrganizerEventPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let navigation = NavigationBar(title: event.name, leading: .back(t(DisposableText.myEvents), url: DisposableURL.home.url))
        let share = t(DisposableText.shareMessage, ["event": event.name, "url": joinURL])
        return Page(context, title: event.name, navigation: navigation, scripts: ["disposable-share.js", "disposable-activity.js"],
                    app: "disposable") {
            // Set up ahead: the invitation works already, the camera opens at the start.
            if event.state == .scheduled {
                Banner(.info, t(DisposableText.scheduledOrganizer, ["date": EventDates.text(event.startsAt, context)]))
            }
            // Ended: no more inviting; when it ended, when everything goes, and the photos to take away.
            if event.state == .ended {
                EndedCard(context: context, event: event, photoCount: stats.photoCount, archive: archive, now: now)
            } else {
                section(.class("invite-card"), .ariaLabelledBy("invite-title"), .data("event-activity", event.id)) {
                    h2(.class("invite-title"), .id("invite-title")) { t(DisposableText.inviteGuests) }
                    // Module squares made by the QRCode module from the join URL: no user markup.
                    figure(.class("invite-qr"), .role("img"), .ariaLabel(t(DisposableText.inviteHint))) { UnsafeRawHTML(qrSVG) }
                    p(.class("invite-hint")) { t(DisposableText.inviteHint) }
                    dl(.class("invite-facts")) {
                        dt { t(DisposableText.shortCode) }
                        dd(.class("invite-code")) { ShortCode.formatted(shortCode) }
                        dt { t(DisposableText.joinLink) }
                        dd(.class("invite-link")) { a(.href(joinURL), .id("join-link")) { joinURL } }
                    }
                    div(.class("invite-actions")) {
                        button(.type("button"), .class("button button-primary"), .data("share-url", joinURL),
                               .data("share-text", share), .data("share-title", event.name), .data("share-image", qrPNG),
                               .data("share-copied", t(DisposableText.linkCopied))) { t(DisposableText.share) }
                        button(.type("button"), .class("button button-secondary"), .data("copy-url", joinURL),
                               .data("share-copied", t(DisposableText.linkCopied))) { t(DisposableText.copyLink) }
                        a(.class("button button-secondary"), .href(qrPNG), .download("qr.png")) { t(DisposableText.downloadQR) }
                        a(.class("button button-secondary"), .href(DisposableURL.card(.value(event.id)).url), .target("_blank")) {
                            t(DisposableText.printCard)
                        }
                    }
                }
            }
            // The parts marked `live-part` are fetched again as guests join and shoot
            // (disposable-activity.js): the server renders them, live or not.
            div(.data("live-part", "links")) {
                GroupedSection {
                    LinkCell(title: t(DisposableText.takePhotos), url: DisposableURL.camera(.value(joinToken)).url)
                    LinkCell(title: t(DisposableText.seeGallery), detail: LocalizedNumber.integer(stats.photoCount, context.language),
                             url: DisposableURL.gallery(.value(joinToken)).url)
                    LinkCell(title: t(DisposableText.openWall), url: DisposableURL.wall(.value(joinToken)).url)
                }
            }
            div(.data("live-part", "chart")) {
                if !stats.uploadsPerHour.isEmpty {
                    ChartSection(uploadsChart(context), language: context.language)
                }
            }
            div(.data("live-part", "guests")) {
                GuestList(context: context, participants: stats.participants, shotsPerPerson: event.shotsPerPerson)
            }
            // Its guest count moves as people join, like the list above.
            div(.data("live-part", "settings")) {
                GroupedSection(header: t(DisposableText.settings)) {
                    Cell {
                        span(.class("cell-title")) { t(DisposableText.guests) }
                        span(.class("cell-detail")) { LocalizedNumber.integer(stats.participantCount, context.language) }
                    }
                    Cell {
                        span(.class("cell-title")) { t(DisposableText.shotsEachSetting) }
                        span(.class("cell-detail")) { LocalizedNumber.integer(event.shotsPerPerson, context.language) }
                    }
                    if event.state == .scheduled {
                        Cell {
                            span(.class("cell-title")) { t(DisposableText.startsAtLabel) }
                            span(.class("cell-detail")) { EventDates.text(event.startsAt, context) }
                        }
                    }
                    Cell {
                        span(.class("cell-title")) { t(DisposableText.endsAt) }
                        span(.class("cell-detail")) { EventDates.text(event.endsAt, context) }
                    }
                    Cell {
                        span(.class("cell-title")) { t(DisposableText.revealsAt) }
                        span(.class("cell-detail")) {
                            event.reveal == .now ? t(DisposableText.revealNow) : EventDates.text(event.revealAt, context)
                        }
                    }
                }
            }
            GroupedSection {
                LinkCell(title: t(DisposableText.deleteEvent), url: DisposableURL.deleteEvent(.value(event.id)).url,
                         isDestructive: true)
            }
        }
    }
}

/// The ended event on the organizer's page: said in words, with the end, the deletion date and
/// the days left, and the whole event to download while it lasts.
struct EndedCard: HTMLComponent {
    var context: PageContext
    var event: Components.Schemas.Event
    var photoCount: Int
    var archive: String
    var now: Date

    var body: some HTML {
        let t = context.t
        let days = EventDates.daysLeft(until: event.deleteAt, now: now)
        section(.class("state-card"), .data("event-state", "ended"), .ariaLabelledBy("ended-title"),
                .data("event-activity", event.id)) {
            IconView(.clock, class: "state-card-symbol")
            h2(.class("state-card-title"), .id("ended-title")) { t(DisposableText.endedTitle) }
            p(.class("state-card-message")) {
                t(DisposableText.endedOrganizer, ["date": EventDates.text(event.deleteAt, context)])
            }
            dl(.class("state-facts")) {
                dt { t(DisposableText.endedOn) }
                dd { EventDates.text(event.endsAt, context) }
                dt { t(DisposableText.deletesOn) }
                dd(.data("deletes-on", "")) { EventDates.text(event.deleteAt, context) }
            }
            p(.class("state-card-message"), .data("days-left", String(days))) { t(DisposableText.deletedInDays, count: days) }
            if photoCount > 0 {
                a(.class("button button-primary"), .href(archive), .download()) { t(DisposableText.downloadAll) }
            }
        }
    }
}

extension OrganizerEventPage {
    /// The last twelve hours with uploads, labelled in the reader's time zone ("18:00").
    func uploadsChart(_ context: PageContext) -> BarChart {
        var style = Date.FormatStyle(time: .shortened, locale: context.locale, timeZone: context.timeZone)
        style.calendar = Calendar(identifier: .gregorian)
        // An event runs for days: the axis writes the hour, its text says which day's hour.
        var spoken = Date.FormatStyle(date: .omitted, time: .shortened, locale: context.locale, timeZone: context.timeZone).weekday(.wide)
        spoken.calendar = style.calendar
        let bars = stats.uploadsPerHour.suffix(12).map {
            Bar(label: $0.hour.formatted(style), value: Double($0.count), spokenLabel: $0.hour.formatted(spoken))
        }
        return BarChart(id: "uploads-per-hour", title: context.t(DisposableText.uploadsPerHour), bars: bars,
                        categoryName: context.t(DisposableText.hour), valueName: context.t(DisposableText.photos))
    }
}

/// Who joined, newest first, with the shots each has used: the organizer's live activity.
struct GuestList: HTMLComponent {
    var context: PageContext
    var participants: [Components.Schemas.ParticipantStats]
    var shotsPerPerson: Int

    var body: some HTML {
        let t = context.t
        let language = context.language
        let newestFirst = participants.sorted { $0.joinedAt > $1.joinedAt }
        return GroupedSection(header: t(DisposableText.guests) + " · " + LocalizedNumber.integer(participants.count, language)) {
            for guest in newestFirst {
                Cell {
                    span(.class("cell-title")) {
                        guest.displayName
                        if guest.role == .organizer { span(.class("cell-tag")) { t(DisposableText.organizerTag) } }
                        if guest.sharesName == true {
                            span(.class("cell-tag"), .data("same-name", "")) { t(DisposableText.joinedTwiceTag) }
                        }
                    }
                    span(.class("cell-detail")) {
                        t(DisposableText.shotsUsedOf, ["used": LocalizedNumber.integer(guest.shotsUsed, language),
                                                       "total": LocalizedNumber.integer(shotsPerPerson, language)])
                    }
                }
            }
        }
    }
}
