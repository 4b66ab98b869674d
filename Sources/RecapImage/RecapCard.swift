import Charts
import Foundation
import Localization
import Markup
import MemoryKit

/// A month's or a year's recap drawn as one SVG document: title, totals per type, the activity
/// chart (the `Charts` bar chart the summary page shows), top tags, mood, top artist and a photo
/// collage, laid out for one template.
///
/// Colours come from the charts' export style sheet (one theme's values, no page CSS) and the
/// text is DejaVu Sans (`ChartStyleSheet.exportFontFamily`), which has every Turkish and French
/// letter. The same recap, photos, language and template always give the same bytes.
public struct RecapCard: Sendable {
    /// A collage picture: JPEG bytes that are already upright and carry no metadata.
    public struct Photo: Sendable, Equatable {
        public var jpeg: Data
        public init(jpeg: Data) { self.jpeg = jpeg }
    }

    public var summary: RecapSummary
    public var photos: [Photo]
    public var language: Language
    public var template: RecapTemplate
    public var theme: ChartTheme

    public init(summary: RecapSummary, photos: [Photo], language: Language, template: RecapTemplate, theme: ChartTheme = .light) {
        self.summary = summary
        self.photos = Array(photos.prefix(9))
        self.language = language
        self.template = template
        self.theme = theme
    }

    var layout: RecapLayout { .of(template) }

    /// "March 2024", "Mart 2024", "Mars 2024"; "2024 in Review" for a year.
    public var title: String {
        switch summary.period {
        case .month(let year, let month):
            let text = RecapImageText.monthTitle.text(
                language, ["month": CalendarNames.monthLong(month, language), "year": String(year)])
            // French month names are lower case; a title starts with a capital.
            return language.uppercased(String(text.prefix(1))) + text.dropFirst()
        case .year(let year):
            return RecapImageText.yearTitle.text(language, ["year": String(year)])
        }
    }

    /// The collage cells' sizes for `count` photos: how large the pictures need to be.
    public func collageCellSizes(count: Int) -> [(width: Double, height: Double)] {
        layout.collageCells(count: count).map { ($0.width, $0.height) }
    }

    public func svg() -> [UInt8] {
        let layout = layout
        return ChartDocument(width: layout.width, height: layout.height, theme: theme, title: title) {
            header(layout)
            totals(layout)
            activity(layout)
            highlights(layout)
            collage(layout)
        }.renderedBytes(capacity: 16_384 + photos.reduce(0) { $0 + $1.jpeg.count * 4 / 3 })
    }

    // MARK: Parts

    private func header(_ layout: RecapLayout) -> some HTML {
        let t = RecapImageText.self
        return HTMLGroup {
            text(t.appName.text(language), x: layout.margin, y: layout.header.appName, size: layout.headerSizes.appName,
                 class: "chart-fill-1", bold: true)
            text(fitted(title, width: (layout.width - 2 * layout.margin) * 0.9, size: layout.headerSizes.title), x: layout.margin,
                 y: layout.header.title, size: layout.headerSizes.title, bold: true)
            text(t.memories.text(count: summary.totals.total, language), x: layout.margin, y: layout.header.subtitle,
                 size: layout.headerSizes.subtitle, class: "chart-axis")
        }
    }

    /// One tile per type: the number large, the type's name under it, a colour bar on the left
    /// in the series colour the summary page's donut gives that type.
    private func totals(_ layout: RecapLayout) -> some HTML {
        let t = RecapImageText.self
        let counts = summary.totals
        let kinds: [(Int, PluralKey<RecapImageText>)] = [
            (counts.photo, t.photos), (counts.audio, t.voice), (counts.text, t.texts), (counts.song, t.songs),
        ]
        let frame = layout.totals, columns = layout.totalsColumns, gap = layout.gap
        let rows = (kinds.count + columns - 1) / columns
        let width = (frame.width - gap * Double(columns - 1)) / Double(columns)
        let height = (frame.height - gap * Double(rows - 1)) / Double(rows)
        return kinds.enumerated().map { index, kind -> AnyHTML in
            let x = frame.x + Double(index % columns) * (width + gap)
            let y = frame.y + Double(index / columns) * (height + gap)
            let numberSize = height * 0.36, labelSize = min(height * 0.17, layout.labelSize)
            let label = kind.1.key(for: PluralCategory.of(kind.0, in: language)).text(language)
            return AnyHTML(SVG.g {
                SVG.rect(.class("chart-track"), .x(x), .y(y), .width(width), .height(height), .rx(18))
                SVG.rect(.class("chart-fill-\(index + 1)"), .x(x), .y(y + 18), .width(8), .height(height - 36), .rx(4))
                text(LocalizedNumber.integer(kind.0, language), x: x + 28, y: y + height * 0.5, size: numberSize, bold: true)
                text(fitted(label, width: width - 40, size: labelSize), x: x + 28, y: y + height * 0.5 + labelSize * 1.7,
                     size: labelSize, class: "chart-axis")
            })
        }
    }

    /// Entries per day of a month, or per month of a year: the summary page's bar chart, drawn at
    /// its own size and scaled, so its labels keep their proportions on a large image.
    private func activity(_ layout: RecapLayout) -> some HTML {
        let t = RecapImageText.self
        let frame = layout.chart, scale = layout.chartScale
        let headerHeight = layout.labelSize * 1.6
        let bars: [Bar]
        let heading: String
        switch summary.period {
        case .month:
            heading = t.perDay.text(language)
            bars = summary.days.map { Bar(label: String($0.date.day), value: Double($0.counts.total)) }
        case .year:
            heading = t.perMonth.text(language)
            bars = summary.months.enumerated().map {
                Bar(label: CalendarNames.monthShort($0.offset + 1, language), value: Double($0.element.total))
            }
        }
        let chart = BarChart(
            id: "recap-activity", title: heading, bars: bars, width: frame.width / scale,
            height: (frame.height - headerHeight) / scale)
        return SVG.g {
            text(heading, x: frame.x, y: frame.y + layout.labelSize, size: layout.labelSize, class: "chart-axis")
            SVG.g(.transform("translate(\(number(frame.x)) \(number(frame.y + headerHeight))) scale(\(number(scale)))")) {
                chart.svg(language: language)
            }
        }
    }

    /// Top tags (the first large, the next two under it), the most frequent mood and the most
    /// played artist; "None yet" where there is none.
    private func highlights(_ layout: RecapLayout) -> some HTML {
        let t = RecapImageText.self
        let tags = summary.tagCloud.prefix(3).map { "#" + $0.term }
        let mood = summary.moods.first
        let artist = summary.music.topArtists.first
        let items: [(label: String, value: String?, detail: String?)] = [
            (t.topTags.text(language), tags.first, tags.count > 1 ? tags.dropFirst().joined(separator: "  ") : nil),
            (t.mood.text(language), mood.map { $0.mood.name(in: language) }, mood.map { t.entries.text(count: $0.count, language) }),
            (t.topArtist.text(language), artist?.term, artist.map { t.plays.text(count: $0.count, language) }),
        ]
        let frame = layout.highlights, columns = layout.highlightColumns, gap = layout.gap
        let rows = (items.count + columns - 1) / columns
        let width = (frame.width - gap * Double(columns - 1)) / Double(columns)
        let height = frame.height / Double(rows)
        let size = layout.labelSize, valueSize = layout.labelSize * 1.4
        return items.enumerated().map { index, item -> AnyHTML in
            let x = frame.x + Double(index % columns) * (width + gap)
            let y = frame.y + Double(index / columns) * height
            return AnyHTML(SVG.g {
                text(fitted(item.label, width: width, size: size), x: x, y: y + size, size: size, class: "chart-axis")
                // Bold runs about a tenth wider than TextFit's estimate for regular text.
                text(fitted(item.value ?? t.nothing.text(language), width: width * 0.9, size: valueSize), x: x,
                     y: y + size + valueSize * 1.4, size: valueSize, class: item.value == nil ? "chart-axis" : "chart-label",
                     bold: item.value != nil)
                if let detail = item.detail {
                    text(fitted(detail, width: width, size: size), x: x, y: y + size + valueSize * 1.4 + size * 1.6,
                         size: size, class: "chart-axis")
                }
            })
        }
    }

    /// Up to nine photos, each cropped to its cell with rounded corners (the picture covers the
    /// cell, centred); a period without photos says so in the same place.
    @HTMLBuilder
    private func collage(_ layout: RecapLayout) -> some HTML {
        let cells = layout.collageCells(count: photos.count)
        let frame = layout.collage
        if cells.isEmpty {
            SVG.rect(.class("chart-track"), .x(frame.x), .y(frame.y), .width(frame.width), .height(frame.height), .rx(18))
            text(RecapImageText.noPhotos.text(language), x: frame.x + frame.width / 2,
                 y: frame.y + frame.height / 2 + layout.labelSize / 3, size: layout.labelSize, class: "chart-axis",
                 anchor: "middle")
        } else {
            SVG.defs {
                for (index, cell) in cells.enumerated() {
                    SVG.clipPath(.id("recap-photo-\(index)")) {
                        SVG.rect(.x(cell.x), .y(cell.y), .width(cell.width), .height(cell.height), .rx(18))
                    }
                }
            }
            for (index, (cell, photo)) in zip(cells, photos).enumerated() {
                SVG.image(
                    .x(cell.x), .y(cell.y), .width(cell.width), .height(cell.height),
                    .preserveAspectRatio("xMidYMid slice"), .clipPath("url(#recap-photo-\(index))"),
                    .imageSource("data:image/jpeg;base64," + photo.jpeg.base64EncodedString()))
            }
        }
    }

    // MARK: Text

    private func text(
        _ value: String, x: Double, y: Double, size: Double, class className: String = "chart-label", bold: Bool = false,
        anchor: String = "start"
    ) -> some HTML {
        SVG.text(
            .class(className), .x(x), .y(y), .fontSize(size), .fontWeight(bold ? "bold" : "normal"), .textAnchor(anchor)
        ) { value }
    }

    private func fitted(_ value: String, width: Double, size: Double) -> String {
        TextFit.truncate(value, width: width, fontSize: size)
    }

    private func number(_ value: Double) -> String { HTMLNumber.format(value) }
}
