import MemoryAPI
import Plot
import ServerCore
import Vapor

/// `GET /s/{token}`: the page a share link opens, without login. It shows only what was
/// shared, through the same `sharedContent` the JSON endpoint answers, so no GPS can leak.
enum SharedPage {
    static func render(_ req: Request, handler: MemoryAPIHandler) async throws -> Response {
        let token = req.parameters.get("token") ?? ""
        let content: Components.Schemas.SharedContent
        do {
            content = try await handler.sharedContent(token: token, req)
        } catch let error as AppError {
            let page = Page(title: "Memory Recap", status: error.status) {
                EmptyState(icon: error.status == .gone ? "clock" : "magnifyingglass", title: error.status.reasonPhrase, message: error.detail)
            }
            return page.render(for: req)
        }
        let title = content.entry?.title ?? content.summary.map { "\($0.period.year)-\(String(format: "%02d", $0.period.month ?? 0))" } ?? "Memory"
        return Page(title: title, app: "memory") {
            if let entry = content.entry { entryBody(entry) }
            if let summary = content.summary { summaryBody(summary) }
        }.render(for: req)
    }

    private static func entryBody(_ entry: Components.Schemas.SharedEntry) -> any Component {
        Div {
            // Everything here is the sharer's text shown to strangers: SafeText escapes it fully,
            // and attribute values go through HTMLEscaping (Plot writes them as given).
            if let description = entry.description { Paragraph { SafeText(description) } }
            if let text = entry.text { Element(name: "pre") { SafeText(text) }.class("entry-text") }
            if let song = entry.song { Paragraph { SafeText("♪ \(song.title) — \(song.artist)") } }
            if let place = entry.placeName { Paragraph { SafeText("📍 \(place)") } }
            for media in entry.media {
                if media.contentType.hasPrefix("image/"), !media.url.isEmpty {
                    Image(url: HTMLEscaping.attribute(media.url), description: HTMLEscaping.attribute(entry.title ?? "Photo"))
                } else if media.contentType.hasPrefix("audio/") {
                    Link(url: HTMLEscaping.attribute(media.url)) { SafeText("▶︎ \(entry.title ?? "Listen")") }
                        .class("button button-secondary")
                }
            }
            Paragraph { SafeText(entry.tags.map { "#\($0)" }.joined(separator: " ")) }.class("page-footnote")
        }.class("shared-entry")
    }

    private static func summaryBody(_ summary: Components.Schemas.Summary) -> any Component {
        GroupedSection(header: "Recap", cells: [
            Paragraph("📷 \(summary.totals.photo)  🎙 \(summary.totals.audio)  📝 \(summary.totals.text)  ♪ \(summary.totals.song)"),
            Paragraph(summary.tagCloud.prefix(10).map { "#\($0.term) (\($0.count))" }.joined(separator: " ")),
            Paragraph(summary.wordCloud.prefix(15).map(\.term).joined(separator: " · ")),
        ])
    }
}
