import Markup
import WebUI

/// The tab bar of a participant's pages (camera, galleries, settings): always visible, so the
/// camera never traps anyone (docs/apps/disposable.md#camera).
enum GuestTabs {
    enum Tab: Sendable {
        case camera, gallery, settings
    }

    static func bar(_ selected: Tab, eventName: String, joinToken: String, _ context: PageContext) -> TabBar {
        let t = context.t
        return TabBar(label: eventName, tabs: [
            .init(label: t(DisposableText.camera), url: DisposableURL.camera(.value(joinToken)).url, icon: .camera,
                  isSelected: selected == .camera),
            .init(label: t(DisposableText.gallery), url: DisposableURL.gallery(.value(joinToken)).url, icon: .photoStack,
                  isSelected: selected == .gallery),
            .init(label: t(DisposableText.settings), url: DisposableURL.guestSettings(.value(joinToken)).url, icon: .gear,
                  isSelected: selected == .settings),
        ])
    }
}
