import Localization
import Markup
import MemoryKit
import WebUI

extension AddEntryPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: AddEntryPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.addTitle)
            let navigation = NavigationBar.back(to: t(MemoryWebText.back), url: MemoryURL.timeline.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.add, context),
                        scripts: ["memory.js"], app: "memory") {
                if let error = model.error { Banner(.error, error) }
                PostForm(action: MemoryURL.add.url, context: context, id: "add-entry-form", class: "add-entry",
                         isMultipart: true, validatesOnServer: true, data: [("account", model.outboxAccount), ("saved-offline", t(MemoryWebText.savedOffline))]
                            + checkMessages) {
                    SegmentedPicker(name: "kind", legend: t(MemoryWebText.kindLabel), options: [
                        .init(value: "photo", title: t(MemoryText.photo)),
                        .init(value: "audio", title: t(MemoryWebText.kindAudio)),
                        .init(value: "text", title: t(MemoryWebText.kindText)),
                        .init(value: "song", title: t(MemoryWebText.songTitle)),
                    ], selected: "text")
                    FormField(label: t(MemoryWebText.titleLabel), name: "title", isRequired: false, maxLength: 200)
                    photoSection
                    voiceSection
                    section(.class("add-part"), .data("kinds", "text")) {
                        TextAreaField(label: t(MemoryWebText.textLabel), name: "text", value: "", rows: 6, hint: t(MemoryWebText.textHint))
                    }
                    section(.class("add-part"), .data("kinds", "song")) {
                        FormField(label: t(MemoryWebText.songTitle), name: "songTitle", isRequired: false, maxLength: 200)
                        FormField(label: t(MemoryWebText.songArtist), name: "songArtist", isRequired: false, maxLength: 200)
                        FormField(label: t(MemoryWebText.songAlbum), name: "songAlbum", isRequired: false, maxLength: 200)
                    }
                    locationSection
                    FormField(label: t(MemoryWebText.tagsLabel), name: "tags", hint: t(MemoryWebText.tagsHint), isRequired: false,
                              pattern: TagRules.listPattern)
                    if !model.frequentTags.isEmpty {
                        // Tapping adds the tag to the field (memory-add-sheet.js); without JS they stay hidden.
                        div(.class("chip-bar add-tag-suggestions"), .data("tag-suggestions", ""), .role("group"),
                            .ariaLabel(t(MemoryWebText.frequentTags)), .hidden()) {
                            for tag in model.frequentTags {
                                button(.type("button"), .class("chip"), .data("tag", tag), .ariaPressed(false)) { "#" + tag }
                            }
                        }
                    }
                    FormField(label: t(MemoryWebText.dateLabel), name: "occurredAt", type: "datetime-local",
                              hint: t(MemoryWebText.dateHint), isRequired: false,
                              bounds: (FormValues.text(model.dateRange.lowerBound, in: context.timeZone),
                                       FormValues.text(model.dateRange.upperBound, in: context.timeZone)))
                    // A chosen photo's camera date, offered by memory-add-sheet.js; never applied unasked.
                    button(.type("button"), .class("button button-secondary add-date-photo"), .data("date-photo", ""),
                           .data("template", t(MemoryWebText.dateFromPhoto)), .hidden()) {}
                    p(.class("form-error"), .id("add-error"), .role("alert"), .hidden()) {}
                    SubmitButton(t(MemoryWebText.save), id: "save-entry")
                }
            }
        }

        /// What memory.js says before queueing a memory the API would refuse (the same rules:
        /// text needs its text, a song its title and artist, a photo a picture, a voice note a take).
        private var checkMessages: [(key: StaticString, value: String)] {
            let required = { (field: String) in FieldIssue(field: field, reason: .required).message(in: context.language) }
            return [
                ("error-text", required("text")), ("error-song-title", required("song.title")),
                ("error-song-artist", required("song.artist")), ("error-photo", context.t(MemoryWebText.needPhoto)),
                ("error-audio", context.t(MemoryWebText.needRecording)),
                ("error-date", FieldIssue(field: "occurredAt", reason: .outOfRange).message(in: context.language)),
                ("error-tag-characters", tagMessage(.invalidFormat)), ("error-tag-length", tagMessage(.tooLong)),
                ("error-tag-count", FieldIssue(field: "tags", reason: .tooMany).message(in: context.language)),
                ("tag-max-length", String(TagRules.maxLength)), ("tag-max-count", String(TagRules.maxPerEntry)),
            ]
        }

        private func tagMessage(_ reason: FieldIssue.Reason) -> String {
            FieldIssue(field: "tags[0]", reason: reason).message(in: context.language)
        }

        private var photoSection: some HTML {
            let t = context.t
            return section(.class("add-part"), .data("kinds", "photo")) {
                div(.class("field")) {
                    label(.class("field-label"), .for("photo-files")) { t(MemoryWebText.photoLabel) }
                    input(.type("file"), .name("file[]"), .id("photo-files"), .accept("image/*"), .multiple(),
                          .ariaDescribedBy("photo-files-hint"))
                    p(.class("field-hint"), .id("photo-files-hint")) { t(MemoryWebText.photoHint) }
                }
                section(.class("camera"), .data("camera", "")) {
                    div(.data("camera-explain", "")) {
                        p { t(MemoryWebText.cameraExplain) }
                        button(.type("button"), .class("button button-secondary"), .data("camera-start", "")) {
                            IconView(.camera); t(MemoryWebText.takePhoto)
                        }
                    }
                    p(.data("camera-denied", ""), .hidden()) { t(MemoryWebText.cameraDenied) }
                    p(.data("camera-unavailable", ""), .hidden()) { t(MemoryWebText.cameraUnavailable) }
                    div(.class("camera-view"), .data("camera-view", ""), .hidden()) {
                        video(.data("camera-video", ""), .playsinline(), .muted()) {}
                        div(.class("camera-flash"), .data("camera-flash", "")) {}
                        button(.type("button"), .class("camera-shutter"), .data("camera-shutter", ""), .ariaLabel(t(MemoryWebText.shutter))) {}
                        button(.type("button"), .class("button button-plain"), .data("camera-flip", ""), .hidden()) { t(MemoryWebText.flip) }
                        button(.type("button"), .class("button button-plain"), .data("camera-torch", ""), .ariaPressed(false), .hidden()) {
                            t(MemoryWebText.torch)
                        }
                    }
                    ul(.class("photo-previews"), .id("photo-previews")) {}
                }
            }
        }

        /// Where it happened, only when the person asks: the browser's position (asked for after
        /// the line that says why) or the photo's own. Needs JS, so it stays hidden without it.
        private var locationSection: some HTML {
            let t = context.t
            return section(.class("add-location"), .data("location", ""), .hidden(), .ariaLabelledBy("location-label")) {
                h2(.class("field-label"), .id("location-label")) { t(MemoryWebText.locationLabel) }
                p(.class("field-hint"), .data("location-explain", "")) { t(MemoryWebText.locationExplain) }
                p(.class("add-location-value"), .data("location-value", ""), .ariaLive("polite")) {}
                p(.class("form-error"), .data("location-denied", ""), .hidden()) { t(MemoryWebText.locationDenied) }
                p(.class("form-error"), .data("location-unavailable", ""), .hidden()) { t(MemoryWebText.locationUnavailable) }
                div(.class("add-location-actions")) {
                    button(.type("button"), .class("button button-secondary"), .data("location-ask", "")) {
                        IconView(.mapPin); t(MemoryWebText.addLocation)
                    }
                    button(.type("button"), .class("button button-secondary"), .data("location-photo", ""), .hidden()) {
                        IconView(.photoStack); t(MemoryWebText.locationFromPhoto)
                    }
                    button(.type("button"), .class("button button-plain"), .data("location-remove", ""), .hidden()) {
                        t(MemoryWebText.removeLocation)
                    }
                }
            }
        }

        private var voiceSection: some HTML {
            let t = context.t
            return section(.class("add-part recorder"), .data("kinds", "audio"), .data("recorder", ""),
                           .data("limit-seconds", String(model.maxAudioSeconds))) {
                h2(.class("field-label")) { t(MemoryWebText.recordLabel) }
                p(.data("recorder-explain", "")) { t(MemoryWebText.recordExplain) }
                p(.data("recorder-denied", ""), .hidden()) { t(MemoryWebText.micDenied) }
                p(.data("recorder-unavailable", ""), .hidden()) { t(MemoryWebText.micUnavailable) }
                div(.class("recorder-controls")) {
                    SVG.svg(.class("recorder-ring"), .viewBox(0, 0, 100, 100), .ariaHidden()) {
                        SVG.circle(.class("recorder-track"), .cx(50), .cy(50), .r(46))
                        SVG.circle(.class("recorder-progress"), .cx(50), .cy(50), .r(46), .data("recorder-ring", ""))
                    }
                    button(.type("button"), .class("recorder-toggle"), .data("recorder-toggle", ""), .ariaPressed(false)) {
                        span(.class("visually-hidden")) { t(MemoryWebText.recordToggle) }
                    }
                }
                span(.class("recorder-time"), .data("recorder-time", ""), .ariaLive("off")) { "0:00" }
                canvas(.class("recorder-waveform"), .data("recorder-waveform", ""), .ariaHidden()) {}
                audio(.controls(), .data("recorder-playback", ""), .hidden()) {}
                button(.type("button"), .class("button button-plain"), .data("recorder-discard", ""), .hidden()) { t(MemoryWebText.discard) }
                // Left on "tell from the recording", the engine listens for en/tr/fr.
                div(.class("field")) {
                    label(.class("field-label"), .for("field-spokenLanguage")) { t(MemoryWebText.spokenLanguageLabel) }
                    select(.name("spokenLanguage"), .id("field-spokenLanguage"), .class("field-input")) {
                        option(.value("")) { t(MemoryWebText.spokenLanguageDetect) }
                        for language in Language.allCases { option(.value(language.rawValue)) { language.displayName } }
                    }
                }
            }
        }
    }
}
