/// Where a voice diary's transcript stands (`memory_entries.transcript_state`).
enum TranscriptState: String, Sendable {
    /// Queued: the entry shows "transcribing…".
    case pending
    /// The worker has it.
    case transcribing
    case done
    /// No engine on this server (no model, turned off, or it cannot start).
    case unavailable
    /// The engine could not read the recording, or gave up after its retries.
    case failed
}
