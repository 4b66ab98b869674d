import Foundation
import Localization
import Markup
import MemoryAPI
import WebUI

/// `/memory/imports`: a listening history (Spotify's or Last.fm's files) read, previewed with
/// its counts, then imported as song entries. The page posts plain forms; the server hands
/// them to the same handler `/api/imports` uses, so the rules and the messages are the API's.
struct MusicImportPage: Sendable, PageModel {
    /// The upload or import shown, when there is one.
    var current: Components.Schemas.MusicImport?
    /// The server's message when the files were refused (it names the file, line or field).
    var error: String?
    /// The reader's zone, sent with the files (Spotify's account export has local times).
    var timeZone: String

    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: MusicImportPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.importsTitle)
            let navigation = NavigationBar.back(to: t(MemoryWebText.settingsTitle), url: MemoryURL.settings.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.settings, context),
                        scripts: ["memory.js"], app: "memory") {
                if let error = model.error { Banner(.error, error) }
                if let current = model.current {
                    status(current)
                } else {
                    upload
                }
            }
        }

        private var upload: some HTML {
            let t = context.t
            return PostForm(action: MemoryURL.imports.url, context: context, id: "import-form", class: "import-form", isMultipart: true) {
                p(.class("import-intro")) { t(MemoryWebText.importsIntro) }
                div(.class("field")) {
                    label(.class("field-label"), .for("import-files")) { t(MemoryWebText.importFiles) }
                    input(.type("file"), .name("file[]"), .id("import-files"), .accept(".json,.csv,application/json,text/csv"),
                          .multiple(), .required(), .ariaDescribedBy("import-files-hint"))
                    p(.class("field-hint"), .id("import-files-hint")) { t(MemoryWebText.importFilesHint) }
                }
                input(.type("hidden"), .name("timeZone"), .value(model.timeZone))
                SubmitButton(t(MemoryWebText.importPreview), id: "preview-import")
            }
        }

        /// The preview's counts with the button that imports, or the import's progress.
        @HTMLBuilder private func status(_ current: Components.Schemas.MusicImport) -> some HTML {
            let t = context.t
            let number = { (value: Int) in LocalizedNumber.integer(value, context.language) }
            let toAdd = max(0, current.plays - current.alreadyImported)
            MetricGrid(label: t(MemoryWebText.previewHeader), metrics: [
                .init(label: t(MemoryWebText.previewNew), value: number(toAdd)),
                .init(label: t(MemoryWebText.previewMinutes), value: number(current.listeningMinutes)),
            ])
            GroupedSection(header: t(MemoryWebText.previewHeader), footer: range(current)) {
                fact(t(MemoryWebText.previewPlays), number(current.plays))
                fact(t(MemoryWebText.previewAlready), number(current.alreadyImported))
                fact(t(MemoryWebText.previewNotMusic), number(current.skippedNotMusic))
                fact(t(MemoryWebText.previewShort), number(current.skippedShortPlays))
                fact(t(MemoryWebText.previewNowPlaying), number(current.skippedNowPlaying))
                fact(t(MemoryWebText.previewDuplicates), number(current.duplicatesInFiles))
            }
            div(.class("import-actions")) {
                switch current.state {
                case .preview:
                    if toAdd > 0 {
                        PostForm(action: MemoryURL.commitImport(.value(current.id)).url, context: context, class: "import-commit") {
                            SubmitButton(t(MemoryWebText.importCommit, ["count": number(toAdd)]), id: "commit-import")
                        }
                    } else {
                        p(.class("import-state"), .role("status")) { t(MemoryWebText.importNothing) }
                    }
                case .importing:
                    // memory.js reloads the page every few seconds while this is shown.
                    p(.class("import-state"), .role("status"), .id("import-state"), .data("import-running", "")) {
                        t(MemoryWebText.importRunning, ["imported": number(current.imported), "total": number(toAdd)])
                    }
                    LinkButton(t(MemoryWebText.importRefresh), url: MemoryURL.importStatus(.value(current.id)).url, style: .secondary)
                case .done:
                    p(.class("import-state"), .role("status"), .id("import-state")) {
                        t(MemoryWebText.importDone, ["imported": number(current.imported)])
                    }
                    LinkButton(t(MemoryWebText.timelineTitle), url: MemoryURL.timeline.url, style: .primary)
                case .failed:
                    p(.class("import-state form-error"), .role("alert"), .id("import-state")) { t(MemoryWebText.importFailed) }
                }
                if current.state != .importing {
                    LinkButton(t(MemoryWebText.importAnother), url: MemoryURL.imports.url, style: .plain)
                }
            }
        }

        private func fact(_ label: String, _ value: String) -> some HTML {
            Cell(class: "fact") {
                span(.class("fact-label")) { label }
                span(.class("fact-value")) { value }
            }
        }

        /// "Played from … to …", in the reader's calendar.
        private func range(_ current: Components.Schemas.MusicImport) -> String? {
            guard let first = current.firstPlayedAt, let last = current.lastPlayedAt else { return nil }
            let style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: context.locale,
                                         calendar: Calendar(identifier: .gregorian), timeZone: context.timeZone)
            return context.t(MemoryWebText.previewRange, ["first": first.formatted(style), "last": last.formatted(style)])
        }
    }
}
