import Fluent
import Foundation
import Localization
import MemoryKit
import ServerCore
import Speech
import SQLKit
import Vapor

/// Turns a voice diary into text in the background, then reads its mood and indexes the words
/// for search. Runs from the database job queue, so a restart loses nothing; a worker that
/// crashed or was busy makes the job retry, while a missing engine or an unreadable recording
/// settles the entry as "unavailable" or "failed" instead of retrying for hours.
enum TranscriptionJob {
    static let kind = "memory.transcription"
    static let maxAttempts = 4

    struct Payload: Codable {
        var userID: UUID
        var entryID: UUID
        var mediaID: UUID
        /// The spoken language (`en`, `tr`, `fr`): the one the user named, or, with `detect`, the
        /// fallback when listening does not tell (the language of the page that uploaded it).
        var language: String
        /// Let the engine pick among the suite's languages by listening. Nil in jobs queued
        /// before detection existed: their language was given.
        var detect: Bool?
    }

    static func payload(_ value: Payload) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    static func run(payload: String, app: Application, settings: MemorySettings) async throws {
        let job = try JSONDecoder().decode(Payload.self, from: Data(payload.utf8))
        guard try await setState(.transcribing, job, app: app) else { return }  // deleted meanwhile
        do {
            // The engine reads a path: the file itself, or a temporary copy of the S3 object.
            let transcript = try await settings.store.withLocalCopy(
                at: EntryMedia.location(job.mediaID, owner: job.userID)
            ) { file in
                try await app.speech.transcribe(TranscriptionRequest(
                    id: job.entryID.uuidString, file: file, language: job.language,
                    detectAmong: job.detect == true ? Language.allCases.map(\.rawValue) : []))
            }
            // What the engine heard it as, if that is one of ours; else what was asked.
            let language = Language(rawValue: transcript.language)?.rawValue ?? job.language
            try await store(transcript.text, language: language, job, app: app)
        } catch let error as SpeechError {
            switch error {
            case .unavailable(let reason):
                app.logger.notice("transcription unavailable for entry \(job.entryID): \(reason)")
                _ = try await setState(.unavailable, job, app: app)
            case .rejected(let reason):
                app.logger.warning("transcription failed for entry \(job.entryID): \(reason)")
                _ = try await setState(.failed, job, app: app)
            case .queueFull, .interrupted:
                // Back to "pending" while the queue retries; the last attempt settles it as failed.
                let attempts = try await JobAttempts.current(kind: kind, payload: payload, on: app.db)
                _ = try await setState(attempts >= maxAttempts ? .failed : .pending, job, app: app)
                if attempts < maxAttempts { throw error }
            }
        }
    }

    /// Saves the text and the language it was heard in unless the owner already corrected it,
    /// reads the mood, indexes it.
    private static func store(_ text: String, language: String, _ job: Payload, app: Application) async throws {
        try await EntryChanges.write(userID: job.userID, on: app.db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == job.entryID)
                .filter(\.$userID == job.userID).first()
            else { return }
            if entry.transcriptEdited != true {
                entry.transcript = text
                entry.transcriptLanguage = language
            }
            entry.transcriptState = TranscriptState.done.rawValue
            entry.updateMood(pageLanguage: Language(rawValue: job.language) ?? .en)
            try await entry.update(on: db)
            try await EntryStore(db: db, userID: job.userID).reindex(job.entryID)
        }
    }

    /// Returns false when the entry is gone.
    private static func setState(_ state: TranscriptState, _ job: Payload, app: Application) async throws -> Bool {
        try await EntryChanges.write(userID: job.userID, on: app.db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == job.entryID)
                .filter(\.$userID == job.userID).first()
            else { return false }
            guard entry.transcriptState != state.rawValue else { return true }
            entry.transcriptState = state.rawValue
            try await entry.update(on: db)
            return true
        }
    }
}

/// How many times the queue has started a job (the running attempt included).
enum JobAttempts {
    static func current(kind: String, payload: String, on db: any Database) async throws -> Int {
        let sql = db.sql
        return try await sql.raw("""
            SELECT attempts FROM jobs WHERE kind = \(bind: kind) AND payload = \(bind: payload) AND state = 'running'
            """).first(decodingColumn: "attempts", as: Int.self) ?? 1
    }
}
