import Plot
import Vapor

/// One full HTML page in the suite's shell: head, navigation bar, content, optional tab bar.
///
/// Every app renders through this type so the head (CSP-friendly assets, manifest, theme) and the
/// chrome stay identical; an app only supplies its title, bar items and content.
public struct Page {
    public var title: String
    public var navigation: NavigationBar
    public var content: any Component
    public var tabBar: TabBar?
    /// Extra ES modules for this page, under `/js/`.
    public var scripts: [String]
    /// Marks the `<body>` so app stylesheets can scope rare exceptions (`data-app`).
    public var app: String?
    public var status: HTTPResponseStatus

    public init(
        title: String, navigation: NavigationBar? = nil, tabBar: TabBar? = nil, scripts: [String] = [],
        app: String? = nil, status: HTTPResponseStatus = .ok, @ComponentBuilder content: () -> any Component
    ) {
        self.title = title
        self.navigation = navigation ?? NavigationBar(title: title)
        self.content = content()
        self.tabBar = tabBar
        self.scripts = scripts
        self.app = app
        self.status = status
    }

    public func render(for request: Request) -> Response {
        let language = request.language
        let theme = request.theme
        var html = "<!DOCTYPE html><html lang=\"\(language.rawValue)\" data-theme=\"\(theme.rawValue)\">"
        html += head(siteName: request.t("suite.name"), assets: request.application.staticAssets)
        html += "<body\(app.map { " data-app=\"\(HTMLEscaping.escape($0))\"" } ?? "")"
        html += tabBar == nil ? ">" : " class=\"has-tabbar\">"
        html += Node<HTML.BodyContext>.a(.class("skip-link"), .href("#main"), .text(request.t("page.skip"))).render()
        html += navigation.render()
        html += "<main id=\"main\" class=\"content\" tabindex=\"-1\">" + content.render() + "</main>"
        html += tabBar?.render() ?? ""
        html += "<div class=\"toast-region\" role=\"status\" aria-live=\"polite\"></div>"
        html += "</body></html>"
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        headers.replaceOrAdd(name: .vary, value: "Cookie, Accept-Language")
        return Response(status: status, headers: headers, body: .init(string: html))
    }

    private func head(siteName: String, assets: StaticAssets) -> String {
        let fullTitle = title == siteName ? siteName : "\(title) · \(siteName)"
        var head = """
            <head><meta charset="utf-8">\
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">\
            <title>\(HTMLEscaping.escape(fullTitle))</title>\
            <meta name="color-scheme" content="light dark">\
            <meta name="theme-color" content="#f2f2f7" media="(prefers-color-scheme: light)">\
            <meta name="theme-color" content="#000000" media="(prefers-color-scheme: dark)">\
            <meta name="apple-mobile-web-app-capable" content="yes">\
            <link rel="manifest" href="/manifest.webmanifest">\
            <link rel="icon" href="\(assets.url("/icons/suite.svg"))" type="image/svg+xml">\
            <link rel="apple-touch-icon" href="\(assets.url("/icons/suite-180.png"))">\
            <link rel="stylesheet" href="\(assets.url("/css/suite.css"))">\
            <script type="module" src="/js/suite.js"></script>
            """
        for script in scripts {
            head += "<script type=\"module\" src=\"/js/\(HTMLEscaping.escape(script))\"></script>"
        }
        return head + "</head>"
    }
}
