import Localization
import Markup

/// A chart's data as an HTML table: caption, column headers, one header cell per row.
///
/// ``ChartFigure`` renders it visually hidden beside the SVG, so a screen reader can walk the
/// numbers cell by cell; set ``isVisible`` to show it (a "show data" view).
public struct ChartDataTable: HTMLComponent, Sendable {
    public struct Row: Sendable, Equatable {
        public var header: String
        public var cells: [String]

        public init(header: String, cells: [String]) {
            self.header = header
            self.cells = cells
        }
    }

    public var id: String
    public var caption: String
    /// The first names the row headers' column.
    public var columns: [String]
    public var rows: [Row]
    /// Shown when there are no rows.
    public var emptyText: String
    public var isVisible = false

    public init(id: String, caption: String, columns: [String], rows: [Row], emptyText: String) {
        self.id = id
        self.caption = caption
        self.columns = columns
        self.rows = rows
        self.emptyText = emptyText
    }

    public var body: some HTML {
        // Hidden through a wrapper: a table ignores `width: 1px` and `overflow: hidden`, so a
        // hidden 32-column table widened the page and made it scroll sideways.
        if isVisible {
            tableElement(class: "chart-table")
        } else {
            div(.class("visually-hidden")) { tableElement(class: nil) }
        }
    }

    private func tableElement(class className: String?) -> some HTML {
        table(.id(id), .class(className)) {
            captionElement
            thead {
                tr {
                    for column in columns { th(.scope("col")) { column } }
                }
            }
            tbody {
                if rows.isEmpty {
                    tr { td(.colspan(Swift.max(1, columns.count))) { emptyText } }
                }
                for row in rows {
                    tr {
                        th(.scope("row")) { row.header }
                        for cell in row.cells { td { cell } }
                    }
                }
            }
        }
    }

    private var captionElement: some HTML {
        let text = caption
        return Markup.caption { text }
    }
}
