import Foundation
import Localization

/// What one list row shows, ready to render: the app's cell and the server's HTML use the same text.
public struct NoteRow: Identifiable, Equatable, Sendable {
    public let id: String
    /// One line, bold in the list.
    public let title: String
    /// One line of body text, or "No additional text".
    public let preview: String
    /// "5 minutes ago", small and secondary.
    public let updatedText: String
    /// What VoiceOver reads: "Title, last updated 5 minutes ago" (docs/apps/notes.md#accessibility).
    public let accessibilityLabel: String

    public init(note: Note, previewLength: PreviewLength, relativeTime: RelativeTimeFormatter, now: Date) {
        let language = relativeTime.language
        id = note.id
        title = Self.oneLine(note.title)
        let preview = NotePreview.make(body: note.body, length: previewLength)
        self.preview = preview.isEmpty ? NotesText.previewEmpty.text(language) : preview
        updatedText = relativeTime.string(for: note.updatedAt, relativeTo: now)
        accessibilityLabel = NotesText.rowAccessibility.text(language, ["title": title, "time": updatedText])
    }

    /// `text` on one line. Almost no title has a line break, and looking for the bytes that can
    /// begin one (CR, LF, VT, FF; NEL and the Unicode separators start with C2 or E2) is far
    /// cheaper than splitting into Characters for every row of every list view.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
