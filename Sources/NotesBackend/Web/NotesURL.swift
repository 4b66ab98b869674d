import WebUI

/// Every address of the Notes web app: the routes are registered from these values and every
/// link and redirect is made from them.
public enum NotesURL: SiteURL {
    case list
    case new
    case deleteSelected
    case restore
    case exportJSON
    case exportMarkdown
    case importNotes
    case note(Parameter<String>)
    case deleteNote(Parameter<String>)

    /// The name of the note id in `note` and `deleteNote` routes.
    public static let noteID = "id"

    public var pathSegments: [PathSegment] {
        switch self {
        case .list: ["notes"]
        case .new: ["notes", "new"]
        case .deleteSelected: ["notes", "delete"]
        case .restore: ["notes", "restore"]
        case .exportJSON: ["notes", "export.json"]
        case .exportMarkdown: ["notes", "export.zip"]
        case .importNotes: ["notes", "import"]
        case .note(let id): ["notes", .parameter(Self.noteID, id)]
        case .deleteNote(let id): ["notes", .parameter(Self.noteID, id), "delete"]
        }
    }
}
