import Foundation
import Localization

/// Why a title/body pair can't be saved. Shared by the editor and the server.
public enum NoteValidationError: Error, Equatable, Sendable {
    /// The title is empty or only whitespace: every note needs a title (docs/apps/notes.md#validation).
    case titleRequired
    case titleTooLong(count: Int, max: Int)
    case bodyTooLong(count: Int, max: Int)

    /// The field the error is about, for forms and `problem+json` responses.
    public var field: String {
        switch self {
        case .titleRequired, .titleTooLong: "title"
        case .bodyTooLong: "body"
        }
    }

    /// A clear, localized sentence for the person typing.
    public func message(in language: Language) -> String {
        switch self {
        case .titleRequired:
            NotesText.errorTitleRequired.text(language)
        case .titleTooLong(let count, let max):
            NotesText.errorTitleTooLong.text(language, ["count": String(count), "max": String(max)])
        case .bodyTooLong(let count, let max):
            NotesText.errorBodyTooLong.text(language, ["count": String(count), "max": String(max)])
        }
    }
}

/// The one set of rules for what a note may contain.
public enum NoteValidator {
    /// The title as it is stored: surrounding whitespace and newlines removed.
    public static func normalizedTitle(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first problem with `title` and `body`, or `nil` when they can be saved.
    /// Counts characters as a person does (grapheme clusters), after trimming the title.
    public static func firstError(title: String, body: String) -> NoteValidationError? {
        let title = normalizedTitle(title)
        if title.isEmpty { return .titleRequired }
        let titleCount = title.count
        if titleCount > NoteLimits.titleMaxCharacters {
            return .titleTooLong(count: titleCount, max: NoteLimits.titleMaxCharacters)
        }
        // `utf8.count` bounds `count` from above and is O(1) for native strings; only count
        // characters when the body might really be over the limit.
        if body.utf8.count > NoteLimits.bodyMaxCharacters {
            let bodyCount = body.count
            if bodyCount > NoteLimits.bodyMaxCharacters {
                return .bodyTooLong(count: bodyCount, max: NoteLimits.bodyMaxCharacters)
            }
        }
        return nil
    }

    /// Throws the first problem with `title` and `body`.
    public static func validate(title: String, body: String) throws(NoteValidationError) {
        if let error = firstError(title: title, body: body) { throw error }
    }
}
