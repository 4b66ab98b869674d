import ArgumentParser
import Foundation
import MemoryClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write every entry as JSON (and, with --media, every original file).")

    @OptionGroup var options: GlobalOptions
    @Option(help: "The JSON file to write (default: standard output).") var output: String?
    @Option(help: "A folder to download every entry's original files into.") var media: String?

    func run() async throws {
        var context = try CLIContext(options)
        _ = try await context.start(sending: false)
        guard case .signedIn(let email, _) = await context.service.session.status else {
            Terminal.say("Sign in first: memory login")
            throw ExitCode(ExitCode32.signedOut)
        }
        let entries = try await Self.everyEntry(context.service.timeline)
        let document = Export(exportedAt: context.service.environment.now(), account: email, entries: entries)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(document)
        if let output {
            let file = URL(fileURLWithPath: output)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            } catch {
                throw ValidationError("Cannot write \(output): \(error.localizedDescription)")
            }
            Terminal.say("Wrote \(entries.count) entries to \(output).")
        } else {
            FileHandle.standardOutput.write(data)
            print()
        }
        if let media { try await Self.download(entries, from: context.serverURL, into: URL(fileURLWithPath: media)) }
    }

    struct Export: Encodable {
        var exportedAt: Date
        var account: String
        var entries: [TimelineEntry]
    }

    /// Every page of the whole timeline, newest first (fails offline: an export must be whole).
    static func everyEntry(_ timeline: TimelineRepository) async throws -> [TimelineEntry] {
        var entries: [TimelineEntry] = []
        var number = 1
        var bar: ProgressBar?
        while true {
            let page = try await timeline.page(TimelineQuery(), page: number, pageSize: 100)
            guard page.origin == .server else {
                bar?.finish()
                throw ValidationError("The server cannot be reached; an export needs it (nothing was written).")
            }
            entries += page.entries
            if bar == nil, let total = page.total, total > 100 { bar = ProgressBar("Reading", total: total) }
            bar?.update(done: entries.count)
            guard page.hasMore else { break }
            number += 1
        }
        bar?.finish()
        return entries
    }

    /// Downloads every original (through its signed URL, which the server gives relative to
    /// itself) as `<entry>-<n>.<ext>`.
    static func download(_ entries: [TimelineEntry], from server: URL, into folder: URL) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = entries.flatMap { entry in entry.media.enumerated().map { (entry, $0.offset, $0.element) } }
        let bar = ProgressBar("Downloading", total: files.count)
        var bytes: Int64 = 0
        for (index, (entry, position, media)) in files.enumerated() {
            guard let address = media.url, let url = URL(string: address, relativeTo: server)?.absoluteURL else { continue }
            let (data, response) = try await URLSession.shared.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw ValidationError("Downloading a file of entry \(entry.id) failed.")
            }
            let name = "\(entry.id)-\(position).\(MediaExtension.of(media.contentType))"
            try data.write(to: folder.appendingPathComponent(name), options: .atomic)
            bytes += Int64(data.count)
            bar.update(done: index + 1, detail: byteText(bytes))
        }
        bar.finish("Downloaded \(files.count) file(s) (\(byteText(bytes))) to \(folder.path).")
    }
}

enum MediaExtension {
    static func of(_ contentType: String) -> String {
        switch contentType {
        case "image/jpeg": "jpg"
        case "image/png": "png"
        case "image/heic": "heic"
        case "image/webp": "webp"
        case "audio/wav": "wav"
        default: "m4a"
        }
    }
}
