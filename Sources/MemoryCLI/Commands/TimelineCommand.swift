import ArgumentParser
import Foundation
import MemoryClient
import MemoryKit

extension TimelineScope: ExpressibleByArgument {}
extension EntryKind: ExpressibleByArgument {}

struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Show the timeline (offline: the stored pages and the last 30 days kept here).")

    @OptionGroup var options: GlobalOptions
    @Option(help: "day, week or month.") var scope: TimelineScope = .month
    @Option(help: "A day in the period to show (default: today).") var date: String?
    @Option(name: .customLong("kind"), help: "Only these kinds: photo, audio, text, song (repeat).") var kinds: [EntryKind] = []
    @Option(name: .customLong("tag"), help: "Only entries with this tag (repeat for several).") var tags: [String] = []
    @Option(help: "Words to look for (searches every period).") var search: String?
    @Option(help: "Show at most this many entries.") var limit = 200
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        var context = try CLIContext(options)
        _ = try await context.start(sending: false)
        guard case .signedIn = await context.service.session.status else {
            Terminal.say("Sign in first: memory login")
            throw ExitCode(ExitCode32.signedOut)
        }
        let anchor = try date.map(DateArgument.parse)
        let view = try await Self.load(context: context, scope: scope, anchor: anchor, kinds: kinds, tags: tags, search: search, limit: limit)
        print(json ? try view.json() : view.text())
        if case .failed = view.state { throw ExitCode(ExitCode32.failure) }
    }

    @MainActor
    static func load(
        context: CLIContext, scope: TimelineScope, anchor: Date?, kinds: [EntryKind], tags: [String], search: String?,
        limit: Int
    ) async throws -> TimelineText {
        let service = context.service
        var environment = service.environment
        environment.sleep = { _ in }  // no typing to wait for
        let timeline = TimelineViewModel(
            loader: service.timeline, outbox: service.outbox, environment: environment, language: context.language)
        if scope != .month { await timeline.select(scope) }
        for kind in kinds { await timeline.toggle(kind) }
        if !tags.isEmpty { await timeline.setTags(tags) }
        if let search { await timeline.search(search) } else if let anchor { await timeline.show(anchor) } else { await timeline.load() }
        while timeline.canLoadMore, timeline.items.count < limit { await timeline.loadMore() }
        return TimelineText(
            title: search == nil ? timeline.periodTitle : "“\(search!)”", banner: timeline.banner, state: timeline.state,
            limit: limit)
    }
}

/// The timeline as the command line prints it.
struct TimelineText {
    let title: String
    let banner: String?
    let state: LoadState<[TimelineSection]>
    let limit: Int

    func text() -> String {
        var lines = [title]
        if let banner { lines.append(banner) }
        switch state {
        case .loading: break
        case .empty(let message), .failed(let message): lines.append(message)
        case .loaded(let sections):
            var shown = 0
            for section in sections where shown < limit {
                lines.append("")
                lines.append(section.title)
                for item in section.items.prefix(limit - shown) {
                    lines.append("  " + Self.line(item))
                    shown += 1
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    static func line(_ item: TimelineItem) -> String {
        let entry = item.entry
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: entry.utcOffsetSeconds)
        formatter.dateFormat = "HH:mm"
        let what = entry.draft.headline ?? ""
        let tags = entry.tags.map { "#\($0)" }.joined(separator: " ")
        let place = entry.location.map { entry.placeName ?? String(format: "%.4f,%.4f", $0.latitude, $0.longitude) }.map { "@ \($0)" }
        let state: String? = switch (item.change, item.sync) {
        case (.delete?, _): "[will be deleted]"
        case (_, .waiting?): "[waiting to upload]"
        case (_, .sending(let fraction)?): "[uploading\(fraction.map { " \(Int($0 * 100))%" } ?? "")]"
        case (_, .failed(let message)?): "[not uploaded: \(message)]"
        default: nil
        }
        return [formatter.string(from: entry.occurredAt), entry.kind.rawValue, what, tags, place, state]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "  ")
    }

    func json() throws -> String {
        struct Item: Encodable {
            var id, kind: String
            var title: String?
            var occurredAt: Date
            var tags: [String]
            var change: String?
            var sync: String?
        }
        struct Section: Encodable { var day: String; var items: [Item] }
        struct Report: Encodable { var title: String; var banner: String?; var message: String?; var sections: [Section] }
        var sections: [Section] = []
        var message: String?
        switch state {
        case .loaded(let loaded):
            sections = loaded.map { section in
                Section(day: section.day.description, items: section.items.map { item in
                    let sync: String? = switch item.sync {
                    case .waiting?: "waiting"
                    case .sending?: "sending"
                    case .failed?: "failed"
                    case nil: nil
                    }
                    return Item(
                        id: item.id, kind: item.entry.kind.rawValue, title: item.entry.title, occurredAt: item.entry.occurredAt,
                        tags: item.entry.tags, change: item.change?.rawValue, sync: sync)
                })
            }
        case .empty(let text), .failed(let text): message = text
        case .loading: break
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(Report(title: title, banner: banner, message: message, sections: sections)), as: UTF8.self)
    }
}
