import Foundation
import Localization
import Markup
import WebUI

extension EntryDetailPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: EntryDetailPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let card = model.card
            let title = card.title ?? EntryCard.fallbackTitle(card, context)
            let navigation = NavigationBar.back(
                to: t(MemoryWebText.back), url: MemoryURL.timeline.url, title: title,
                actions: [.link(t(MemoryWebText.edit), url: MemoryURL.editEntry(.value(card.id)).url, id: "edit-entry")])
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.timeline, context),
                        scripts: ["memory.js"], app: "memory") {
                article(.class("entry-detail")) {
                    p(.class("entry-meta")) {
                        time(.datetime(card.occurredAt)) {
                            DateText.moment(card.occurredAt, utcOffsetSeconds: card.utcOffsetSeconds, context)
                        }
                    }
                    for photo in card.photos {
                        figure(.class("entry-detail-photo")) {
                            img(attributes: [.src(photo.large), .alt(title), .decoding("async")]
                                + (photo.width.map { [.width($0)] } ?? []) + (photo.height.map { [.height($0)] } ?? []))
                        }
                    }
                    if let audio = card.audio {
                        figure(.class("entry-detail-audio")) {
                            figcaption { IconView(.microphone); t(MemoryText.recording) }
                            Markup.audio(.controls(), .preload("metadata"), .src(audio.url)) {}
                        }
                    }
                    if let transcript = card.transcript, !transcript.isEmpty {
                        GroupedSection(header: t(MemoryWebText.transcript)) {
                            li(.class("cell cell-text-block"), .id("transcript-text")) { transcript }
                            if let language = card.transcriptLanguage.flatMap(Language.init(rawValue:)) {
                                Cell {
                                    span(.class("cell-title")) { t(MemoryWebText.spokenLanguage) }
                                    span(.class("cell-detail"), .id("transcript-language")) { language.displayName }
                                }
                            }
                        }
                    }
                    if card.kind == .audio { transcriptEditor }
                    if let description = card.description { p { description } }
                    if let markdown = card.markdown { div(.class("markdown")) { Markdown(markdown) } }
                    if let song = card.song {
                        p(.class("entry-song")) { IconView(.music); t(MemoryText.songBy, ["title": song.title, "artist": song.artist]) }
                    }
                    facts
                }
                if let place = card.coordinates, model.map.tiles != nil {
                    let name = card.placeName ?? t(MemoryWebText.place)
                    PlaceMapHolder(latitude: place.latitude, longitude: place.longitude, label: name,
                                   regionLabel: t(MemoryWebText.mapOf, ["place": name]), tiles: model.map.tiles,
                                   attribution: model.map.attribution)
                }
                ShareLinkSection(target: [("target", "entry"), ("entryId", card.id)], context: context)
                // Asked once, in the suite's in-page sheet (as Notes asks; suite.js presents it).
                PostForm(action: MemoryURL.deleteEntry(.value(card.id)).url, context: context, class: "entry-delete",
                         data: [("sheet", "delete-entry-sheet")]) {
                    SubmitButton(t(MemoryWebText.delete), style: .destructive, id: "delete-entry")
                }
                Sheet(id: "delete-entry-sheet", title: t(MemoryWebText.deleteConfirm), confirmTitle: t(MemoryWebText.delete),
                      cancelTitle: t(MemoryWebText.cancel))
            }
        }

        /// The owner's correction of what was heard: a plain form (works without JS), open at once
        /// when a correction came back refused.
        @HTMLBuilder private var transcriptEditor: some HTML {
            let t = context.t
            let card = model.card
            details(.class("transcript-editor"), .id("transcript-editor"), .open(model.transcriptError != nil)) {
                summary { t(MemoryWebText.transcriptCorrect) }
                PostForm(action: MemoryURL.transcript(.value(card.id)).url, context: context, id: "transcript-form",
                         validatesOnServer: true) {
                    TextAreaField(label: t(MemoryWebText.transcript), name: "text",
                                  value: model.transcriptDraft ?? card.transcript ?? "", rows: 5, error: model.transcriptError)
                    SubmitButton(t(MemoryWebText.transcriptSave), id: "save-transcript")
                }
            }
        }

        /// Place, mood and tags as a grouped list.
        @HTMLBuilder private var facts: some HTML {
            let t = context.t
            let card = model.card
            if card.coordinates != nil || card.mood != nil || !card.tags.isEmpty {
                GroupedSection {
                    if let place = card.coordinates, let maps = model.mapsURL {
                        li(.class("cell")) {
                            IconView(.mapPin, class: "cell-symbol")
                            span(.class("cell-text")) {
                                span(.class("cell-title")) { card.placeName ?? t(MemoryWebText.place) }
                                span(.class("cell-subtitle")) {
                                    LocalizedNumber.decimal(place.latitude, fractionDigits: 4, context.language) + ", "
                                        + LocalizedNumber.decimal(place.longitude, fractionDigits: 4, context.language)
                                }
                            }
                            a(.href(maps), .rel("noopener nofollow"), .target("_blank"), .class("cell-detail")) { t(MemoryWebText.openInMaps) }
                        }
                    }
                    if let mood = card.mood {
                        Cell {
                            span(.class("cell-text")) {
                                span(.class("cell-title")) { t(MemoryWebText.mood) }
                                if card.moodLanguageUnknown {
                                    span(.class("cell-subtitle"), .id("mood-language-unknown")) { t(MemoryWebText.languageUnknown) }
                                }
                            }
                            span(.class("cell-detail"), .id("entry-mood")) { MoodText.label(mood, context) }
                        }
                    }
                    if !card.tags.isEmpty {
                        Cell {
                            ul(.class("tag-list"), .ariaLabel(t(MemoryWebText.tags))) {
                                for tag in card.tags { li(.class("tag")) { "#" + tag } }
                            }
                        }
                    }
                }
            }
        }
    }
}
