import ArgumentParser
import Foundation
import MemoryClient
import MemoryKit

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring a folder of photos into the timeline, each on the day and at the place its EXIF says.",
        discussion: """
            Every photo is copied into the outbox first and uploaded from there, so an interrupted import \
            (no network, a closed laptop, Ctrl-C) loses nothing: run the same command again and it adds only \
            what is not queued yet, then uploads what waits.
            """)

    @OptionGroup var options: GlobalOptions
    @Argument(help: "The folder (searched with its subfolders).") var folder: String
    @Option(name: .customLong("tag"), help: "A tag for every imported photo (repeat for several).") var tags: [String] = []
    @Flag(help: "Only queue the photos; `memory sync` uploads them.") var noSync = false
    @Option(help: "Seconds to keep trying when the server cannot be reached.") var wait: Double = 300

    func run() async throws {
        var context = try CLIContext(options)
        let locked = try await context.start(sending: !noSync)
        guard case .signedIn = await context.service.session.status else {
            Terminal.say("Sign in first: memory login")
            throw ExitCode(ExitCode32.signedOut)
        }
        let root = URL(fileURLWithPath: folder)
        let photos = try PhotoFolder.photos(in: root)
        let reader = try VipsPhotoReader()
        let bar = ProgressBar("Queuing", total: photos.count)
        var queued = 0
        var known = 0
        var skipped: [String] = []
        for (index, photo) in photos.enumerated() {
            defer { bar.update(done: index + 1) }
            let source = PhotoFolder.identity(of: photo)
            if await context.service.outbox.hasImported(source) {
                known += 1
                continue
            }
            do {
                let facts = try reader.facts(ofFileAt: photo)
                let draft = PhotoFolder.draft(for: photo, facts: facts, tags: tags, timeZone: .current)
                try await context.service.outbox.create(draft, files: [.file(photo)], source: source, language: context.language)
                queued += 1
            } catch {
                skipped.append("\(photo.path): \(error)")
            }
        }
        bar.finish("Queued \(queued) new photo(s)\(known > 0 ? ", \(known) already imported" : "") from \(photos.count) in \(folder).")
        for line in skipped { Terminal.say("skipped \(line)") }
        guard !noSync else { return }
        let code = await Upload.run(context, locked: locked, wait: wait)
        if code != ExitCode32.ok { throw ExitCode(code) }
    }
}

/// Finding photos in a folder and turning each into a draft.
enum PhotoFolder {
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "heic", "heif", "webp"]

    /// Every photo under `root` (hidden files and folders left out), in path order.
    static func photos(in root: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(root.path) is not a folder")
        }
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if extensions.contains(url.pathExtension.lowercased()) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Which file this is, for "already imported": its path, size and modification time.
    static func identity(of url: URL) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(url.standardizedFileURL.path)|\(size)|\(Int64(modified))"
    }

    /// A photo entry on the photo's EXIF date (else the file's date) and place.
    static func draft(for url: URL, facts: PhotoFacts, tags: [String], timeZone: TimeZone) -> EntryDraft {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
        let date = facts.capturedAt ?? modified
        let offset = facts.utcOffsetSeconds ?? timeZone.secondsFromGMT(for: date)
        return EntryDraft(
            kind: .photo, tags: tags, occurredAt: date,
            utcOffsetSeconds: EntryRules.isValidOffset(offset) ? offset : 0, location: facts.location)
    }
}
