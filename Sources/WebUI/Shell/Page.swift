import Markup

/// One whole page in the suite's shell: the document head, a skip link, the navigation bar,
/// the flash message, the content, an optional tab bar and the toast region.
///
/// Every page of every app renders through this type, so the head (assets, manifest, theme),
/// the chrome and the landmarks stay identical; a page supplies its title, bar and content.
public struct Page: HTMLComponent {
    public var context: PageContext
    public var title: String
    public var navigation: NavigationBar
    public var tabBar: TabBar?
    /// Extra ES modules for this page, under `/js/` (`notes.js`).
    public var scripts: [String]
    /// Icons the page shows at once, fetched beside the stylesheet instead of after it (a
    /// CSS mask is found only once suite.css has arrived: one more round trip on a slow network).
    public var preloadedIcons: [Icon]
    /// Marks the `<body>` (`data-app="notes"`) so an app's rules can scope rare exceptions.
    public var app: String?
    /// Extra `<meta name content>` tags (the App Clip card's `apple-itunes-app`).
    public var metaTags: [MetaTag]
    public var content: AnyHTML

    @inlinable
    public init(
        _ context: PageContext, title: String, navigation: NavigationBar? = nil, tabBar: TabBar? = nil,
        scripts: [String] = [], app: String? = nil, metaTags: [MetaTag] = [], preloadedIcons: [Icon] = [],
        @HTMLBuilder content: () -> some HTML
    ) {
        self.context = context
        self.title = title
        self.navigation = navigation ?? NavigationBar(title: title)
        self.tabBar = tabBar
        self.scripts = scripts
        self.app = app
        self.metaTags = metaTags
        self.preloadedIcons = preloadedIcons
        self.content = AnyHTML(content())
    }

    public var body: some HTML {
        HTMLDocument(
            html(.lang(context.language.rawValue), .data("theme", context.theme.rawValue)) {
                PageHead(title: title, siteName: context.t(SuiteText.suiteName), scripts: scripts, metaTags: metaTags,
                         preloadedIcons: preloadedIcons, assets: context.assets)
                Markup.body(.data("app", app), .class(tabBar == nil ? nil : "has-tabbar")) {
                    a(.class("skip-link"), .href("#main")) { context.t(SuiteText.skipToContent) }
                    navigation
                    main(.id("main"), .class("content"), .tabindex(-1)) {
                        if let flash = context.flash { Banner(flash.kind, flash.message) }
                        content
                    }
                    tabBar
                    div(.class("toast-region"), .role("status"), .ariaLive("polite")) {}
                }
            })
    }
}

/// The document head: the same assets on every page, plus the page's own scripts.
struct PageHead: HTMLComponent {
    var title: String
    var siteName: String
    var scripts: [String]
    var metaTags: [MetaTag]
    var preloadedIcons: [Icon] = []
    var assets: StaticAssetURLs

    var body: some HTML {
        head {
            meta(.charset("utf-8"))
            meta(.name("viewport"), .content("width=device-width, initial-scale=1, viewport-fit=cover"))
            Markup.title { title == siteName ? siteName : "\(title) · \(siteName)" }
            meta(.name("color-scheme"), .content("light dark"))
            meta(.name("theme-color"), .content("#f2f2f7"), .media("(prefers-color-scheme: light)"))
            meta(.name("theme-color"), .content("#000000"), .media("(prefers-color-scheme: dark)"))
            meta(.name("apple-mobile-web-app-capable"), .content("yes"))
            for tag in metaTags { Markup.meta(.name(tag.name), .content(tag.content)) }
            link(.rel("manifest"), .href(AssetURL.manifest.url))
            link(.rel("icon"), .href(assets(.icon("suite.svg"))), .type("image/svg+xml"))
            link(.rel("apple-touch-icon"), .href(assets(.icon("suite-180.png"))))
            link(.rel("stylesheet"), .href(assets(.stylesheet)))
            for icon in preloadedIcons {
                // The URL and CORS mode suite.css's mask uses, so the browser reuses this fetch.
                link(.rel("preload"), .href(AssetURL.icon("symbols/\(icon.rawValue).svg").url), .attribute("as", "image"),
                     .attribute("crossorigin", "anonymous"))
            }
            script(.type("module"), .src(AssetURL.script("suite.js").url)) {}
            for name in scripts {
                script(.type("module"), .src(AssetURL.script(name).url)) {}
            }
            for module in assets.modulePreloads(for: (["suite.js"] + scripts).map { AssetURL.script($0).url }) {
                link(.rel("modulepreload"), .href(module))
            }
        }
    }
}

/// A `<meta name content>` tag a page adds to the shared head.
public struct MetaTag: Sendable, Equatable {
    public var name: String
    public var content: String

    public init(name: String, content: String) {
        self.name = name
        self.content = content
    }
}
