/// The person's list preferences: sort order, preview length, search scope (docs/apps/notes.md#settings).
public struct NotesSettings: Codable, Equatable, Sendable {
    public var sortOrder: NoteSortOrder
    public var previewLength: PreviewLength
    public var searchScope: NoteSearchScope

    public init(
        sortOrder: NoteSortOrder = .updatedAt,
        previewLength: PreviewLength = .medium,
        searchScope: NoteSearchScope = .titleAndBody
    ) {
        self.sortOrder = sortOrder
        self.previewLength = previewLength
        self.searchScope = searchScope
    }

    /// Missing or unknown values fall back to the defaults, so settings written by an
    /// older or newer version never block the app.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = NotesSettings()
        sortOrder = (try? container.decode(NoteSortOrder.self, forKey: .sortOrder)) ?? defaults.sortOrder
        previewLength = (try? container.decode(PreviewLength.self, forKey: .previewLength)) ?? defaults.previewLength
        searchScope = (try? container.decode(NoteSearchScope.self, forKey: .searchScope)) ?? defaults.searchScope
    }
}
