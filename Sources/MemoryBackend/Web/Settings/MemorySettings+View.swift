import Foundation
import Markup
import MemoryKit
import WebUI

/// `/memory/settings`: Memory's own choices — upload on Wi-Fi only (kept in this browser with
/// the outbox it governs), the daily reminder (a time per account, a notification while the
/// page is open, a private calendar link that rings without it), "Export everything" — and
/// links to the suite's settings (language, theme) and account (delete).
struct MemorySettingsPage: Sendable, PageModel {
    /// "20:30", or nil when the reminder is off.
    var reminderTime: String?
    var reminderError: String?
    /// The private calendar subscription (`/memory/reminder/<token>.ics`).
    var feedURL: String

    init(reminderTime: String? = nil, reminderError: String? = nil, feedURL: String) {
        self.reminderTime = reminderTime
        self.reminderError = reminderError
        self.feedURL = feedURL
    }

    /// Minutes after midnight of an `<input type="time">` value ("07:05", "20:30:00").
    static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute),
            parts.count == 2 || Int(parts[2]).map({ (0..<60).contains($0) }) == true
        else { return nil }
        return hour * 60 + minute
    }

    static func timeText(_ minuteOfDay: Int) -> String {
        String(format: "%02d:%02d", minuteOfDay / 60, minuteOfDay % 60)
    }

    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: MemorySettingsPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.settingsTitle)
            let navigation = NavigationBar.back(to: t(MemoryWebText.back), url: MemoryURL.timeline.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.settings, context),
                        scripts: ["memory.js"], app: "memory") {
                GroupedSection(header: t(MemoryWebText.uploadsHeader), footer: t(MemoryWebText.wifiOnlyFooter)) {
                    // The whole row is the switch's label, so the finger's target is the row (44 px), as ToggleCell.
                    li {
                        label(.class("cell cell-toggle"), .for("wifi-only")) {
                            span(.class("cell-title")) { t(MemoryWebText.wifiOnly) }
                            input(.type("checkbox"), .id("wifi-only"), .class("switch"), .role("switch"), .disabled())
                        }
                    }
                }
                // Kept in this browser like Wi-Fi only; memory.js enables it and the add sheet reads it.
                GroupedSection(header: t(MemoryWebText.newHeader), footer: t(MemoryWebText.defaultKindFooter)) {
                    li(.class("cell cell-toggle")) {
                        label(.class("cell-title"), .for("default-kind")) { t(MemoryWebText.defaultKind) }
                        select(.id("default-kind"), .disabled()) {
                            option(.value("photo")) { t(MemoryText.photo) }
                            option(.value("audio")) { t(MemoryWebText.kindAudio) }
                            option(.value("text"), .selected()) { t(MemoryWebText.kindText) }
                            option(.value("song")) { t(MemoryWebText.songTitle) }
                        }
                    }
                }
                reminder
                GroupedSection(header: t(MemoryWebText.privacyHeader), footer: t(MemoryWebText.exportFooter)) {
                    LinkCell(title: t(MemoryWebText.sharedLinksTitle), url: MemoryURL.sharedLinks.url)
                    LinkCell(title: t(MemoryWebText.exportAll), url: MemoryURL.export.url)
                }
                GroupedSection {
                    LinkCell(title: t(MemoryWebText.tags), url: MemoryURL.tags.url)
                    LinkCell(title: t(MemoryWebText.importsTitle), url: MemoryURL.imports.url)
                    LinkCell(title: t(MemoryWebText.suiteSettings), url: SettingsURL.settings.url)
                    LinkCell(title: t(MemoryWebText.accountSettings), url: AccountURL.password.url)
                    LinkCell(title: t(MemoryWebText.showWelcome), url: MemoryURL.welcome.url)
                }
            }
        }

        /// The time (a plain form), the in-page notification (JS turns the switch on) and the
        /// calendar link with its reset.
        @HTMLBuilder private var reminder: some HTML {
            let t = context.t
            section(.class("reminder-settings"), .id("daily-reminder"), .ariaLabelledBy("reminder-header")) {
                h2(.class("list-header"), .id("reminder-header")) { t(MemoryWebText.reminderHeader) }
                PostForm(action: MemoryURL.reminder.url, context: context, id: "reminder-form", class: "reminder-form") {
                    FormField(label: t(MemoryWebText.reminderTime), name: "time", type: "time", value: model.reminderTime,
                              hint: t(MemoryWebText.reminderFooter), error: model.reminderError, isRequired: false)
                    SubmitButton(t(MemoryWebText.reminderSave), style: .secondary, id: "save-reminder")
                }
                GroupedSection(footer: t(MemoryWebText.reminderNotifyFooter)) {
                    li {
                        label(.class("cell cell-toggle"), .for("reminder-notify")) {
                            span(.class("cell-title")) { t(MemoryWebText.reminderNotify) }
                            input(.type("checkbox"), .id("reminder-notify"), .class("switch"), .role("switch"), .disabled(),
                                  .data("time", model.reminderTime), .data("title", t(MemoryWebText.reminderTitle)),
                                  .data("body", t(MemoryWebText.reminderBody)))
                        }
                    }
                }
                p(.class("form-error"), .id("notify-denied"), .role("alert"), .hidden()) { t(MemoryWebText.notifyDenied) }
                p(.class("form-error"), .id("notify-unsupported"), .role("alert"), .hidden()) { t(MemoryWebText.notifyUnsupported) }
                GroupedSection(header: t(MemoryWebText.reminderCalendar)) {
                    PrivateLinkCell(id: "reminder-feed-url", label: t(MemoryWebText.reminderCalendarLink), url: model.feedURL,
                                    help: t(MemoryWebText.reminderCalendarFooter))
                }
                PostForm(action: MemoryURL.resetReminderFeed.url, context: context, class: "feed-reset-form",
                         data: [("sheet", "reminder-reset-sheet")]) {
                    SubmitButton(t(MemoryWebText.reminderReset), style: .secondary, class: "feed-reset")
                }
                LinkResetSheet(id: "reminder-reset-sheet", confirmTitle: t(MemoryWebText.reminderReset), context: context)
            }
        }
    }
}
