import Charts
import CivilCalendar
import Foundation
import Localization
import Markup
import WebUI

extension SummaryPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: SummaryPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = model.month.map { DateText.monthTitle(model.year, $0, context) } ?? String(model.year)
            let navigation = NavigationBar.back(to: t(MemoryWebText.back), url: MemoryURL.timeline.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.summary, context),
                        scripts: ["memory.js"], app: "memory") {
                periodNavigation
                if model.total == 0 {
                    EmptyState(icon: .clock, message: t(MemoryWebText.nothingThisPeriod))
                } else {
                    collage
                    totalsSection
                    charts
                    highlights
                    TermChips(header: t(MemoryWebText.topTags), terms: model.tags.prefix(20).map { ("#" + $0.term, $0.count) })
                    TermChips(header: t(MemoryWebText.topWords), terms: Array(model.words.prefix(20)))
                    RecapImageSection(year: model.year, month: model.month, context: context)
                    if let month = model.month {
                        ShareLinkSection(
                            target: [("target", "monthlySummary"), ("year", String(model.year)), ("month", String(month))],
                            context: context)
                    }
                    if !model.topArtists.isEmpty {
                        GroupedSection(header: t(MemoryWebText.topArtists)) {
                            for artist in model.topArtists.prefix(5) {
                                Cell {
                                    span(.class("cell-title")) { artist.term }
                                    span(.class("cell-detail")) { LocalizedNumber.integer(artist.count, context.language) }
                                }
                            }
                        }
                    }
                }
            }
        }

        /// The recap image's photos on the page itself, each opening its memory; absent in a
        /// period without photos.
        @HTMLBuilder private var collage: some HTML {
            let t = context.t
            if !model.collage.isEmpty {
                let period = model.month.map { DateText.monthTitle(model.year, $0, context) } ?? String(model.year)
                section(.class("summary-collage"), .ariaLabelledBy("collage-header")) {
                    h2(.class("list-header"), .id("collage-header")) { t(MemoryWebText.recapCollage, ["period": period]) }
                    ul(.class("collage-grid")) {
                        for photo in model.collage {
                            li {
                                a(.href(MemoryURL.entry(photo.entryID)), .class("collage-photo")) {
                                    img(.src(photo.thumbnail), .alt(photo.title ?? photo.day.map { t(MemoryWebText.collagePhoto, ["date": DateText.civil($0, context)]) } ?? t(MemoryText.photo)), .loading("lazy"))
                                }
                            }
                        }
                    }
                }
            }
        }

        /// Previous · whole year (or this year's months) · next.
        private var periodNavigation: some HTML {
            let t = context.t
            let previous = model.previous, next = model.next
            return nav(.class("period-nav"), .ariaLabel(t(MemoryWebText.summaryTab))) {
                a(.href(MemoryURL.summary(year: previous.year, month: previous.month)), .class("button button-plain"), .rel("prev")) {
                    IconView(.chevronBackward); t(MemoryWebText.previousPeriod)
                }
                if model.month != nil {
                    a(.href(MemoryURL.summary.url(query: [QueryItem("year", String(model.year)), QueryItem("month", "all")])),
                      .class("button button-plain")) { t(MemoryWebText.wholeYear) }
                }
                if model.hasNext {
                    a(.href(MemoryURL.summary(year: next.year, month: next.month)), .class("button button-plain"), .rel("next")) {
                        t(MemoryWebText.nextPeriod); IconView(.chevronForward)
                    }
                }
            }
        }

        private var totalsSection: some HTML {
            let t = context.t
            return GroupedSection(header: t(MemoryWebText.totals)) {
                Cell { IconView(.camera, class: "cell-symbol"); span { t(MemoryText.photos, count: model.totals.photo) } }
                Cell { IconView(.microphone, class: "cell-symbol"); span { t(MemoryText.recordings, count: model.totals.audio) } }
                Cell { IconView(.text, class: "cell-symbol"); span { t(MemoryText.texts, count: model.totals.text) } }
                Cell { IconView(.music, class: "cell-symbol"); span { t(MemoryText.songs, count: model.totals.song) } }
            }
        }

        @HTMLBuilder private var charts: some HTML {
            let t = context.t
            let language = context.language
            ChartFigure(DonutChart(id: "summary-kinds", title: t(MemoryWebText.totals), slices: [
                .init(label: t(MemoryWebText.kindPhoto), value: Double(model.totals.photo)),
                .init(label: t(MemoryWebText.kindAudio), value: Double(model.totals.audio)),
                .init(label: t(MemoryWebText.kindText), value: Double(model.totals.text)),
                .init(label: t(MemoryWebText.kindSong), value: Double(model.totals.song)),
            ]), language: language)
            if model.month != nil {
                ChartSection(BarChart(
                    id: "summary-per-day", title: t(MemoryWebText.perDay),
                    bars: model.perDay.map {
                        Bar(label: String($0.day.day), value: Double($0.count), spokenLabel: CalendarNames.daySpoken($0.day, language))
                    },
                    categoryName: t(MemoryWebText.dayLabel), valueName: t(MemoryWebText.entriesLabel)), language: language)
            } else {
                ChartSection(BarChart(
                    id: "summary-per-month", title: t(MemoryWebText.perMonth),
                    bars: model.perMonth.enumerated().map { Bar(label: DateText.shortMonth($0.offset + 1, context), value: Double($0.element)) },
                    valueName: t(MemoryWebText.entriesLabel)), language: language)
                ChartSection(model.yearHeatmap(title: t(MemoryWebText.yearHeatmap)), language: language)
            }
        }

        @HTMLBuilder private var highlights: some HTML {
            let t = context.t
            if !model.mostActiveDays.isEmpty || model.longestStreak != nil {
                GroupedSection(header: t(MemoryWebText.mostActive)) {
                    for day in model.mostActiveDays.prefix(3) {
                        Cell {
                            span(.class("cell-title")) { DateText.civil(day.day, context) }
                            span(.class("cell-detail")) { LocalizedNumber.integer(day.count, context.language) }
                        }
                    }
                    if let streak = model.longestStreak {
                        Cell {
                            span(.class("cell-title")) { t(MemoryWebText.longestStreak) }
                            span(.class("cell-detail")) {
                                t(MemoryWebText.streakDays, count: streak.length)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A cloud of terms as chips, the most frequent first (tags, words).
struct TermChips: HTMLComponent {
    var header: String
    var terms: [(term: String, count: Int)]

    var body: some HTML {
        if !terms.isEmpty {
            section(.class("term-cloud")) {
                h2(.class("section-header")) { header }
                ul(.class("tag-list")) {
                    for term in terms { li(.class("tag")) { term.term; span(.class("tag-count")) { " " + String(term.count) } } }
                }
            }
        }
    }
}
