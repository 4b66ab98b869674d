import DisposableAPI
import Foundation
import Observation

/// The camera screen's state: shots left in film style, the shutter, flash and lens. The native
/// camera (AVFoundation) and the web one render it and hand captured bytes to `capture`.
@MainActor
@Observable
public final class CameraViewModel {
    public enum Lens: Sendable { case back, front }
    public enum Flash: Sendable, CaseIterable { case off, on, auto }
    public enum Permission: Sendable { case notDetermined, authorized, denied }

    public var permission: Permission = .notDetermined
    public private(set) var lens: Lens = .back
    public private(set) var flash: Flash = .off
    public private(set) var participation: Components.Schemas.Participation?
    public private(set) var queued: [QueuedUpload] = []
    public private(set) var isCapturing = false
    public private(set) var lastError: String?

    private let eventId: UUID
    private let client: DisposableAPI.Client
    private let queue: UploadQueue
    private let environment: DisposableEnvironment

    public init(eventId: UUID, client: DisposableAPI.Client, queue: UploadQueue, environment: DisposableEnvironment = .live) {
        self.eventId = eventId
        self.client = client
        self.queue = queue
        self.environment = environment
    }

    /// Shots left: the server's count minus shots taken here and not yet on the server.
    public var shotsLeft: Int {
        guard let participation else { return 0 }
        return max(0, participation.shotsLeft - queued.filter(\.isActive).count)
    }


    /// Film style: "07".
    public var counterText: String { shotsLeft < 10 ? "0\(shotsLeft)" : String(shotsLeft) }

    /// Off at 0 shots or after the end; the galleries stay open (docs/apps/disposable.md#shots).
    public var isShutterEnabled: Bool {
        permission == .authorized && !isCapturing && shotsLeft > 0 && (participation?.permissions.canUpload ?? false)
    }

    /// The front lens has no torch: a full-screen white flash lights the face instead
    /// (docs/apps/disposable.md#camera).
    public var usesScreenFlash: Bool { lens == .front && flash != .off }

    /// Torch for the back lens when the flash is on.
    public var usesTorch: Bool { lens == .back && flash == .on }

    /// Where a refused camera permission leads (docs/apps/disposable.md#camera): the personal gallery, with upload
    /// from the library.
    public var showsPersonalGalleryInstead: Bool { permission == .denied }

    public func toggleLens() { lens = lens == .back ? .front : .back }

    public func cycleFlash() {
        let all = Flash.allCases
        flash = all[(all.firstIndex(of: flash)! + 1) % all.count]
    }

    /// Reads the participation and the local queue.
    public func refresh() async {
        do {
            if case .ok(let ok) = try await client.getMyParticipation(path: .init(eventId: eventId.uuidString)) {
                participation = try ok.body.json
            }
            queued = try await queue.items(eventId: eventId)
        } catch {
            lastError = "offline"
        }
    }

    /// Queues a captured (or picked) photo; the count drops at once, the upload follows.
    public func capture(_ photo: Data) async {
        guard isShutterEnabled, let participation else { return }
        isCapturing = true
        defer { isCapturing = false }
        do {
            try await queue.enqueue(
                eventId: eventId, photo: photo, takenAt: environment.now(), source: "camera",
                shotsLeft: participation.shotsLeft)
            queued = try await queue.items(eventId: eventId)
            lastError = nil
        } catch UploadQueueError.noShotsLeft {
            lastError = "no_shots_left"
        } catch {
            lastError = "storage_failed"
        }
    }

    /// "Upload from library": at most as many photos as shots left are queued.
    public func importFromLibrary(_ photos: [Data]) async -> Int {
        guard let participation, participation.permissions.canUpload else { return 0 }
        var added = 0
        for photo in photos.prefix(shotsLeft) {
            do {
                try await queue.enqueue(eventId: eventId, photo: photo, takenAt: environment.now(), source: "library",
                                        shotsLeft: participation.shotsLeft)
                added += 1
            } catch { break }
        }
        queued = (try? await queue.items(eventId: eventId)) ?? queued
        return added
    }

    /// Keeps `queued` current and re-reads the server's count whenever an upload lands.
    public func follow() async {
        var done = queued.filter { $0.state == .done }.count
        for await items in await queue.updates(eventId: eventId) {
            queued = items
            let nowDone = items.filter { $0.state == .done }.count
            if nowDone != done {
                done = nowDone
                await refresh()
            }
        }
    }
}
