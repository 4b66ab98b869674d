import Foundation
import Localization
import Markup
import WebUI

extension GuestSpacePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let tabs = GuestTabs.bar(tab == .camera ? .camera : .gallery, eventName: event.name, joinToken: joinToken, context)
        let back: NavigationItem? = me.role == .organizer
            ? .back(t(DisposableText.event), url: DisposableURL.event(.value(event.id)).url) : nil
        let navigation = NavigationBar(title: event.name, leading: back, largeTitle: false)
        // The sealed gallery offers "Notify me when the photos are revealed" (GalleryPanel).
        let notifies = tab == .gallery && !me.permissions.canSeeEveryone && RevealNotifyControl.applies(to: event)
        return Page(context, title: event.name, navigation: navigation, tabBar: tabs, scripts: ["disposable.js"] + (notifies ? ["disposable-notify.js"] : []),
                    app: "disposable") {
            JSONDataScript(id: "disposable-data", json: scriptJSON(context))
            div(.class("offline-banner"), .data("offline", ""), .role("status"), .hidden()) {
                IconView(.cloudSlash)
                span { t(DisposableText.offline) }
            }
            // Issue 38: a guest's first visit on this device points to their recovery link
            // (disposable.js shows it once, and keeps the link on the device for the invitation).
            if me.role == .guest {
                div(.class("recovery-note"), .data("recovery-note", ""), .data("recovery-api", DisposableAPIURL.myRecovery(.value(event.id)).url),
                    .data("recovery-name", me.displayName), .hidden()) {
                    p { t(DisposableText.recoveryKeep) }
                    LinkButton(t(DisposableText.recoveryShow), url: DisposableURL.recovery(.value(joinToken)).url,
                               style: .secondary, class: "button-block")
                }
            }
            switch tab {
            case .camera: CameraPanel(context: context, event: event, me: me, joinToken: joinToken)
            case .gallery: GalleryPanel(context: context, event: event, me: me)
            }
        }
    }

    private func scriptJSON(_ context: PageContext) -> String {
        let data = ScriptData(
            eventId: event.id, participantId: me.participantId, shotsLeft: me.shotsLeft,
            canUpload: me.permissions.canUpload, canModerate: me.permissions.canModerate,
            sealed: !me.permissions.canSeeEveryone)
        let texts = Self.encodedTexts.text(context.language) { ScriptJSON.encode(Self.scriptTexts(context)) }
        return ScriptJSON.appending(texts, as: "texts", to: ScriptJSON.encode(data))
    }

    /// The script's texts depend on the language alone: encoded once per language.
    private static let encodedTexts = FormatMemo<Language>(capacity: 16)

    private static func scriptTexts(_ context: PageContext) -> [String: String] {
        let t = context.t
        let keys: [(String, DisposableText)] = [
            ("waiting", .stateWaiting), ("sending", .stateSending), ("sent", .stateSent), ("failed", .stateFailed),
            ("retry", .retry), ("noShotsLeft", .noShotsLeft), ("emptyGallery", .emptyGallery), ("emptyMine", .emptyMine),
            ("delete", .delete), ("hide", .hide), ("show", .show),
            ("download", .download), ("close", .close), ("select", .select), ("cancel", .cancel),
            ("libraryPartial", .libraryPartial), ("notAPhoto", .notAPhoto), ("refusedNotPhoto", .refusedNotPhoto),
            ("refusedTooLarge", .refusedTooLarge), ("refusedOther", .refusedOther), ("remove", .remove),
            ("eventEnded", .eventEnded), ("hiddenBadge", .hiddenBadge),
        ]
        var texts = Dictionary(uniqueKeysWithValues: keys.map { ($0.0, t($0.1)) })
        texts["shotsLeftOne"] = t(DisposableText.shotsLeftOne)
        texts["shotsLeftOther"] = t(DisposableText.shotsLeftOther)
        texts["selectedOne"] = t(DisposableText.selectedOne)
        texts["selectedOther"] = t(DisposableText.selectedOther)
        texts["selectionLimit"] = t(DisposableText.selectionLimit, count: GuestSpacePage.selectionLimit)
        // Issue 38: paging galleries and select all
        texts["photoCountOne"] = t(DisposableText.photoCountOne)
        texts["photoCountOther"] = t(DisposableText.photoCountOther)
        texts["selectAll"] = t(DisposableText.selectAll)
        texts["deselectAll"] = t(DisposableText.deselectAll)
        return texts
    }
}
