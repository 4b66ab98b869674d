import Foundation
import Localization
import MemoryKit
import Observation

/// The Add sheet (docs/apps/memory.md#adding): photo, voice, text or song, with suggestions from the photo's
/// EXIF (date, place) and from the person's own tags. Saving puts the entry in the outbox, so it
/// is kept on the device at once and sent when the network allows.
@MainActor @Observable
public final class AddEntryViewModel {
    /// A file picked for the entry, with what it says about itself.
    public struct Attachment: Equatable, Identifiable, Sendable {
        public let id: Int
        public let name: String
        public let facts: PhotoFacts?
        let url: URL
    }

    public var kind: EntryKind
    public var title = ""
    public var details = ""
    public var text = ""
    public var songTitle = ""
    public var songArtist = ""
    public var songAlbum = ""
    public var songGenre = ""
    public var occurredAt: Date
    public var utcOffsetSeconds: Int
    public var location: Location?
    public var isPrivate = true
    public private(set) var tags: [String] = []
    public private(set) var attachments: [Attachment] = []
    /// Tags to offer for what is typed (the person's most used first).
    public private(set) var tagSuggestions: [String] = []
    /// From the first photo's EXIF; offered until accepted or the date is set by hand.
    public private(set) var dateSuggestion: (date: Date, utcOffsetSeconds: Int)?
    public private(set) var placeSuggestion: Location?
    /// Field (wire name, `song.title`, `file`…) → sentence.
    public private(set) var fieldErrors: [String: String] = [:]
    public private(set) var formError: String?
    public private(set) var isSaving = false
    /// The outbox item of the last save (the entry's local id).
    public private(set) var savedItem: OutboxItem?
    private var dateChangedByHand = false
    private var nextAttachmentID = 0
    private let outbox: Outbox
    private let photos: any PhotoMetadataReading
    private let suggester: any TagSuggesting
    private let environment: ClientEnvironment
    private let language: Localization.Language

    public init(
        outbox: Outbox, photos: any PhotoMetadataReading, tags: any TagSuggesting, settings: ClientSettings,
        environment: ClientEnvironment, language: Localization.Language
    ) {
        self.outbox = outbox
        self.photos = photos
        self.suggester = tags
        self.environment = environment
        self.language = language
        self.kind = settings.defaultKind
        let now = environment.now()
        self.occurredAt = now
        self.utcOffsetSeconds = environment.timeZone().secondsFromGMT(for: now)
    }

    /// The date picked by the person (a suggestion no longer replaces it).
    public func setDate(_ date: Date) {
        occurredAt = date
        utcOffsetSeconds = environment.timeZone().secondsFromGMT(for: date)
        dateChangedByHand = true
        dateSuggestion = nil
    }

    /// Adds a photo or recording; a photo's EXIF date and place are suggested (and the date
    /// used right away unless the person already chose one).
    public func attach(fileAt url: URL) {
        let facts = kind == .photo ? try? photos.facts(ofFileAt: url) : nil
        attachments.append(Attachment(id: nextAttachmentID, name: url.lastPathComponent, facts: facts, url: url))
        nextAttachmentID += 1
        fieldErrors["file"] = nil
        guard attachments.count == 1, let facts else { return }
        if let captured = facts.capturedAt {
            let offset = facts.utcOffsetSeconds ?? environment.timeZone().secondsFromGMT(for: captured)
            if dateChangedByHand { dateSuggestion = (captured, offset) } else { (occurredAt, utcOffsetSeconds) = (captured, offset) }
        }
        if location == nil { placeSuggestion = facts.location }
    }

    public func detach(_ id: Int) {
        attachments.removeAll { $0.id == id }
    }

    public func acceptDateSuggestion() {
        guard let suggestion = dateSuggestion else { return }
        (occurredAt, utcOffsetSeconds) = suggestion
        dateSuggestion = nil
    }

    public func acceptPlaceSuggestion() {
        location = placeSuggestion
        placeSuggestion = nil
    }

    /// "Taken 12 May 2024" for the date chip.
    public var dateSuggestionText: String? {
        dateSuggestion.map { suggestion in
            let formatter = DateFormatter()
            formatter.locale = language.locale
            formatter.timeZone = TimeZone(secondsFromGMT: suggestion.utcOffsetSeconds)
            formatter.setLocalizedDateFormatFromTemplate("dMMMyjjmm")
            return ClientText.exifDateSuggestion.text(language, ["date": formatter.string(from: suggestion.date)])
        }
    }

    /// Offers tags for what is being typed in the tag field.
    public func tagInputChanged(_ input: String) async {
        let offered = await suggester.suggestions(prefix: input, limit: 8)
        let chosen = Set(tags.map(TextFolding.matchKey))
        tagSuggestions = offered.filter { !chosen.contains(TextFolding.matchKey($0)) }
    }

    /// Adds a tag (normalized as the server will: `#Deniz ` is `deniz`).
    public func addTag(_ raw: String) {
        do {
            let tag = try TagRules.normalize(raw, language: language)
            guard !tags.contains(where: { TextFolding.matchKey($0) == TextFolding.matchKey(tag) }) else { return }
            tags.append(tag)
            fieldErrors["tags"] = nil
            tagSuggestions.removeAll { TextFolding.matchKey($0) == TextFolding.matchKey(tag) }
        } catch {
            fieldErrors["tags"] = error.messages(in: language).first
        }
    }

    public func removeTag(_ tag: String) {
        tags.removeAll { $0 == tag }
    }

    /// The draft the fields make.
    public var draft: EntryDraft {
        func optional(_ text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        let song = kind == .song
            ? SongDetails(
                title: songTitle.trimmingCharacters(in: .whitespaces), artist: songArtist.trimmingCharacters(in: .whitespaces),
                album: optional(songAlbum), genre: optional(songGenre))
            : nil
        return EntryDraft(
            kind: kind, title: optional(title), description: optional(details), text: kind == .text ? optional(text) : nil,
            tags: tags, occurredAt: occurredAt, utcOffsetSeconds: utcOffsetSeconds, location: location, song: song,
            isPrivate: isPrivate)
    }

    /// Checks the fields (MemoryKit's rules, the server's own) and queues the entry.
    @discardableResult
    public func save() async -> Bool {
        guard !isSaving else { return false }
        isSaving = true
        defer { isSaving = false }
        formError = nil
        let files = kind == .photo || kind == .audio ? attachments.map { OutboxFileSource.file($0.url) } : []
        do {
            savedItem = try await outbox.create(draft, files: files, language: language)
            fieldErrors = [:]
            return true
        } catch let error as ValidationError {
            fieldErrors = Dictionary(
                zip(error.issues.map(\.field), error.messages(in: language)), uniquingKeysWith: { first, _ in first })
            return false
        } catch {
            formError = ErrorMessage.text(for: error, language: language, fallback: .actionFailed)
            return false
        }
    }
}
