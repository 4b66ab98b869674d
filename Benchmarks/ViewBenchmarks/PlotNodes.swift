import Plot

// The same two pages through Plot's `Node` API alone: no `Component` (so no reflection), but
// still a tree of enum values rendered into strings, and attribute values escaped by hand.

enum PlotNodes {
    typealias N = Node<HTML.BodyContext>

    static func el(_ name: String, _ attributes: [(String, String?)] = [], _ children: [N] = []) -> N {
        .element(named: name, nodes: attributes.map { N.attribute(named: $0.0, value: $0.1.map(PlotToday.escape)) } + children)
    }

    static func text(_ value: String) -> N { .text(value) }

    static func navigation(title: String, back: (String, String)?, actions: [(String, String, String?, String?)]) -> N {
        el("header", [("class", "navbar")], [
            el("div", [("class", "nav-row")], [
                el("div", [("class", "nav-leading")], back.map { [el("a", [("class", "nav-back"), ("href", $0.1)], [text($0.0)])] } ?? []),
                el("span", [("class", "nav-title nav-title-compact")], [text(title)]),
                el("div", [("class", "nav-actions")], actions.map { action in
                    el("a", [("class", "nav-action"), ("href", action.1), ("id", action.3), ("aria-label", action.2 == nil ? nil : action.0)],
                       [action.2.map { el("span", [("class", "symbol"), ("aria-hidden", "true")], [text($0)]) } ?? text(action.0)])
                }),
            ]),
            el("h1", [("class", "large-title")], [text(title)]),
        ])
    }

    static func linkCell(title: String, subtitle: String? = nil, badge: String? = nil, url: String, icon: String? = nil) -> N {
        el("li", [], [el("a", [("class", "cell cell-link"), ("href", url)], [
            icon.map { .selfClosedElement(named: "img", attributes: [Attribute<HTML.BodyContext>.attribute(named: "class", value: "cell-icon"),
                                                                    .attribute(named: "src", value: PlotToday.escape($0)),
                                                                    .attribute(named: "alt", value: "")]) } ?? .group([]),
            el("span", [("class", "cell-text")], [
                el("span", [("class", "cell-title")], [text(title)]),
                subtitle.map { el("span", [("class", "cell-subtitle")], [text($0)]) } ?? .group([]),
                badge.map { el("span", [("class", "cell-badge")], [text($0)]) } ?? .group([]),
            ]),
            el("span", [("class", "cell-chevron"), ("aria-hidden", "true")], [text("›")]),
        ])])
    }

    static func page(title: String, scripts: [String], navigation: N, content: [N]) -> String {
        var html = "<!DOCTYPE html><html lang=\"en\" data-theme=\"system\"><head><meta charset=\"utf-8\">"
        html += "<title>\(PlotToday.escape("\(title) · Suite"))</title><link rel=\"stylesheet\" href=\"/css/suite.css\">"
        html += "<script type=\"module\" src=\"/js/suite.js\"></script>"
        for script in scripts { html += "<script type=\"module\" src=\"/js/\(PlotToday.escape(script))\"></script>" }
        html += "</head>"
        html += N.element(named: "body", nodes: [
            el("a", [("class", "skip-link"), ("href", "#main")], [text("Skip to content")]),
            navigation,
            el("main", [("id", "main"), ("class", "content"), ("tabindex", "-1")], content),
            el("div", [("class", "toast-region"), ("role", "status"), ("aria-live", "polite")]),
        ]).render()
        return html + "</html>"
    }

    static func launcher(_ apps: [SampleApp]) -> String {
        page(title: "Apps", scripts: [], navigation: navigation(title: "Apps", back: nil, actions: [("Settings", "/settings", "⚙︎", "settings-link")]), content: [
            el("p", [("class", "page-subtitle")], [text("Your apps, one account.")]),
            el("section", [("class", "list-section")], [el("ul", [("class", "grouped-list")], apps.map {
                linkCell(title: $0.name, subtitle: $0.tagline, badge: $0.badge, url: $0.url, icon: $0.icon)
            })]),
            el("p", [("class", "page-footnote")], [text("Signed in as ayse@example.com")]),
        ])
    }

    static func notesList(_ rows: [SampleRow]) -> String {
        let nav = navigation(title: "Notes", back: ("Apps", "/"), actions: [("Edit", "/notes?edit=1", nil, "edit-notes"), ("New Note", "/notes/new", "+", "new-note")])
        return page(title: "Notes", scripts: ["notes.js"], navigation: nav, content: [
            el("form", [("action", "/notes"), ("method", "get"), ("class", "search-form"), ("role", "search")], [
                el("input", [("type", "search"), ("name", "q"), ("value", ""), ("placeholder", "Search"), ("id", "notes-search")]),
            ]),
            el("nav", [("class", "segmented"), ("aria-label", "Sort by")], [
                el("a", [("class", "segment selected"), ("href", "/notes?sort=updated"), ("aria-current", "true")], [text("Date Modified")]),
                el("a", [("class", "segment"), ("href", "/notes?sort=created")], [text("Date Created")]),
            ]),
            el("div", [("id", "notes-results")], [
                el("input", [("type", "hidden"), ("name", "_csrf"), ("value", "csrf-token")]),
                el("ul", [("class", "grouped-list notes-list")], rows.map { row in
                    el("li", [("class", "note-row"), ("data-id", row.id)], [
                        el("a", [("class", "cell note-cell"), ("href", "/notes/" + row.id), ("aria-label", row.label)], [
                            el("span", [("class", "cell-text")], [
                                el("span", [("class", "note-title")], [text(row.title)]),
                                el("span", [("class", "note-preview")], [text(row.preview)]),
                                el("span", [("class", "note-time")], [text(row.time)]),
                            ]),
                            el("span", [("class", "cell-chevron"), ("aria-hidden", "true")], [text("›")]),
                        ]),
                    ])
                }),
                el("a", [("class", "button button-secondary notes-show-more"), ("href", "/notes?limit=100")], [text("Show more (950 left)")]),
            ]),
            el("section", [("class", "list-section")], [
                el("h2", [("class", "list-header")], [text("Export & Import")]),
                el("ul", [("class", "grouped-list")], [
                    linkCell(title: "Export as JSON", url: "/notes/export.json"),
                    linkCell(title: "Export as Markdown (zip)", url: "/notes/export.zip"),
                    linkCell(title: "Import JSON", url: "/notes/import"),
                ]),
                el("p", [("class", "list-footer")], [text("The JSON file works both ways.")]),
            ]),
        ])
    }
}
