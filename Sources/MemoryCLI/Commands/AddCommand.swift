import ArgumentParser
import Foundation
import MemoryClient
import MemoryKit

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an entry: a photo, a voice recording, a text or a song.",
        subcommands: [AddPhoto.self, AddVoice.self, AddText.self, AddSong.self])
}

/// What every kind of entry may carry.
struct EntryOptions: ParsableArguments {
    @Option(help: "A title.") var title: String?
    @Option(help: "A longer description.") var description: String?
    @Option(name: .customLong("tag"), help: "A tag (repeat for several).") var tags: [String] = []
    @Option(help: "When it happened: 2024-05-31, 2024-05-31T18:30 or full RFC 3339 (default: now, or the photo's EXIF date).")
    var date: String?
    @Option(help: "Where: 'latitude,longitude' or 'latitude,longitude,name' (default: the photo's EXIF place).") var place: String?
    @Flag(help: "Make the entry shareable (entries are private by default).") var notPrivate = false
    @Flag(help: "Only queue it; `memory sync` sends it later.") var noSync = false
    @Option(help: "Seconds to keep trying when the server cannot be reached.") var wait: Double = 30
}

/// The fields the command line fills, as plain values.
struct AddRequest: Sendable {
    var kind: EntryKind
    var title: String?
    var description: String?
    var tags: [String]
    var date: Date?
    var place: Location?
    var isPrivate: Bool
    var files: [String]
}

enum AddRunner {
    /// Fills the Add form for `kind`, saves it to the outbox, and (unless told not to) uploads.
    static func run(
        _ options: GlobalOptions, _ entry: EntryOptions, kind: EntryKind, files: [String] = [],
        fill: @escaping @MainActor @Sendable (AddEntryViewModel) -> Void = { _ in }
    ) async throws {
        var context = try CLIContext(options)
        let locked = try await context.start(sending: !entry.noSync)
        let request = AddRequest(
            kind: kind, title: entry.title, description: entry.description, tags: entry.tags,
            date: try entry.date.map(DateArgument.parse), place: try entry.place.map(PlaceArgument.parse),
            isPrivate: !entry.notPrivate, files: files)
        let (item, errors) = await save(request, context: context, reader: try VipsPhotoReader(), fill: fill)
        guard let item else {
            errors.forEach(Terminal.say)
            throw ExitCode(ExitCode32.failure)
        }
        Terminal.say("Added to the outbox (\(item.id.prefix(8))).")
        guard !entry.noSync else { return }
        let code = await Upload.run(context, locked: locked, wait: entry.wait)
        if code != ExitCode32.ok { throw ExitCode(code) }
    }

    /// The Add sheet's view model, filled as a person would; the outbox item, or what is wrong.
    @MainActor
    private static func save(
        _ request: AddRequest, context: CLIContext, reader: VipsPhotoReader, fill: @MainActor (AddEntryViewModel) -> Void
    ) async -> (OutboxItem?, [String]) {
        let form = AddEntryViewModel(
            outbox: context.service.outbox, photos: reader, tags: NoTagSuggestions(), settings: context.settings.load(),
            environment: context.service.environment, language: context.language)
        form.kind = request.kind
        form.title = request.title ?? ""
        form.details = request.description ?? ""
        form.isPrivate = request.isPrivate
        for path in request.files { form.attach(fileAt: URL(fileURLWithPath: path)) }
        if form.placeSuggestion != nil { form.acceptPlaceSuggestion() }
        if let date = request.date { form.setDate(date) }
        if let place = request.place { form.location = place }
        for tag in request.tags { form.addTag(tag) }
        fill(form)
        guard await form.save() else {
            let fields = form.fieldErrors.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return (nil, fields + [form.formError].compactMap { $0 })
        }
        return (form.savedItem, [])
    }
}

struct AddPhoto: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "photo", abstract: "One entry with one or more photos.")
    @OptionGroup var options: GlobalOptions
    @OptionGroup var entry: EntryOptions
    @Argument(help: "Photo files (JPEG, PNG, HEIC, WebP).") var files: [String]

    func run() async throws { try await AddRunner.run(options, entry, kind: .photo, files: files) }
}

struct AddVoice: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "voice", abstract: "A voice diary (m4a/AAC or WAV, up to 60 s).")
    @OptionGroup var options: GlobalOptions
    @OptionGroup var entry: EntryOptions
    @Argument(help: "The recording.") var file: String

    func run() async throws { try await AddRunner.run(options, entry, kind: .audio, files: [file]) }
}

struct AddText: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "text", abstract: "A text note (simple Markdown).")
    @OptionGroup var options: GlobalOptions
    @OptionGroup var entry: EntryOptions
    @Argument(help: "The text ('-' reads it from standard input).") var text: String

    func run() async throws {
        let body = text == "-" ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : text
        try await AddRunner.run(options, entry, kind: .text) { $0.text = body }
    }
}

struct AddSong: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "song", abstract: "A song you listened to.")
    @OptionGroup var options: GlobalOptions
    @OptionGroup var entry: EntryOptions
    @Option(name: .customLong("song"), help: "The song's title.") var songTitle: String
    @Option(help: "The artist.") var artist: String
    @Option(help: "The album.") var album: String?
    @Option(help: "The genre.") var genre: String?

    func run() async throws {
        let (title, artist, album, genre) = (songTitle, artist, album, genre)
        try await AddRunner.run(options, entry, kind: .song) { form in
            form.songTitle = title
            form.songArtist = artist
            form.songAlbum = album ?? ""
            form.songGenre = genre ?? ""
        }
    }
}

/// The command line offers no tag suggestions (there is nobody to pick them).
struct NoTagSuggestions: TagSuggesting {
    func suggestions(prefix: String, limit: Int) async -> [String] { [] }
}
