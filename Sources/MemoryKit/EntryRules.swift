import Foundation
import Localization

/// The rules every entry obeys, checked by the client before sending and by the server again.
public struct EntryRules: Sendable {
    public var titleMaxLength = 200
    public var descriptionMaxLength = 5_000
    public var textMaxLength = 50_000
    public var songFieldMaxLength = 200
    /// The earliest `occurredAt` accepted (old scanned photos are fine, year 0 is a bug).
    public var earliest = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01T00:00:00Z
    /// How far in the future `occurredAt` may be: clocks drift and time zones differ.
    public var futureTolerance: TimeInterval = 86_400
    /// The clock, injected so tests pin "now".
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// When a memory may have happened: from `earliest` to `futureTolerance` past now. The API
    /// checks it; the add sheet's date field takes it as its bounds.
    public var occurredAtRange: ClosedRange<Date> {
        earliest...now().addingTimeInterval(futureTolerance)
    }

    /// UTC offsets exist from −12:00 to +14:00, in quarter hours (Nepal is +05:45).
    public static func isValidOffset(_ seconds: Int) -> Bool {
        (-12 * 3600...14 * 3600).contains(seconds) && seconds % 900 == 0
    }

    /// Checks `draft` and returns it with tags normalized; throws every issue at once.
    public func validate(_ draft: EntryDraft, language: Language) throws(ValidationError) -> EntryDraft {
        var collector = IssueCollector()
        var result = draft
        checkLength(draft.title, max: titleMaxLength, "title", &collector)
        checkLength(draft.description, max: descriptionMaxLength, "description", &collector)
        checkLength(draft.text, max: textMaxLength, "text", &collector)
        collector.check(occurredAtRange.contains(draft.occurredAt), "occurredAt", .outOfRange)
        collector.check(Self.isValidOffset(draft.utcOffsetSeconds), "utcOffsetSeconds", .outOfRange)
        draft.location?.collectIssues(into: &collector)
        checkKindSpecific(draft, &collector)
        do throws(ValidationError) {
            result.tags = try TagRules.normalize(draft.tags, language: language)
        } catch {
            error.issues.forEach { collector.add($0.field, $0.reason) }
        }
        try collector.throwIfAny()
        return result
    }

    private func checkKindSpecific(_ draft: EntryDraft, _ collector: inout IssueCollector) {
        switch draft.kind {
        case .text:
            collector.check(!(draft.text ?? "").allSatisfy(\.isWhitespace), "text", .required)
        case .song:
            guard let song = draft.song else { return collector.add("song", .required) }
            collector.check(!song.title.allSatisfy(\.isWhitespace), "song.title", .required)
            collector.check(!song.artist.allSatisfy(\.isWhitespace), "song.artist", .required)
            for (value, field) in [(song.title, "title"), (song.artist, "artist"), (song.album, "album"), (song.genre, "genre")] {
                checkLength(value, max: songFieldMaxLength, "song.\(field)", &collector)
            }
        case .photo, .audio:
            break
        }
        if let played = draft.song?.listenedMilliseconds {
            // A day at most: the contract's `listenedSeconds` bound, checked on every kind.
            collector.check((0...86_400_000).contains(played), "song.listenedSeconds", .outOfRange)
        }
    }

    /// Photo entries need at least one file, audio exactly one, text and song none.
    public func validateFiles(kind: EntryKind, count: Int) throws(ValidationError) {
        let ok =
            switch kind {
            case .photo: count >= 1
            case .audio: count == 1
            case .text, .song: count == 0
            }
        if !ok { throw ValidationError([FieldIssue(field: "file", reason: count == 0 ? .required : .tooMany)]) }
    }

    private func checkLength(_ value: String?, max: Int, _ field: String, _ collector: inout IssueCollector) {
        if let value { collector.check(value.count <= max, field, .tooLong) }
    }
}
