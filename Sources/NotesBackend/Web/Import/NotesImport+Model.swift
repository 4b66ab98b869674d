/// `/notes/import`: one file field; a refused file comes back with the reason.
struct NotesImportPage: Sendable {
    var error: String?
}
