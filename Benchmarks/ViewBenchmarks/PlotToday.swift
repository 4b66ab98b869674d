import Plot

// The view layer as main had it before the decision (Plot components, attribute values escaped
// by hand), reduced to what the two benchmarked pages use and with `Request` replaced by plain
// values. Kept only here, to measure against; the app no longer depends on Plot.

enum PlotToday {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    struct NavigationBar {
        var title: String
        var back: (label: String, url: String)?
        var actions: [(label: String, url: String, symbol: String?, id: String?)]

        func render() -> String {
            let backLink: any Component = back.map { item in
                Link(url: escape(item.url)) {
                    Span("‹").class("chevron").attribute(named: "aria-hidden", value: "true")
                    Text(item.label)
                }.class("nav-back")
            } ?? EmptyComponent()
            return Header {
                Div {
                    Div { backLink }.class("nav-leading")
                    Span(title).class("nav-title nav-title-compact")
                    Div {
                        for action in actions {
                            Link(url: escape(action.url)) {
                                if let symbol = action.symbol {
                                    Span(symbol).class("symbol").attribute(named: "aria-hidden", value: "true")
                                } else {
                                    Text(action.label)
                                }
                            }
                            .class("nav-action")
                            .attribute(named: "aria-label", value: action.symbol == nil ? nil : action.label)
                        }
                    }.class("nav-actions")
                }.class("nav-row")
                H1(title).class("large-title")
            }.class("navbar").render()
        }
    }

    struct Page {
        var title: String
        var navigation: NavigationBar
        var scripts: [String]
        var content: any Component

        func render(language: String, theme: String, siteName: String, skip: String) -> String {
            var html = "<!DOCTYPE html><html lang=\"\(language)\" data-theme=\"\(theme)\">"
            html += "<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"
            html += "<title>\(escape("\(title) · \(siteName)"))</title><meta name=\"color-scheme\" content=\"light dark\">"
            html += "<link rel=\"manifest\" href=\"/manifest.webmanifest\"><link rel=\"stylesheet\" href=\"/css/suite.css\">"
            html += "<script type=\"module\" src=\"/js/suite.js\"></script>"
            for script in scripts { html += "<script type=\"module\" src=\"/js/\(escape(script))\"></script>" }
            html += "</head><body>"
            html += Node<HTML.BodyContext>.a(.class("skip-link"), .href("#main"), .text(skip)).render()
            html += navigation.render()
            html += "<main id=\"main\" class=\"content\" tabindex=\"-1\">" + content.render() + "</main>"
            html += "<div class=\"toast-region\" role=\"status\" aria-live=\"polite\"></div></body></html>"
            return html
        }
    }

    struct GroupedSection: Component {
        var header: String?
        var footer: String?
        var cells: [any Component]

        var body: any Component {
            Element(name: "section") {
                if let header { H2(header).class("list-header") }
                List(cells) { cell in cell }.class("grouped-list")
                if let footer { Paragraph(footer).class("list-footer") }
            }.class("list-section")
        }
    }

    struct Element: Component {
        let name: String
        let content: ComponentGroup

        init(name: String, @ComponentBuilder content: () -> any Component) {
            self.name = name
            self.content = ComponentGroup(members: [content()])
        }

        var body: any Component {
            Node<HTML.BodyContext>.element(named: name, nodes: [.component(content)])
        }
    }

    struct LinkCell: Component {
        var title: String
        var subtitle: String?
        var badge: String?
        var url: String
        var icon: String?

        var body: any Component {
            Link(url: escape(url)) {
                if let icon { Image(url: icon, description: "").class("cell-icon") }
                Div {
                    Span(title).class("cell-title")
                    if let subtitle { Span(subtitle).class("cell-subtitle") }
                    if let badge { Span(badge).class("cell-badge") }
                }.class("cell-text")
                Span("›").class("cell-chevron").attribute(named: "aria-hidden", value: "true")
            }.class("cell cell-link")
        }
    }

    struct SegmentedControl: Component {
        var label: String
        var segments: [(title: String, url: String, isSelected: Bool)]

        var body: any Component {
            Navigation {
                for segment in segments {
                    Link(segment.title, url: escape(segment.url))
                        .class(segment.isSelected ? "segment selected" : "segment")
                        .attribute(named: "aria-current", value: segment.isSelected ? "true" : nil)
                }
            }.class("segmented").attribute(named: "aria-label", value: label)
        }
    }

    /// The list rows as one string, as the old `NoteRowHTML` wrote them (the hot path).
    static func rows(_ rows: [SampleRow]) -> String {
        var html = "<ul class=\"grouped-list notes-list\">"
        html.reserveCapacity(rows.count * 400)
        for row in rows {
            let id = escape(row.id)
            html += "<li class=\"note-row\" data-id=\"\(id)\"><a href=\"/notes/\(id)\" class=\"cell note-cell\" aria-label=\""
            html += escape(row.label) + "\"><span class=\"cell-text\"><span class=\"note-title\">\(escape(row.title))</span>"
            html += "<span class=\"note-preview\">\(escape(row.preview))</span><span class=\"note-time\">\(escape(row.time))</span></span>"
            html += "<span class=\"cell-chevron\" aria-hidden=\"true\">›</span></a></li>"
        }
        return html + "</ul>"
    }

    static func launcher(_ apps: [SampleApp]) -> String {
        let navigation = NavigationBar(title: "Apps", back: nil, actions: [("Settings", "/settings", "⚙︎", "settings-link")])
        let content = ComponentGroup {
            Paragraph("Your apps, one account.").class("page-subtitle")
            GroupedSection(cells: apps.map { LinkCell(title: $0.name, subtitle: $0.tagline, badge: $0.badge, url: $0.url, icon: $0.icon) })
            Paragraph("Signed in as ayse@example.com").class("page-footnote")
        }
        return Page(title: "Apps", navigation: navigation, scripts: [], content: content)
            .render(language: "en", theme: "system", siteName: "Suite", skip: "Skip to content")
    }

    static func notesList(_ rows: [SampleRow]) -> String {
        let navigation = NavigationBar(title: "Notes", back: ("Apps", "/"), actions: [
            ("Edit", "/notes?edit=1", nil, "edit-notes"), ("New Note", "/notes/new", "+", "new-note"),
        ])
        let content = ComponentGroup {
            Form(url: "/notes", method: .get) {
                Input(type: .search, name: "q", value: "", placeholder: "Search").id("notes-search").class("search-field")
            }.class("search-form").attribute(named: "role", value: "search")
            SegmentedControl(label: "Sort by", segments: [("Date Modified", "/notes?sort=updated", true), ("Date Created", "/notes?sort=created", false)])
            Div {
                Input(type: .hidden, name: "_csrf", value: escape("csrf-token"))
                Node<HTML.BodyContext>.raw(Self.rows(rows))
                Link("Show more (950 left)", url: escape("/notes?limit=100")).class("button button-secondary notes-show-more")
            }.id("notes-results")
            GroupedSection(header: "Export & Import", footer: "The JSON file works both ways.", cells: [
                LinkCell(title: "Export as JSON", url: "/notes/export.json"),
                LinkCell(title: "Export as Markdown (zip)", url: "/notes/export.zip"),
                LinkCell(title: "Import JSON", url: "/notes/import"),
            ])
        }
        return Page(title: "Notes", navigation: navigation, scripts: ["notes.js"], content: content)
            .render(language: "en", theme: "system", siteName: "Suite", skip: "Skip to content")
    }
}
