import Markup
import WebUI

// The same two pages as the app renders them now: WebUI's launcher view, and a 50-row list
// built from the same components and elements as Notes' list view (which lives in the Vapor
// backend, so it is mirrored here rather than imported).

enum MarkupPages {
    static let context = PageContext(language: .en, account: AccountSummary(email: "ayse@example.com"), csrf: .fixed("csrf-token"))

    static func launcher(_ apps: [SampleApp]) -> [UInt8] {
        let model = LauncherPage(entries: apps.map {
            LauncherPage.Entry(name: $0.name, tagline: $0.tagline, icon: $0.icon, url: $0.url, isAvailable: $0.badge == nil)
        })
        return model.view(in: context).renderedBytes(capacity: 16 * 1024)
    }

    struct Row: HTMLComponent {
        var row: SampleRow
        var body: some HTML {
            li(.class("note-row"), .data("id", row.id)) {
                a(.class("cell note-cell"), .href("/notes/" + row.id), .ariaLabel(row.label)) {
                    span(.class("cell-text")) {
                        span(.class("note-title")) { row.title }
                        span(.class("note-preview")) { row.preview }
                        span(.class("note-time")) { row.time }
                    }
                    IconView(.chevronForward, class: "cell-chevron")
                }
            }
        }
    }

    static func notesList(_ rows: [SampleRow]) -> [UInt8] {
        let navigation = NavigationBar.back(to: "Apps", url: "/", title: "Notes", actions: [
            .link("Edit", url: "/notes?edit=1", id: "edit-notes"), .link("New Note", url: "/notes/new", icon: .plus, id: "new-note"),
        ])
        let page = Page(context, title: "Notes", navigation: navigation, scripts: ["notes.js"], app: "notes") {
            form(.action("/notes"), .method("get"), .class("search-form"), .role("search")) {
                input(.type("search"), .name("q"), .value(""), .placeholder("Search"), .id("notes-search"), .class("search-field"))
            }
            SegmentedControl(label: "Sort by", segments: [
                .init(title: "Date Modified", url: "/notes?sort=updated", isSelected: true),
                .init(title: "Date Created", url: "/notes?sort=created", isSelected: false),
            ])
            div(.id("notes-results")) {
                CSRFField(context)
                ul(.class("grouped-list notes-list")) { for row in rows { Row(row: row) } }
                LinkButton("Show more (950 left)", url: "/notes?limit=100", style: .secondary, class: "notes-show-more")
            }
            GroupedSection(header: "Export & Import", footer: "The JSON file works both ways.") {
                LinkCell(title: "Export as JSON", url: "/notes/export.json")
                LinkCell(title: "Export as Markdown (zip)", url: "/notes/export.zip")
                LinkCell(title: "Import JSON", url: "/notes/import")
            }
        }
        return page.renderedBytes(capacity: 32 * 1024)
    }
}
