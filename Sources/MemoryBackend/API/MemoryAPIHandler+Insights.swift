import Fluent
import Foundation
import MemoryAPI
import Localization
import MemoryKit
import ServerCore
import Vapor

/// A voice diary's transcript corrected by its owner, and fresh place and tag suggestions.
extension MemoryAPIHandler {
    func updateTranscript(_ input: Operations.UpdateTranscript.Input) async throws -> Operations.UpdateTranscript.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.entryId, field: "entryId")
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let text = body.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= 20_000 else {
            throw ValidationError([FieldIssue(field: "text", reason: .tooLong)]).appError
        }
        let language = Self.language(req)
        let now = req.application.clock()
        let found = try await EntryChanges.write(userID: userID, on: req.db) { change -> Bool in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            guard entry.kind == EntryKind.audio.rawValue else { throw Self.notAVoiceDiary }
            entry.transcript = text
            entry.transcriptEdited = true
            entry.transcriptState = TranscriptState.done.rawValue
            // The corrected words tell their language; what was heard only breaks a tie.
            let heard = entry.transcriptLanguage.flatMap(Language.init(rawValue:))
            let told = LanguageIdentifier.identify(text, tieBreaker: heard ?? language).language
            entry.transcriptLanguage = (told ?? heard ?? language).rawValue
            entry.updateMood(pageLanguage: language)
            entry.updatedAt = now
            try await entry.update(on: db)
            try await EntryStore(db: db, userID: userID).reindex(id)
            return true
        }
        guard found, let record = try await req.memoryReads.entry(userID, id) else { throw AppError.notFound("entry") }
        return .ok(.init(body: .json(mapping(req).entry(record))))
    }

    func getEntrySuggestions(_ input: Operations.GetEntrySuggestions.Input) async throws
        -> Operations.GetEntrySuggestions.Output
    {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.entryId, field: "entryId")
        guard let record = try await req.memoryReads.entry(userID, id) else { throw AppError.notFound("entry") }
        // The entry's own position first; else what its photo's EXIF said at upload.
        let stored = record.suggestions.flatMap(EntryMapping.decodeSuggestions)
        let position = record.location ?? stored?.location.map { Location(latitude: $0.latitude, longitude: $0.longitude) }
        let exif = ExifSuggestion(location: position)
        let result = try await PlaceSuggestions.make(
            for: exif, occurredAt: record.occurredAt, utcOffsetSeconds: record.utcOffsetSeconds, tags: record.tags,
            userID: userID, language: Self.language(req), app: req.application, reads: req.memoryReads)
        return .ok(.init(body: .json(.init(
            occurredAt: stored?.occurredAt, utcOffsetSeconds: stored?.utcOffsetSeconds,
            location: position.map { .init(latitude: $0.latitude, longitude: $0.longitude, name: result.place?.place.label) },
            place: result.place.map(PlaceSuggestions.place), tags: result.tags.map(PlaceSuggestions.tag)))))
    }

    static let notAVoiceDiary = AppError(
        .conflict, code: "not_a_voice_diary", detail: "Only voice diaries have a transcript.", field: "entryId")
}
