import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import NIOConcurrencyHelpers
import ServerCore
import Vapor

/// `POST /api/entries`: multipart metadata + files, idempotent with `Idempotency-Key`.
extension MemoryAPIHandler {
    func createEntry(_ input: Operations.CreateEntry.Input) async throws -> Operations.CreateEntry.Output {
        let (req, userID) = try caller()
        let intake = try await UploadIntake.read(input.body, store: settings.store, limits: settings.limits)
        // Once committed, the staged files belong to the commit (moved, or pending for the
        // reconciler); until then (refused, failed, an idempotent replay) they go.
        let committed = NIOLockedValueBox(false)
        defer { if !committed.withLockedValue({ $0 }) { intake.discard() } }
        guard let metadata = intake.metadata else {
            throw ValidationError([FieldIssue(field: "metadata", reason: .required)]).appError
        }
        let operation = { (recorder: Idempotency.Recorder?) in
            try await self.create(req, userID: userID, metadata: metadata, intake: intake, recorder: recorder) {
                committed.withLockedValue { $0 = true }
            }
        }
        let stored: Idempotency.StoredResponse
        if let key = input.headers.idempotencyKey {
            guard (1...255).contains(key.count) else {  // the contract's limit
                throw ValidationError([FieldIssue(field: "Idempotency-Key", reason: .tooLong)]).appError
            }
            // The key commits with the entry: a crash before the commit leaves neither (the
            // retry runs again), a crash after leaves both (the retry gets this answer).
            stored = try await req.idempotency.runCommitting(
                userID: userID, scope: "memory.createEntry", key: key, requestHash: intake.requestHash, operation)
        } else {
            stored = try await operation(nil)
        }
        let entry = try JSONDecoder.api.decode(Components.Schemas.Entry.self, from: stored.body)
        return .created(.init(headers: .init(location: stored.location), body: .json(entry)))
    }

    private func create(
        _ req: Request, userID: UUID, metadata: Components.Schemas.EntryMetadata, intake: UploadIntake,
        recorder: Idempotency.Recorder?, didCommit: () -> Void
    ) async throws -> Idempotency.StoredResponse {
        let now = req.application.clock()
        let rules = EntryRules(now: req.application.clock)
        let kind = EntryKind(rawValue: metadata.kind.rawValue) ?? .text
        do { try rules.validateFiles(kind: kind, count: intake.files.count) } catch { throw error.appError }
        let inspector = MediaInspector(settings: settings)
        var inspectedFiles: [MediaInspector.Inspected] = []
        for file in intake.files { inspectedFiles.append(try await inspector.inspect(file, kind: kind)) }
        var exif = ExifSuggestion(images: inspectedFiles.compactMap(\.image), offset: metadata.utcOffsetSeconds)
        if metadata.photoLocation == .discard {
            // The person said no to the photo's place: not the entry's, not suggested, not stored.
            exif.location = nil
            for index in inspectedFiles.indices where inspectedFiles[index].image != nil {
                // Erasing may drop a part the place hid in: the stored size is the file's now.
                inspectedFiles[index].media.byteSize = try inspector.erasePlace(intake.files[index])
            }
        }
        let inspected = inspectedFiles
        let suggestion = exif
        let draft = EntryDraft(
            kind: kind, title: metadata.title, description: metadata.description, text: metadata.text,
            tags: metadata.tags ?? [], occurredAt: metadata.occurredAt ?? suggestion.date ?? now,
            utcOffsetSeconds: metadata.utcOffsetSeconds ?? suggestion.utcOffsetSeconds ?? 0,
            location: await PlaceNaming.named(metadata.location.map(Self.location) ?? suggestion.location, app: req.application),
            song: metadata.song.map(Self.song),
            isPrivate: metadata.isPrivate ?? true)
        let valid: EntryDraft
        do { valid = try rules.validate(draft, language: Self.language(req)) } catch { throw error.appError }
        let placeSuggestion = try await PlaceSuggestions.make(
            for: suggestion, occurredAt: valid.occurredAt, utcOffsetSeconds: valid.utcOffsetSeconds, tags: valid.tags,
            userID: userID, language: Self.language(req), app: req.application, reads: req.memoryReads)
        // A voice diary is transcribed in the spoken language the client names; else the engine
        // listens for it, falling back to the language of the entry's title and description when
        // they tell one, else the page's.
        let written = [valid.title, valid.description].compactMap { $0 }.joined(separator: "\n")
        let entryLanguage = LanguageIdentifier.identify(written, tieBreaker: Self.language(req)).language
        let spoken = metadata.language?.rawValue ?? (entryLanguage ?? Self.language(req)).rawValue
        let detect = metadata.language == nil
        let audioID = kind == .audio ? inspected.first?.media.id : nil
        // The transcript's language is known now only when the user named it; else once heard.
        let transcription: (state: TranscriptState, language: String?)? = switch await req.application.speech.status() {
        case _ where audioID == nil: nil
        case .unavailable: (.unavailable, metadata.language?.rawValue)
        default: (.pending, metadata.language?.rawValue)
        }

        // Rows, jobs and the files commit together (ServerCore's crash-safe commit).
        let placements = zip(intake.files, inspected).map { file, item in
            MediaPlacement(staged: file.staged, location: EntryMedia.location(item.media.id, owner: userID))
        }
        let response = try await settings.store.commit(placements, on: req.db, now: now, logger: req.logger) { db in
            let id = try await entries(req, userID).create(
                valid, media: inspected.map(\.media), suggestions: suggestion.json(place: placeSuggestion),
                transcript: transcription, language: Self.language(req), now: now, on: db)
            if let audioID, transcription?.state == .pending {
                let payload = TranscriptionJob.Payload(
                    userID: userID, entryID: id, mediaID: audioID, language: spoken, detect: detect)
                try await req.application.jobs.enqueue(
                    TranscriptionJob.kind, payload: try TranscriptionJob.payload(payload),
                    maxAttempts: TranscriptionJob.maxAttempts, on: db, now: now)
            }
            for item in inspected where item.image != nil {
                try await req.application.jobs.enqueue(
                    ThumbnailJob.kind, payload: ThumbnailJob.payload(userID: userID, mediaID: item.media.id),
                    on: db, now: now)
            }
            let response = try await self.response(created: id, userID: userID, now: now, on: db)
            try await recorder?.record(response, on: db)
            return response
        }
        didCommit()
        return response
    }

    /// The 201 answer for a new entry, read inside the transaction that creates it.
    private func response(created id: UUID, userID: UUID, now: Date, on db: any Database) async throws
        -> Idempotency.StoredResponse
    {
        guard let record = try await MemoryReads.live(db.sql).entry(userID, id) else { throw AppError.notFound("entry") }
        let body = try JSONEncoder.api.encode(EntryMapping(settings: settings, now: now).entry(record))
        return .init(status: 201, body: body, location: "/api/entries/\(id.uuidString)")
    }

    static func location(_ value: Components.Schemas.Location) -> Location {
        Location(latitude: value.latitude, longitude: value.longitude, name: value.name)
    }

    static func song(_ value: Components.Schemas.Song) -> SongDetails {
        SongDetails(title: value.title, artist: value.artist, album: value.album, genre: value.genre,
                    playedAt: value.playedAt, source: value.source.flatMap { SongSource(rawValue: $0.rawValue) } ?? .manual,
                    listenedMilliseconds: value.listenedSeconds.map { $0 * 1000 })
    }
}
