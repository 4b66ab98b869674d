import Markup
import WebUI

/// "Share link" on an entry or a month's recap: choose how long it works, create it, copy it,
/// turn it off. memory.js drives it through `/api/share-links` (the API's rules: private by
/// default, nothing shared until the owner makes a link); without JS it stays hidden.
struct ShareLinkSection: HTMLComponent {
    /// The `ShareLinkInput` fields that name what is shared (`target`, `entryId` or `year`/`month`).
    var target: [(key: String, value: String)]
    var context: PageContext

    var body: some HTML {
        let t = context.t
        section(.class("share-link"), .id("share-link"), .hidden(), .data("share-target", Self.json(target)),
                .data("copied", t(MemoryWebText.linkCopied)), .data("csrf", context.csrfToken)) {
            GroupedSection(header: t(MemoryWebText.shareHeader), footer: t(MemoryWebText.shareFooter)) {
                li(.class("cell cell-toggle")) {
                    label(.class("cell-title"), .for("share-expiry")) { t(MemoryWebText.shareExpiry) }
                    select(.id("share-expiry"), .name("expiresInDays"), .class("share-expiry")) {
                        option(.value("1")) { t(MemoryWebText.expiresDay) }
                        option(.value("7"), .selected()) { t(MemoryWebText.expiresWeek) }
                        option(.value("30")) { t(MemoryWebText.expiresMonth) }
                    }
                }
                li(.class("cell cell-toggle share-result"), .hidden()) {
                    label(.class("visually-hidden"), .for("share-url")) { t(MemoryWebText.shareHeader) }
                    input(.type("url"), .id("share-url"), .readonly(), .class("field-input"))
                }
            }
            div(.class("share-actions")) {
                button(.type("button"), .class("button button-secondary"), .data("share-create", "")) { t(MemoryWebText.shareCreate) }
                button(.type("button"), .class("button button-secondary"), .data("share-copy", ""), .hidden()) { t(MemoryWebText.shareCopy) }
                button(.type("button"), .class("button button-plain button-destructive"), .data("share-revoke", ""), .hidden()) {
                    t(MemoryWebText.shareRevoke)
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
