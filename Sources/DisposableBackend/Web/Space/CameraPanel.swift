import DisposableAPI
import Markup
import WebUI

/// The camera tab: the film counter, the viewfinder (the shared camera.js markup), the library
/// picker, and the latest shots with their upload state.
struct CameraPanel: HTMLComponent {
    var context: PageContext
    var me: Components.Schemas.Participation
    var eventEnded: Bool

    var body: some HTML {
        let t = context.t
        let canShoot = me.permissions.canUpload
        section(.class("camera-panel"), .data("camera", "")) {
            p(.class("film-counter"), .data("shots-left", String(me.shotsLeft)), .role("status"), .ariaLive("polite")) {
                t(DisposableText.shotsLeft, count: me.shotsLeft)
            }
            p(.class("camera-note"), .data("no-shots", ""), .hidden(canShoot)) {
                eventEnded ? t(DisposableText.eventEnded) : t(DisposableText.noShotsLeft)
            }
            div(.class("camera-explain"), .data("camera-explain", ""), .data("camera-state", "explain")) {
                p { t(DisposableText.cameraExplain) }
                button(.type("button"), .class("button button-primary"), .data("camera-start", ""), .disabled(!canShoot)) {
                    t(DisposableText.cameraStart)
                }
            }
            div(.class("camera-explain"), .data("camera-denied", ""), .data("camera-state", "denied"), .hidden()) {
                p { t(DisposableText.cameraDenied) }
            }
            div(.class("camera-explain"), .data("camera-unavailable", ""), .data("camera-state", "unavailable"), .hidden()) {
                p { t(DisposableText.cameraUnavailable) }
            }
            div(.class("viewfinder"), .data("camera-view", ""), .data("camera-state", "view"), .hidden()) {
                video(.data("camera-video", ""), .playsinline(), .muted(), .autoplay()) {}
                div(.class("camera-flash"), .data("camera-flash", "")) {}
                div(.class("camera-controls")) {
                    button(.type("button"), .class("camera-button"), .data("camera-torch", ""), .ariaPressed(false),
                           .ariaLabel(t(DisposableText.flash)), .hidden()) { IconView(.bolt) }
                    button(.type("button"), .class("shutter"), .data("camera-shutter", ""), .ariaLabel(t(DisposableText.shutter)),
                           .disabled(!canShoot)) {}
                    button(.type("button"), .class("camera-button"), .data("camera-flip", ""), .ariaLabel(t(DisposableText.flip)),
                           .hidden()) { IconView(.flipCamera) }
                }
            }
            // The label is the visible control: it says it is disabled when its input is.
            label(.class("button button-secondary library-button"), .for("library-input"), .data("library-button", ""),
                  .aria("disabled", canShoot ? nil : "true")) {
                t(DisposableText.fromLibrary)
            }
            input(.type("file"), .id("library-input"), .class("visually-hidden"), .accept("image/*"), .multiple(),
                  .data("library", ""), .disabled(!canShoot))
            // Shown by disposable.js once there is a shot to list.
            h2(.class("queue-title"), .data("queue-title", ""), .hidden()) { t(DisposableText.queueTitle) }
            ul(.class("queue"), .data("queue", "")) {}
        }
    }
}
