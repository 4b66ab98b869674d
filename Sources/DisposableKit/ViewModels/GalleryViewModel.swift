import DisposableAPI
import Foundation
import Observation

/// The general gallery (everyone's photos) or the personal one (mine), kept live: new photos
/// appear, deleted or hidden ones go, and a reveal opens the sealed gallery, without a reload.
@MainActor
@Observable
public final class GalleryViewModel {
    public enum Scope: Sendable { case everyone, mine }

    public let scope: Scope
    public private(set) var photos: [Components.Schemas.Photo] = []
    /// Before a later reveal, a guest's general gallery is sealed: only their own photos.
    public private(set) var isSealed = false
    public private(set) var revealAt: Date?
    public private(set) var hasMore = false
    public private(set) var isLoading = false
    public private(set) var isLive = false
    public private(set) var lastError: String?
    /// The photo waiting for "Delete? This cannot be undone."
    public var pendingDeletion: Components.Schemas.Photo?

    private var cursor: String?
    private var lastEventId: Int64?
    private let eventId: UUID
    private let client: DisposableAPI.Client
    private let environment: DisposableEnvironment

    public init(eventId: UUID, scope: Scope, client: DisposableAPI.Client, environment: DisposableEnvironment = .live) {
        self.eventId = eventId
        self.scope = scope
        self.client = client
        self.environment = environment
    }

    /// "No photos available" (docs/apps/disposable.md#galleries).
    public var isEmpty: Bool { photos.isEmpty && !isLoading }

    /// Seconds until the reveal while sealed; nil otherwise (no countdown for reveal-now).
    public var revealCountdown: TimeInterval? {
        guard isSealed, let revealAt else { return nil }
        return max(0, revealAt.timeIntervalSince(environment.now()))
    }

    /// The first page again (on open, after a reveal).
    public func reload() async {
        cursor = nil
        photos = []
        await loadMore()
    }

    public func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page: Components.Schemas.PhotoPage?
            let path = Operations.ListPhotos.Input.Path(eventId: eventId.uuidString)
            switch scope {
            case .everyone:
                let output = try await client.listPhotos(path: path, query: .init(cursor: cursor))
                if case .ok(let ok) = output { page = try ok.body.json } else { page = nil }
            case .mine:
                let output = try await client.listMyPhotos(path: .init(eventId: eventId.uuidString), query: .init(cursor: cursor))
                if case .ok(let ok) = output { page = try ok.body.json } else { page = nil }
            }
            guard let page else { return lastError = "not_found" }
            let known = Set(photos.map(\.id))
            photos += page.items.filter { !known.contains($0.id) }
            cursor = page.nextCursor
            hasMore = page.nextCursor != nil
            isSealed = page.sealed
            revealAt = page.revealAt
            lastError = nil
        } catch {
            lastError = "offline"
        }
    }

    /// Applies one live update (the order of the event log).
    public func apply(_ update: LiveUpdate) async {
        switch update {
        case .connected: isLive = true
        case .disconnected: isLive = false
        case .event(let event):
            lastEventId = event.id
            switch event._type {
            case .photo_added, .photo_updated:
                guard let photo = event.photo else { return }
                if let index = photos.firstIndex(where: { $0.id == photo.id }) {
                    photos[index] = photo
                } else if scope == .everyone || photo.isMine {
                    photos.insert(photo, at: 0)
                    photos.sort { $0.uploadedAt > $1.uploadedAt }
                }
            case .photo_removed:
                photos.removeAll { $0.id == event.photoId }
            case .event_revealed, .stream_reset:
                // A reset: the server's log no longer reaches our position (a restored database).
                await reload()
            case .event_ended, .participant_joined:
                break
            }
        }
    }

    /// Follows the event's live stream until the task is cancelled.
    public func listen(_ stream: LiveEventStream) async {
        do {
            for try await update in stream.updates(after: lastEventId) { await apply(update) }
        } catch {
            isLive = false
            lastError = "not_allowed"
        }
    }

    /// Asks for confirmation first; `confirmDeletion` does it.
    public func requestDeletion(of photo: Components.Schemas.Photo) { pendingDeletion = photo }

    /// Deletes for good (every copy); the shot is not given back.
    public func confirmDeletion() async {
        guard let photo = pendingDeletion else { return }
        pendingDeletion = nil
        do {
            switch try await client.deletePhoto(path: .init(eventId: eventId.uuidString, photoId: photo.id)) {
            case .noContent: photos.removeAll { $0.id == photo.id }
            case .forbidden: lastError = "not_your_photo"
            default: lastError = "not_found"
            }
        } catch {
            lastError = "offline"
        }
    }
}
