import Foundation
import MemoryKit

/// `/memory/new`: the add sheet (docs/apps/memory.md#adding): photo, voice, text or song, with tags.
/// memory.js turns the form into an outbox item (`metadata` + `file` parts for
/// `POST /api/entries`), so a save shows at once and survives a lost connection.
struct AddEntryPage: Sendable {
    /// Whose outbox the save goes into (see `MemoryWebController.outboxAccount`).
    var outboxAccount: String
    /// The recorder's limit ring (the server's `MEMORY_MAX_AUDIO_SECONDS`).
    var maxAudioSeconds: Int
    /// The earliest and latest moment a memory may have happened (`EntryRules`), as the date
    /// field's bounds: a browser then refuses a year 2999 before anything is queued.
    var dateRange: ClosedRange<Date>
    /// Why the last plain-form save was refused (the API's message, naming the field).
    var error: String? = nil
    /// The person's most used tags, offered under the tags field (tapping one adds it).
    var frequentTags: [String] = []

    init(outboxAccount: String, maxAudioSeconds: Int, now: Date, error: String? = nil) {
        self.outboxAccount = outboxAccount
        self.maxAudioSeconds = maxAudioSeconds
        self.dateRange = EntryRules(now: { now }).occurredAtRange
        self.error = error
    }
}
