/// `/memory/new`: the add sheet (seed §6 "Add (+)"): photo, voice, text or song, with tags.
/// memory.js turns the form into an outbox item (`metadata` + `file` parts for
/// `POST /api/entries`), so a save shows at once and survives a lost connection.
struct AddEntryPage: Sendable {
    /// Whose outbox the save goes into (see `MemoryWebController.outboxAccount`).
    var outboxAccount: String
    /// The recorder's limit ring (the server's `MEMORY_MAX_AUDIO_SECONDS`).
    var maxAudioSeconds: Int
    /// Why the last plain-form save was refused (the API's message, naming the field).
    var error: String? = nil
}
