import DisposableAPI
import Foundation
import Markup
import WebUI

/// The gallery tab: everyone's photos (live, newest first) or only mine; sealed before a later
/// reveal; a full-screen viewer; everyone's archive of all they may see. The grid pages in as one
/// scrolls, so an event of thousands of photos stays light.
struct GalleryPanel: HTMLComponent {
    var context: PageContext
    var event: Components.Schemas.Event
    var me: Components.Schemas.Participation

    var body: some HTML {
        let t = context.t
        section(.class("gallery-panel"), .data("gallery", "")) {
            div(.class("segmented"), .role("tablist"), .ariaLabel(t(DisposableText.gallery))) {
                button(.type("button"), .class("segment selected"), .role("tab"), .ariaSelected(true),
                       .data("gallery-scope", "everyone")) { t(DisposableText.everyone) }
                button(.type("button"), .class("segment"), .role("tab"), .ariaSelected(false),
                       .data("gallery-scope", "mine")) { t(DisposableText.mine) }
            }
            if !me.permissions.canSeeEveryone {
                div(.class("sealed-card"), .data("sealed", "")) {
                    IconView(.hourglass)
                    div {
                        p { t(DisposableText.sealed, ["date": EventDates.text(event.revealAt, context)]) }
                        // Filled in by the script: the time left, ticking.
                        p(.class("countdown")) {
                            time(.datetime(event.revealAt.ISO8601Format()), .data("countdown", "clock"),
                                 .data("format-days", t(DisposableText.countdownDays))) {}
                        }
                    }
                }
                if RevealNotifyControl.applies(to: event) { RevealNotifyControl(context: context, event: event) }
            }
            // Select several, then one ZIP of their originals (docs/apps/disposable.md#downloads); hidden until photos exist.
            // The count says how many the whole gallery holds, loaded or not.
            div(.class("gallery-toolbar"), .data("selection-tools", ""), .hidden()) {
                span(.class("gallery-count"), .data("photo-count", "")) {}
                button(.type("button"), .class("button button-plain"), .data("select-all", ""), .hidden()) {
                    t(DisposableText.selectAll)
                }
                button(.type("button"), .class("button button-plain"), .data("select-toggle", ""), .ariaPressed(false)) {
                    t(DisposableText.select)
                }
            }
            ul(.class("photo-grid"), .data("grid", ""), .ariaLive("polite")) {}
            // Pages of photos load as this comes near the screen (the script watches it).
            p(.class("gallery-more"), .data("grid-more", ""), .role("status"), .hidden()) { t(DisposableText.loadingMore) }
            div(.class("selection-bar"), .data("selection-bar", ""), .hidden()) {
                span(.class("selection-count"), .data("selection-count", ""), .role("status")) {}
                a(.class("button button-primary"), .data("selection-download", ""), .href("#"), .download("photos.zip")) {
                    t(DisposableText.downloadZip)
                }
            }
            p(.class("gallery-empty"), .data("grid-empty", ""), .hidden()) { t(DisposableText.emptyGallery) }
            noscript { p(.class("gallery-empty")) { t(DisposableText.noScript) } }
            if me.permissions.canDownload {
                // Everyone's, for guests too: the server streams exactly what this person may see.
                // Shown by the script once the event has a photo: an empty event has nothing to download.
                a(.class("button button-secondary button-block"), .data("download-all", ""), .hidden(),
                  .href(DisposableAPIURL.archive(.value(event.id)).url), .download()) { t(DisposableText.downloadAll) }
            }
            // Deleting one's own photo asks first; the shot is not given back.
            Sheet(id: "delete-photo-sheet", title: t(DisposableText.deleteConfirm), message: t(DisposableText.deletePhotoMessage),
                  confirmTitle: t(DisposableText.delete), cancelTitle: t(DisposableText.cancel))
            dialog(.class("viewer"), .data("viewer", ""), .ariaLabel(event.name)) {
                img(.class("viewer-image"), .data("viewer-image", ""), .alt(""))
                p(.class("viewer-caption"), .data("viewer-caption", "")) {}
                div(.class("viewer-actions")) {
                    a(.class("button button-secondary"), .data("viewer-download", ""), .href("#"), .download()) {
                        t(DisposableText.download)
                    }
                    button(.type("button"), .class("button button-secondary"), .data("viewer-hide", ""), .hidden()) {
                        t(DisposableText.hide)
                    }
                    button(.type("button"), .class("button button-destructive"), .data("viewer-delete", ""), .hidden()) {
                        t(DisposableText.delete)
                    }
                    button(.type("button"), .class("button button-primary"), .data("viewer-close", "")) { t(DisposableText.close) }
                }
            }
        }
    }
}
