import Markup
import WebUI

/// "Share link" on an entry or a month's recap: choose how long it works, create a link, and
/// see every link to it that still works, each with Copy and Turn Off — also after a reload, so
/// a link handed out last week can still be turned off here. memory.js drives it through
/// `/api/share-links` (the API's rules: private by default, nothing shared until the owner makes
/// a link); without JS it stays hidden.
struct ShareLinkSection: HTMLComponent {
    /// The `ShareLinkInput` fields that name what is shared (`target`, `entryId` or `year`/`month`).
    var target: [(key: String, value: String)]
    var context: PageContext

    var body: some HTML {
        let t = context.t
        section(.class("share-link"), .id("share-link"), .hidden(), .data("share-target", Self.json(target)),
                .data("copied", t(MemoryWebText.linkCopied)), .data("until", t(MemoryWebText.shareUntil)),
                .data("csrf", context.csrfToken)) {
            GroupedSection(header: t(MemoryWebText.shareHeader), footer: t(MemoryWebText.shareFooter), listClass: "share-links") {
                li(.class("cell cell-toggle")) {
                    label(.class("cell-title"), .for("share-expiry")) { t(MemoryWebText.shareExpiry) }
                    select(.id("share-expiry"), .name("expiresInDays"), .class("share-expiry")) {
                        option(.value("1")) { t(MemoryWebText.expiresDay) }
                        option(.value("7"), .selected()) { t(MemoryWebText.expiresWeek) }
                        option(.value("30")) { t(MemoryWebText.expiresMonth) }
                    }
                }
            }
            div(.class("share-actions")) {
                button(.type("button"), .class("button button-secondary"), .data("share-create", "")) { t(MemoryWebText.shareCreate) }
            }
            // One working link, as memory.js adds it to the list above.
            template(.id("share-link-row")) {
                li(.class("cell share-row")) {
                    label(.class("visually-hidden")) { t(MemoryWebText.shareHeader) }
                    input(.type("url"), .readonly(), .class("field-input share-url"))
                    span(.class("cell-detail share-until")) {}
                    div(.class("share-actions")) {
                        button(.type("button"), .class("button button-secondary"), .data("share-copy", "")) { t(MemoryWebText.shareCopy) }
                        button(.type("button"), .class("button button-plain button-destructive"), .data("share-revoke", "")) {
                            t(MemoryWebText.shareRevoke)
                        }
                    }
                }
            }
        }
    }

    /// A tiny JSON object of string and integer fields (ids and numbers only; no escaping needed
    /// beyond the attribute's own, which Markup does).
    static func json(_ fields: [(key: String, value: String)]) -> String {
        "{" + fields.map { field in
            let value = Int(field.value).map(String.init) ?? "\"\(field.value)\""
            return "\"\(field.key)\":\(value)"
        }.joined(separator: ",") + "}"
    }
}
