import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import Vapor

/// Reading, listing, replacing and deleting the caller's entries.
extension MemoryAPIHandler {
    func getEntry(_ input: Operations.GetEntry.Input) async throws -> Operations.GetEntry.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.entryId, field: "entryId")
        guard let record = try await req.memoryReads.entry(userID, id) else { throw AppError.notFound("entry") }
        return .ok(.init(body: .json(mapping(req).entry(record))))
    }

    func listEntries(_ input: Operations.ListEntries.Input) async throws -> Operations.ListEntries.Output {
        let (req, userID) = try caller()
        let q = input.query
        let raw = EntryQuery(
            from: q.from, to: q.to, kinds: (q._type ?? []).compactMap { EntryKind(rawValue: $0.rawValue) },
            tags: q.tag ?? [], page: q.page ?? 1, pageSize: q.pageSize ?? EntryQuery.defaultPageSize, search: q.q)
        let query: EntryQuery
        do { query = try raw.validated(language: Self.language(req)) } catch { throw error.appError }
        let list = try await remembered("entries \(Self.key(query)) \(req.language.rawValue)", req, userID) {
            let slice = try await req.memoryReads.timeline(userID, query)
            let mapping = mapping(req)
            return Components.Schemas.EntryPage(
                items: slice.items.map { mapping.entry($0) }, page: query.page, pageSize: query.pageSize, total: slice.total,
                hasMore: query.offset + slice.items.count < slice.total)
        }
        return .ok(.init(body: .json(list)))
    }

    func updateEntry(_ input: Operations.UpdateEntry.Input) async throws -> Operations.UpdateEntry.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.entryId, field: "entryId")
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let repository = entries(req, userID)
        guard let existing = try await req.memoryReads.entry(userID, id) else { throw AppError.notFound("entry") }
        let draft = EntryDraft(
            kind: existing.kind, title: body.title, description: body.description, text: body.text, tags: body.tags,
            occurredAt: body.occurredAt, utcOffsetSeconds: body.utcOffsetSeconds,
            location: await PlaceNaming.named(body.location.map(Self.location), before: existing.location, app: req.application),
            song: body.song.map(Self.song), isPrivate: body.isPrivate)
        let valid: EntryDraft
        do { valid = try EntryRules(now: req.application.clock).validate(draft, language: Self.language(req)) } catch {
            throw error.appError
        }
        if Self.movesAway(from: existing.location, to: valid.location) {
            // The photos' own position is the old place: it goes from the originals before the
            // edit is saved, as when the place is declined on upload (`photoLocation: discard`).
            let inspector = MediaInspector(settings: settings)
            for media in existing.media where media.contentType.hasPrefix("image/") {
                let changed = try await settings.store.edit(at: EntryMedia.location(media.id, owner: userID)) { url in
                    try inspector.erasePlace(ofStored: url)
                }
                if let size = changed {
                    try await EntryChanges.write(userID: userID, on: req.db) { change in
                        try await EntryMedia.query(on: change.db).filter(\.$id == media.id).set(\.$byteSize, to: size).update()
                    }
                }
            }
        }
        guard try await repository.update(id, with: valid, language: Self.language(req), now: req.application.clock()),
            let record = try await req.memoryReads.entry(userID, id)
        else { throw AppError.notFound("entry") }
        return .ok(.init(body: .json(mapping(req).entry(record))))
    }

    /// Whether an edit removes the entry's place or puts it somewhere else (a new name for the
    /// same spot is neither).
    static func movesAway(from old: Location?, to new: Location?) -> Bool {
        guard let old else { return false }
        guard let new else { return true }
        return old.latitude != new.latitude || old.longitude != new.longitude
    }

    func deleteEntry(_ input: Operations.DeleteEntry.Input) async throws -> Operations.DeleteEntry.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.entryId, field: "entryId")
        // Kept for the undo window (the web's Undo), then purged with its files by the sweep.
        guard try await entries(req, userID).delete(id, now: req.application.clock()) else { throw AppError.notFound("entry") }
        return .noContent(.init())
    }

    func mapping(_ req: Request) -> EntryMapping {
        EntryMapping(settings: settings, now: req.application.clock())
    }
}

extension MemoryAPIHandler {
    /// Every input of a validated timeline query, unambiguously (strings are quoted and escaped).
    static func key(_ query: EntryQuery) -> String {
        let bounds = [query.from, query.to].map { $0.map { String($0.timeIntervalSince1970) } ?? "-" }
        return "\(bounds) \(query.kinds.map(\.rawValue)) \(query.tags) \(query.page) \(query.pageSize) "
            + String(reflecting: query.search)
    }
}
