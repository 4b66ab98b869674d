import Foundation
import Localization
import Markup
import WebUI

/// One entry on the timeline (docs/apps/memory.md#timeline): a photo thumbnail, a voice note's mini
/// player with its duration and transcript, two or three lines of a text, a song; the place
/// and tags under it. The whole card links to the entry's page.
struct EntryCard: HTMLComponent {
    var card: EntryCardModel
    var context: PageContext

    var body: some HTML {
        let t = context.t
        article(.class("entry-card"), .class("entry-card-\(card.kind.rawValue)"), .data("entry-id", card.id)) {
            if let photo = card.photos.first {
                img(attributes: [
                    .class("entry-thumbnail"), .src(photo.thumbnail), .alt(card.title ?? t(MemoryText.photo)), .loading("lazy"),
                    .decoding("async"),
                ] + (photo.width.map { [.width($0)] } ?? []) + (photo.height.map { [.height($0)] } ?? []))
            }
            div(.class("entry-body")) {
                h3(.class("entry-title")) {
                    a(.href(MemoryURL.entry(card.id)), .class("entry-link")) {
                        IconView(Self.icon(card.kind), class: "entry-kind")
                        card.title ?? Self.fallbackTitle(card, context)
                    }
                }
                if let audio = card.audio {
                    div(.class("entry-audio")) {
                        audio_(audio.url)
                        if let seconds = audio.seconds { span(.class("entry-duration")) { Self.clock(seconds) } }
                    }
                    if let transcript = card.transcript, !transcript.isEmpty {
                        p(.class("entry-snippet")) { transcript }
                    } else if card.transcriptState == "pending" || card.transcriptState == "transcribing" {
                        p(.class("entry-snippet entry-muted")) { t(MemoryWebText.transcribing) }
                    }
                }
                if card.kind == .text, let markdown = card.markdown {
                    div(.class("entry-snippet markdown")) { Markdown(markdown) }
                }
                if let song = card.song {
                    p(.class("entry-song")) {
                        t(MemoryText.songBy, ["title": song.title, "artist": song.artist])
                        if let album = song.album, !album.isEmpty { span(.class("entry-muted")) { " · " + album } }
                    }
                }
                p(.class("entry-meta")) {
                    time(.datetime(card.occurredAt)) {
                        DateText.time(card.occurredAt, utcOffsetSeconds: card.utcOffsetSeconds, context)
                    }
                    if let place = card.placeName { span(.class("chip chip-place")) { IconView(.mapPin); place } }
                    if let mood = card.mood, mood != "neutral" { span(.class("chip chip-mood")) { MoodText.label(mood, context) } }
                }
                if !card.tags.isEmpty {
                    ul(.class("tag-list"), .ariaLabel(t(MemoryWebText.tags))) {
                        for tag in card.tags { li(.class("tag")) { "#" + tag } }
                    }
                }
            }
        }
    }

    private func audio_(_ url: String) -> some HTML {
        // "metadata", so the player shows the length at once ("none" showed 0:00 / 0:00 beside the card's 0:03).
        audio(.controls(), .preload("metadata"), .src(url), .ariaLabel(context.t(MemoryText.recording))) {}
    }

    static func icon(_ kind: EntryCardModel.Kind) -> Icon {
        switch kind {
        case .photo: .camera
        case .audio: .microphone
        case .text: .text
        case .song: .music
        }
    }

    static func fallbackTitle(_ card: EntryCardModel, _ context: PageContext) -> String {
        switch card.kind {
        case .photo: context.t(MemoryText.photo)
        case .audio: context.t(MemoryText.recording)
        case .song: card.song?.title ?? context.t(MemoryWebText.kindSong)
        case .text: context.t(MemoryWebText.kindText)
        }
    }

    /// 0:23, 1:05: whole seconds cut, as the browser's own player shows the length beside it
    /// (rounded, a 2.6 s note read 0:03 next to the player's 0:02).
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + String(whole % 60)
    }
}
