import CivilCalendar
import Foundation
import Localization
import Markup
import WebUI

extension SharedPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    /// The suite's shell and design system for a stranger: the reader's language, the entry's
    /// Markdown rendered (raw HTML shown as text), photos fitted to the screen.
    struct View: HTMLComponent {
        var model: SharedPage
        var context: PageContext

        var body: some HTML {
            let title = self.title
            return Page(context, title: title, navigation: NavigationBar(title: title), app: "memory") {
                switch model.state {
                case .entry(let entry): EntryView(entry: entry, context: context)
                case .recap(let recap): RecapView(recap: recap, context: context)
                case .unavailable(let reason):
                    EmptyState(icon: reason == .notFound ? .link : .clock, message: message(reason))
                }
                if let expiresAt = model.expiresAt, !isUnavailable {
                    p(.class("page-footnote")) { context.t(MemoryText.sharedFooter, ["date": DateText.date(expiresAt, context)]) }
                }
            }
        }

        private var isUnavailable: Bool {
            if case .unavailable = model.state { return true }
            return false
        }

        private var title: String {
            let t = context.t
            switch model.state {
            case .entry(let entry): return entry.title.flatMap { $0.isEmpty ? nil : $0 } ?? t(MemoryText.sharedMemory)
            case .recap(let recap): return t(MemoryText.recapTitle, ["period": DateText.month(recap.year, recap.month, context)])
            case .unavailable(.expired): return t(MemoryText.expiredTitle)
            case .unavailable(.revoked): return t(MemoryText.revokedTitle)
            case .unavailable(.notFound): return t(MemoryText.notFoundTitle)
            }
        }

        private func message(_ reason: Unavailable) -> String {
            switch reason {
            case .expired: context.t(MemoryText.expiredMessage)
            case .revoked: context.t(MemoryText.revokedMessage)
            case .notFound: context.t(MemoryText.notFoundMessage)
            }
        }
    }

    struct EntryView: HTMLComponent {
        var entry: Entry
        var context: PageContext

        var body: some HTML {
            let t = context.t
            article(.class("shared-entry")) {
                p(.class("shared-meta")) {
                    time(.datetime(entry.occurredAt)) {
                        DateText.moment(entry.occurredAt, utcOffsetSeconds: entry.utcOffsetSeconds, context)
                    }
                    if let place = entry.placeName {
                        span(.class("shared-place")) { IconView(.mapPin); place }
                    }
                }
                for photo in entry.photos {
                    figure(.class("shared-photo")) {
                        img(attributes: [
                            .src(photo.url), .alt(entry.title ?? t(MemoryText.photo)), .loading("lazy"), .decoding("async"),
                        ] + (photo.width.map { [.width($0)] } ?? []) + (photo.height.map { [.height($0)] } ?? []))
                    }
                }
                if let description = entry.description { p(.class("shared-description")) { description } }
                if let markdown = entry.markdown { div(.class("markdown")) { Markdown(markdown) } }
                if let song = entry.song {
                    p(.class("shared-song")) {
                        IconView(.music)
                        t(MemoryText.songBy, ["title": song.title, "artist": song.artist])
                    }
                }
                for recording in entry.recordings {
                    figure(.class("shared-recording")) {
                        figcaption { IconView(.microphone); t(MemoryText.recording) }
                        audio(.controls(), .preload("none"), .src(recording)) {}
                    }
                }
                if !entry.tags.isEmpty {
                    ul(.class("tag-list")) {
                        for tag in entry.tags { li(.class("tag")) { "#" + tag } }
                    }
                }
            }
        }
    }

    struct RecapView: HTMLComponent {
        var recap: Recap
        var context: PageContext

        var body: some HTML {
            let t = context.t
            GroupedSection(header: t(MemoryText.totalsHeader)) {
                Cell { IconView(.camera, class: "cell-symbol"); span { t(MemoryText.photos, count: recap.photos) } }
                Cell { IconView(.microphone, class: "cell-symbol"); span { t(MemoryText.recordings, count: recap.recordings) } }
                Cell { IconView(.text, class: "cell-symbol"); span { t(MemoryText.texts, count: recap.texts) } }
                Cell { IconView(.music, class: "cell-symbol"); span { t(MemoryText.songs, count: recap.songs) } }
            }
            if !recap.topTags.isEmpty {
                GroupedSection(header: t(MemoryText.tagsHeader)) {
                    for tag in recap.topTags {
                        Cell {
                            span(.class("cell-title")) { "#" + tag.term }
                            span(.class("cell-detail")) { LocalizedNumber.integer(tag.count, context.language) }
                        }
                    }
                }
            }
            if !recap.frequentWords.isEmpty {
                section(.class("list-section")) {
                    h2(.class("list-header")) { t(MemoryText.wordsHeader) }
                    ul(.class("tag-list word-list")) {
                        for word in recap.frequentWords { li(.class("tag")) { word } }
                    }
                }
            }
        }
    }
}

/// Dates in the reader's language (Foundation's format styles; Gregorian calendar).
enum DateText {
    static let gregorian = Calendar(identifier: .gregorian)

    /// When an entry happened, as it read where it happened: "23 November 2026 at 14:05".
    static func moment(_ date: Date, utcOffsetSeconds: Int, _ context: PageContext) -> String {
        let zone = TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt
        return date.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: context.locale, calendar: gregorian, timeZone: zone))
    }

    /// A day in the reader's time zone: "23 November 2026".
    static func date(_ date: Date, _ context: PageContext) -> String {
        date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: context.locale, calendar: gregorian, timeZone: context.timeZone))
    }

    /// The month standing alone as a title: "Novembre 2026", where French writes it "novembre"
    /// inside a sentence (the recap's "Récap de novembre 2026").
    static func monthTitle(_ year: Int, _ month: Int, _ context: PageContext) -> String {
        let text = Self.month(year, month, context)
        guard let first = text.first else { return text }
        return context.language.uppercased(String(first)) + text.dropFirst()
    }

    /// "November 2026" / "Kasım 2026", through the shared formats, which remember it.
    static func month(_ year: Int, _ month: Int, _ context: PageContext) -> String {
        guard (1...12).contains(month) else { return "\(year)-\(month)" }
        let first = Date(timeIntervalSince1970: TimeInterval(CivilDate.days(year: year, month: month, day: 1)) * 86_400)
        return LocalizedFormats.zoneless(context.language).date(first, .monthAndYear)
    }
}
