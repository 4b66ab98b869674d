import DisposableAPI
import Foundation
import Markup
import WebUI

/// The gallery tab: everyone's photos (live, newest first) or only mine; sealed before a later
/// reveal; a full-screen viewer; the organizer's archive of everything.
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
            }
            // Select several, then one ZIP of their originals (D-073); hidden until photos exist.
            div(.class("gallery-toolbar"), .data("selection-tools", ""), .hidden()) {
                button(.type("button"), .class("button button-plain"), .data("select-toggle", ""), .ariaPressed(false)) {
                    t(DisposableText.select)
                }
            }
            ul(.class("photo-grid"), .data("grid", ""), .ariaLive("polite")) {}
            div(.class("selection-bar"), .data("selection-bar", ""), .hidden()) {
                span(.class("selection-count"), .data("selection-count", ""), .role("status")) {}
                a(.class("button button-primary"), .data("selection-download", ""), .href("#"), .download("photos.zip")) {
                    t(DisposableText.downloadZip)
                }
            }
            p(.class("gallery-empty"), .data("grid-empty", ""), .hidden()) { t(DisposableText.emptyGallery) }
            noscript { p(.class("gallery-empty")) { t(DisposableText.noScript) } }
            if me.permissions.canModerate {
                // Shown by the script once the event has a photo: an empty event has nothing to download.
                a(.class("button button-secondary button-block"), .data("download-all", ""), .hidden(),
                  .href("/api/disposable/events/\(event.id)/archive"), .download()) { t(DisposableText.downloadAll) }
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
