import NotesKit
import Plot
import ServerCore
import Vapor

/// `/notes`: the list with search, sort, rows, the empty and no-results states, and Edit mode.
struct NotesListView {
    var rows: [NoteRow]
    var totalCount: Int
    /// Notes that match the search (all of them without one); more than `rows` means "Show more".
    var matchingCount: Int
    /// How many rows the page shows: ``pageSize`` more each time "Show more" is followed.
    var limit: Int
    var query: String
    var sort: NoteSortOrder
    var isEditing: Bool
    /// Notes just deleted without JS: the banner offers to bring them back.
    var undoIDs: [String]
    var flash: String?
    var loadFailed: Bool

    func render(_ req: Request) -> Response {
        let title = req.t("notes.listTitle")
        let navigation = NavigationBar(
            title: title, back: .init(req.t("nav.apps"), url: "/"),
            actions: navigationActions(req))
        return Page(
            title: title, navigation: navigation, scripts: ["notes.js"], app: "notes",
            status: loadFailed ? .serviceUnavailable : .ok
        ) {
            if loadFailed { Banner(.error, req.t("notes.errorLoadFailed")) }
            if let flash { Banner(.success, flash) }
            if !undoIDs.isEmpty { undoBanner(req) }
            if totalCount > 0 || !query.isEmpty { searchForm(req) }
            if totalCount > 0 { sortControl(req) }
            Div { results(req) }
                .id("notes-results")
                .attribute(named: "data-undo", value: HTMLEscaping.attribute(req.t("notes.undo")))
                .attribute(named: "data-deleted", value: HTMLEscaping.attribute(req.t("notes.deletedOne")))
                .attribute(named: "data-delete", value: HTMLEscaping.attribute(req.t("notes.delete")))
                .attribute(named: "data-save-failed", value: HTMLEscaping.attribute(req.t("notes.errorSaveFailed")))
                .attribute(named: "data-load-failed", value: HTMLEscaping.attribute(req.t("notes.errorLoadFailed")))
            if totalCount > 0 && !isEditing { transferSection(req) }
        }.render(for: req)
    }

    private func navigationActions(_ req: Request) -> [NavigationBar.Item] {
        guard totalCount > 0 else { return [.init(req.t("notes.newNote"), url: "/notes/new", symbol: "+", id: "new-note")] }
        let edit: NavigationBar.Item = isEditing
            ? .init(req.t("notes.done"), url: listURL(), id: "edit-done")
            : .init(req.t("notes.edit"), url: listURL(editing: true), id: "edit-notes")
        return [edit, .init(req.t("notes.newNote"), url: "/notes/new", symbol: "+", id: "new-note")]
    }

    static let pageSize = 50

    /// The `limit` query parameter, in whole pages, at least one page.
    static func limit(from req: Request) -> Int {
        let asked = req.query[Int.self, at: "limit"] ?? pageSize
        return min(max(pageSize, (asked + pageSize - 1) / pageSize * pageSize), 100 * pageSize)
    }

    func listURL(sort: NoteSortOrder? = nil, editing: Bool = false, limit: Int? = nil) -> String {
        var items: [String] = []
        if !query.isEmpty { items.append("q=" + URLQuery.encode(query)) }
        if let sort { items.append("sort=" + NotesSortParameter.value(for: sort)) }
        if editing { items.append("edit=1") }
        if let limit, limit > Self.pageSize { items.append("limit=\(limit)") }
        return "/notes" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }


    private func searchForm(_ req: Request) -> any Component {
        Form(url: "/notes", method: .get) {
            Label(req.t("notes.searchLabel")) {}.attribute(named: "for", value: "notes-search").class("visually-hidden")
            Input(type: .search, name: "q", value: HTMLEscaping.attribute(query),
                  placeholder: HTMLEscaping.attribute(req.t("notes.searchPlaceholder")))
                .id("notes-search").class("search-field")
                .attribute(named: "autocomplete", value: "off")
                .attribute(named: "enterkeyhint", value: "search")
            if isEditing { HiddenField(name: "edit", value: "1") }
            SubmitButtonView(req.t("notes.searchSubmit"), style: .plain).class("search-submit")
        }
        .class("search-form")
        .attribute(named: "role", value: "search")
    }

    private func sortControl(_ req: Request) -> any Component {
        SegmentedControl(label: req.t("notes.sortOrderLabel"), segments: NoteSortOrder.allCases.map { order in
            .init(title: order.label(in: req.notesLanguage), url: listURL(sort: order, editing: isEditing),
                  isSelected: order == sort)
        })
    }

    private func undoBanner(_ req: Request) -> any Component {
        let message = undoIDs.count == 1
            ? req.t("notes.deletedOne") : req.t("notes.deletedMany", ["count": String(undoIDs.count)])
        return Form(url: "/notes/restore", method: .post) {
            CSRFField(req)
            for id in undoIDs { HiddenField(name: "ids[]", value: id) }
            Span(message)
            SubmitButtonView(req.t("notes.undo"), style: .plain)
        }
        .class("banner banner-info banner-action")
        .attribute(named: "role", value: "status")
    }

    private func transferSection(_ req: Request) -> any Component {
        GroupedSection(header: req.t("notes.transfer"), footer: req.t("notes.transfer.footer"), cells: [
            LinkCell(title: req.t("notes.exportJSON"), url: "/notes/export.json"),
            LinkCell(title: req.t("notes.exportMarkdown"), url: "/notes/export.zip"),
            LinkCell(title: req.t("notes.importJSON"), url: "/notes/import"),
        ])
    }
}
