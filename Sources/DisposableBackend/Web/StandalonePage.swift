import Markup

/// The document around Disposable's stand-alone pages (the printed card, the venue wall): one
/// stylesheet, their own scripts, the App Clip card tag when given.
struct StandalonePage<Content: HTML>: HTMLComponent {
    let title: String
    let language: String
    let stylesheet: String
    var appClipMeta: String? = nil
    var bodyClass: String? = nil
    /// ES modules under `/js/`.
    var scripts: [String] = []
    @HTMLBuilder let content: () -> Content

    var body: some HTML {
        UnsafeRawHTML("<!doctype html>")
        html(.lang(language)) {
            head {
                meta(.charset("utf-8"))
                meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                if let appClipMeta { meta(.name("apple-itunes-app"), .content(appClipMeta)) }
                Markup.title { title }
                link(.rel("stylesheet"), .href(stylesheet))
                for name in scripts { script(.type("module"), .src("/js/\(name)")) {} }
            }
            Markup.body(.class(bodyClass)) { content() }
        }
    }
}
