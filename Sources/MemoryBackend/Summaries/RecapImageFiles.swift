import Fluent
import Foundation
import Imaging
import Localization
import MemoryKit
import RecapImage
import ServerCore
import SQLKit
import Vapor

/// Renders an owner's recap image (`RecapImage`) from their entries and photos, and keeps each
/// rendering while the owner's data stays the same.
///
/// The key is the owner's revision (`EntryTotals`), which every change to an entry, a tag or a
/// thumbnail bumps: an image is never served after its month changed, and repeated shares of a
/// month cost one rendering. The revision is account-wide, so a change in another month renders
/// this one again too; that is the price of reading one number instead of the month's rows.
struct RecapImageFiles: Sendable {
    let settings: MemorySettings

    struct Rendered: Sendable {
        var bytes: ByteBuffer
        var contentType: String
    }

    func file(
        _ period: SummaryPeriod, template: RecapTemplate, language: Localization.Language, userID: UUID, req: Request
    ) async throws -> Rendered {
        let reads = req.memoryReads
        let revision = try await reads.revision(userID)
        let key = "\(userID.uuidString) \(period) \(template.rawValue) \(language.rawValue)"
        let now = req.application.clock()
        if let hit = settings.recapImages.lookup(key, revision: revision, now: now) {
            return Rendered(bytes: hit.body, contentType: hit.contentType)
        }
        let entries = try await reads.recap(userID, period)
        let summary = SummaryEngine(language: language).summarize(entries, period: period)
        let photos = try await collagePhotos(summary.collagePhotoIds, userID: userID, reads: reads)
        let renderer = RecapImageRenderer(processor: settings.imaging)
        // libvips and librsvg work for a few hundred milliseconds: on the bounded media executor,
        // where the person waiting goes ahead of background thumbnails.
        let data = try await settings.imaging.work.run(.upload) {
            do { return try renderer.file(summary, photos: photos, language: language, template: template) } catch {
                throw AppError(.internalServerError, code: "recap_image_failed", detail: "The recap image could not be drawn.")
            }
        }
        let bytes = ByteBuffer(data: data)
        settings.recapImages.store(key, revision: revision, now: now, contentType: template.contentType, body: bytes)
        return Rendered(bytes: bytes, contentType: template.contentType)
    }

    /// For each collage entry (the caller's own: the query is owner-scoped), its first picture's
    /// largest derivative (upright JPEG without metadata), else its original image.
    private func collagePhotos(_ entryIDs: [String], userID: UUID, reads: MemoryReads) async throws -> [Data] {
        let ids = entryIDs.compactMap(UUID.init(uuidString:))
        guard !ids.isEmpty else { return [] }
        let media = try await reads.media(userID, ids)
        var photos: [Data] = []
        for id in ids {
            guard let file = media[id]?.first(where: { $0.contentType.hasPrefix("image/") }) else { continue }
            let location = EntryMedia.location(file.id, owner: userID, thumbnail: file.thumbnails.max())
            // A file that cannot be read leaves a gap in the collage, not an error.
            if let data = try? await settings.store.data(at: location) { photos.append(data) }
        }
        return photos
    }
}
