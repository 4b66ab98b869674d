import Markup

/// The document around Disposable's two stand-alone pages (the join landing page, the card):
/// one stylesheet, the App Clip card tag when given.
struct StandalonePage: HTMLComponent {
    let title: String
    let language: String
    let stylesheet: String
    var appClipMeta: String? = nil
    var bodyClass: String? = nil
    @HTMLBuilder let content: () -> any HTML

    var body: any HTML {
        UnsafeRawHTML("<!doctype html>")
        html(.lang(language)) {
            head {
                meta(.charset("utf-8"))
                meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                if let appClipMeta { meta(.name("apple-itunes-app"), .content(appClipMeta)) }
                Markup.title { title }
                link(.rel("stylesheet"), .href(stylesheet))
            }
            Markup.body(.class(bodyClass)) { content() }
        }
    }
}
