import DisposableAPI
import Fluent
import Foundation
import ServerCore
import Vapor

/// The galleries, one photo, deleting and hiding. Every read goes through `DisposableReads`
/// with the caller's `photoScope`, which applies reveal-later and hiding in SQL.
extension DisposableAPIHandler {
    func listPhotos(_ input: Operations.ListPhotos.Input) async throws -> Operations.ListPhotos.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let page = try await page(req, caller, mineOnly: false, cursor: input.query.cursor, limit: input.query.limit)
        return .ok(.init(body: .json(page)))
    }

    func listMyPhotos(_ input: Operations.ListMyPhotos.Input) async throws -> Operations.ListMyPhotos.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let page = try await page(req, caller, mineOnly: true, cursor: input.query.cursor, limit: input.query.limit)
        return .ok(.init(body: .json(page)))
    }

    private func page(_ req: Request, _ caller: Caller, mineOnly: Bool, cursor: String?, limit: Int?) async throws
        -> Components.Schemas.PhotoPage
    {
        let now = req.application.clock()
        let size = min(max(limit ?? 60, 1), 200)
        let position = try cursor.map(PhotoCursor.init(encoded:))
        let scope = caller.photoScope(now: now, mineOnly: mineOnly)
        let reads = req.disposableReads
        let photos = try await reads.photoPage(scope, position, size + 1)
        // The whole list's size, so a gallery can say how many there are and select all of them.
        let total = try await reads.photoCount(scope)
        let shown = Array(photos.prefix(size))
        let uploaders = try await reads.names(caller.eventID, shown.map(\.participantID))
        let map = mapping(req)
        let sealed = !mineOnly && !caller.seesEveryone(now: now)
        return Components.Schemas.PhotoPage(
            items: shown.map { map.photo($0, uploader: uploaders[$0.participantID], viewer: caller.participantID,
                                         viewerIsOrganizer: caller.isOrganizer) },
            nextCursor: photos.count > size ? shown.last.map { PhotoCursor(photo: $0).encoded } : nil,
            sealed: sealed, totalCount: total,
            revealAt: caller.event.revealMode == "later" ? caller.event.revealAt : nil)
    }

    func getPhoto(_ input: Operations.GetPhoto.Input) async throws -> Operations.GetPhoto.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let photo = try await visiblePhoto(input.path.photoId, caller, req)
        let uploader = try await req.disposableReads.names(caller.eventID, [photo.participantID])[photo.participantID]
        return .ok(.init(body: .json(mapping(req).photo(
            photo, uploader: uploader, viewer: caller.participantID, viewerIsOrganizer: caller.isOrganizer))))
    }

    func deletePhoto(_ input: Operations.DeletePhoto.Input) async throws -> Operations.DeletePhoto.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let photo = try await visiblePhoto(input.path.photoId, caller, req)
        guard caller.isOrganizer || photo.participantID == caller.participantID else {
            throw AppError(.forbidden, code: "not_your_photo", detail: "You can only delete your own photos.")
        }
        try await PhotoRemoval.remove([photo], app: req.application, settings: settings)
        return .noContent(.init())
    }

    func hidePhoto(_ input: Operations.HidePhoto.Input) async throws -> Operations.HidePhoto.Output {
        let (req, caller) = try await caller(input.path.eventId)
        try caller.requireOrganizer()
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        var photo = try await visiblePhoto(input.path.photoId, caller, req)
        if photo.hidden != body.hidden {
            let now = req.application.clock()
            photo.hidden = body.hidden
            try await settings.hub.recording(app: req.application) { [photo] changes in
                try await req.db.transaction { db in
                    try await DisposablePhoto.query(on: db).filter(\.$id == photo.id)
                        .set(\.$hidden, to: photo.hidden).update()
                    // Guests lose a hidden photo like a deleted one; its uploader and the organizer
                    // see it change. Shown again, it reaches guests as new.
                    let guests = EventLogEntry(eventID: photo.eventID, type: body.hidden ? "photo.removed" : "photo.added",
                                               audience: .photo, photoID: photo.id, participantID: photo.participantID, now: now)
                    let owners = EventLogEntry(eventID: photo.eventID, type: "photo.updated", audience: .privileged,
                                               photoID: photo.id, participantID: photo.participantID, now: now)
                    try await changes.append(body.hidden ? guests : owners, on: db)
                    try await changes.append(body.hidden ? owners : guests, on: db)
                }
            }
        }
        let uploader = try await req.disposableReads.names(caller.eventID, [photo.participantID])[photo.participantID]
        return .ok(.init(body: .json(mapping(req).photo(
            photo, uploader: uploader, viewer: caller.participantID, viewerIsOrganizer: true))))
    }

    /// The photo if it exists for this caller; 404 otherwise (existence is not revealed).
    func visiblePhoto(_ rawID: String, _ caller: Caller, _ req: Request) async throws -> PhotoRecord {
        guard let id = UUID(uuidString: rawID), let photo = try await req.disposableReads.photo(caller.eventID, id),
            caller.canSee(photo, now: req.application.clock())
        else { throw AppError.notFound("photo") }
        return photo
    }
}
