import Foundation
import Markup
import WebUI

/// The "On this day" card at the top of the timeline: for each earlier year with entries on
/// today's date, "1 year ago · 2025" and a row per entry (thumbnail or kind icon, title, a line
/// of its text) linking to the entry.
struct OnThisDayCard: HTMLComponent {
    var model: OnThisDay
    var context: PageContext

    var body: some HTML {
        let t = context.t
        section(.class("on-this-day"), .id("on-this-day"), .ariaLabelledBy("on-this-day-title")) {
            h2(.class("on-this-day-title"), .id("on-this-day-title")) { IconView(.calendar); t(MemoryWebText.onThisDay) }
            for year in model.years {
                h3(.class("on-this-day-year")) {
                    t(year.yearsAgo == 1 ? MemoryWebText.yearAgo : MemoryWebText.yearsAgo, ["count": String(year.yearsAgo)])
                        + " · " + String(year.year)
                }
                ul(.class("on-this-day-entries")) {
                    for card in year.cards { Row(card: card, context: context) }
                }
            }
        }
    }

    /// One entry of a year. A component rather than a method: a method's opaque result inside
    /// a builder's `for` loop cannot be inferred by the compiler.
    private struct Row: HTMLComponent {
        var card: EntryCardModel
        var context: PageContext

        var body: some HTML {
            li {
                a(.class("on-this-day-entry"), .href(MemoryURL.entry(card.id))) {
                    if let photo = card.photos.first {
                        img(.class("on-this-day-thumbnail"), .src(photo.thumbnail), .alt(""), .loading("lazy"), .decoding("async"))
                    } else {
                        span(.class("on-this-day-symbol")) { IconView(EntryCard.icon(card.kind)) }
                    }
                    span(.class("on-this-day-text")) {
                        span(.class("on-this-day-entry-title")) { card.title ?? EntryCard.fallbackTitle(card, context) }
                        if let snippet = OnThisDayCard.snippet(card) { span(.class("on-this-day-snippet")) { snippet } }
                    }
                }
            }
        }
    }

    /// One plain line: the description, transcript, the song's artist, or the text as read.
    static func snippet(_ card: EntryCardModel) -> String? {
        if let song = card.song { return song.artist }
        let plain = card.description ?? card.transcript ?? card.markdown.map(Markdown.plainText(from:))
        guard let plain, !plain.isEmpty else { return nil }
        return String(plain.prefix(140))
    }
}
