import Localization

/// Where a search looks: titles and text by default (as Apple Notes does); titles only is a
/// setting (docs/apps/notes.md#search).
public enum NoteSearchScope: String, Codable, CaseIterable, Sendable {
    case title
    case titleAndBody
}

/// A note search: the suite's one folded search (`SearchQuery`, in Localization).
public typealias NoteSearchQuery = SearchQuery
