import DisposableAPI
import Markup
import WebUI

/// The camera tab, one screen per state: before the start, when the camera opens (with the time
/// left); while open, the film counter, the viewfinder (the shared camera.js markup), the library
/// picker and the latest shots; the roll used up, a card that says so and leads to the gallery
/// (disposable.js swaps to it as the last shot is taken); after the end, the end and the date
/// everything is deleted.
struct CameraPanel: HTMLComponent {
    var context: PageContext
    var event: Components.Schemas.Event
    var me: Components.Schemas.Participation
    var joinToken: String

    var body: some HTML {
        let t = context.t
        let gallery = LinkButton(t(DisposableText.seeGallery), url: DisposableURL.gallery(.value(joinToken)).url)
        switch event.state {
        case .scheduled:
            StateCard(state: "scheduled", icon: .hourglass, title: t(DisposableText.notOpenTitle),
                      message: t(DisposableText.opensOn, ["date": EventDates.text(event.startsAt, context)]),
                      countdownTo: event.startsAt, countdownDays: t(DisposableText.countdownDays))
        case .ended:
            StateCard(state: "ended", icon: .clock, title: t(DisposableText.endedTitle),
                      message: t(DisposableText.endedMessage, ["date": EventDates.text(event.deleteAt, context)]),
                      action: gallery)
        case .open:
            OpenCamera(context: context, me: me, gallery: gallery)
        }
    }
}

/// The open event's camera; its controls give way to the "roll used up" card when no shot is left.
private struct OpenCamera: HTMLComponent {
    var context: PageContext
    var me: Components.Schemas.Participation
    var gallery: LinkButton

    var body: some HTML {
        let t = context.t
        let canShoot = me.permissions.canUpload
        section(.class("camera-panel"), .data("camera", "")) {
            p(.class("film-counter"), .data("shots-left", String(me.shotsLeft)), .role("status"), .ariaLive("polite")) {
                t(DisposableText.shotsLeft, count: me.shotsLeft)
            }
            div(.class("camera-controls-group"), .data("no-shots", ""), .hidden(canShoot)) {
                StateCard(state: "roll-used", icon: .photoStack, title: t(DisposableText.rollUsedTitle),
                          message: t(DisposableText.noShotsLeft), action: gallery)
            }
            // Hidden with the roll used up: no greyed camera explainer or library button then.
            div(.class("camera-controls-group"), .data("camera-controls", ""), .hidden(!canShoot)) {
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
            }
            // Shown by disposable.js once there is a shot to list.
            h2(.class("queue-title"), .data("queue-title", ""), .hidden()) { t(DisposableText.queueTitle) }
            ul(.class("queue"), .data("queue", "")) {}
        }
    }
}
