import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import Vapor

/// The caller's tags: list with counts, create, rename, delete, and most-used suggestions.
extension MemoryAPIHandler {
    func listTags(_ input: Operations.ListTags.Input) async throws -> Operations.ListTags.Output {
        let (req, userID) = try caller()
        let tags = try await remembered("tags", req, userID) {
            try await req.memoryReads.tags(userID, .all)
        }
        return .ok(.init(body: .json(.init(items: tags.map(Self.tag)))))
    }

    func suggestTags(_ input: Operations.SuggestTags.Input) async throws -> Operations.SuggestTags.Output {
        let (req, userID) = try caller()
        let limit = input.query.limit ?? 10
        guard (1...50).contains(limit) else {
            throw ValidationError([FieldIssue(field: "limit", reason: .outOfRange)]).appError
        }
        let tags = try await req.memoryReads.tags(userID, TagFilter(prefix: input.query.prefix, orderByUse: true, limit: limit))
        return .ok(.init(body: .json(.init(items: tags.map(Self.tag)))))
    }

    func createTag(_ input: Operations.CreateTag.Input) async throws -> Operations.CreateTag.Output {
        let (req, userID) = try caller()
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let name = try normalizedTag(body.name, req)
        // Of parallel creates of one name exactly one makes it; the others are told it exists.
        // Recorded as a change: the tag list is kept while the owner's revision stands, so a
        // create outside it left the new tag out of the list until some other write.
        let id = try await EntryChanges.write(userID: userID, on: req.db) { change in
            let repository = TagRepository(db: change.db, userID: userID)
            guard try await repository.insertIfMissing(name) else { throw Self.tagExists }
            return try await repository.findOrCreate(name)
        }
        return .created(.init(body: .json(.init(id: id.uuidString, name: name, entryCount: 0))))
    }

    func renameTag(_ input: Operations.RenameTag.Input) async throws -> Operations.RenameTag.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.tagId, field: "tagId")
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let name = try normalizedTag(body.name, req)
        guard let tag = try await TagRepository(db: req.db, userID: userID).find(id) else { throw AppError.notFound("tag") }
        let key = TextFolding.matchKey(name)
        if let other = try await req.memoryReads.tagID(userID, key), other != id { throw Self.tagExists }
        tag.name = name
        tag.matchKey = key
        let count = try await EntryChanges.write(userID: userID, on: req.db) { change in
            let db = change.db
            try await tag.update(on: db)
            let tagged = try await MemoryReads.live(db.sql).taggedEntries(userID, id)
            try await Self.reindex(tagged, userID, on: db)
            return tagged.count
        }
        return .ok(.init(body: .json(.init(id: id.uuidString, name: name, entryCount: count))))
    }

    func deleteTag(_ input: Operations.DeleteTag.Input) async throws -> Operations.DeleteTag.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.tagId, field: "tagId")
        guard let tag = try await TagRepository(db: req.db, userID: userID).find(id) else {
            throw AppError.notFound("tag")
        }
        try await EntryChanges.write(userID: userID, on: req.db) { change in
            let db = change.db
            let tagged = try await MemoryReads.live(db.sql).taggedEntries(userID, id)
            try await EntryTagLink.query(on: db).filter(\.$tag.$id == id).delete()
            try await tag.delete(on: db)
            try await Self.reindex(tagged, userID, on: db)
        }
        return .noContent(.init())
    }

    private func normalizedTag(_ raw: String, _ req: Request) throws -> String {
        do { return try TagRules.normalize(raw, language: Self.language(req), field: "name") } catch {
            throw error.appError
        }
    }

    /// Tags are part of the entries' search text, so entries carrying a changed tag are
    /// indexed again (inside the change, whose revision bump covers what the timeline shows).
    private static func reindex(_ ids: [UUID], _ userID: UUID, on db: any Database) async throws {
        let repository = EntryStore(db: db, userID: userID)
        for id in ids { try await repository.reindex(id) }
    }

    static func tag(_ counted: CountedTag) -> Components.Schemas.Tag {
        .init(id: counted.id.uuidString, name: counted.name, entryCount: counted.count)
    }

    static let tagExists = AppError(.conflict, code: "tag_exists", detail: "A tag with this name exists.", field: "name")
}
