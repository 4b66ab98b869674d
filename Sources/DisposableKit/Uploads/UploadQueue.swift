import Foundation
import GRDB

/// Why a shot could not be queued.
public enum UploadQueueError: Error, Equatable, Sendable {
    /// As many shots are already queued as the participant has left.
    case noShotsLeft
    case unknownUpload
}

/// The device's outbox of shots: each is stored locally first (docs/apps/disposable.md#uploads), then sent in the
/// order taken, with exponential backoff and jitter between failed tries. The client photo id
/// travels with every try, so the server stores a retried photo once and charges one shot.
///
/// Survives restarts: rows and bytes live in SQLite and a `PhotoFileStore`; a shot that was
/// `uploading` when the app died goes back to `pending` when the queue opens.
public actor UploadQueue {
    private let database: any DatabaseWriter
    private let files: any PhotoFileStore
    private let uploader: any PhotoUploading
    private let environment: DisposableEnvironment
    private let backoff: Backoff
    private var observers: [UUID: (eventId: UUID, continuation: AsyncStream<[QueuedUpload]>.Continuation)] = [:]
    private var wakeUp: AsyncStream<Void>.Continuation?

    public init(
        database: any DatabaseWriter, files: any PhotoFileStore, uploader: any PhotoUploading,
        environment: DisposableEnvironment = .live, backoff: Backoff = .init()
    ) throws {
        self.database = database
        self.files = files
        self.uploader = uploader
        self.environment = environment
        self.backoff = backoff
        var migrator = DatabaseMigrator()
        QueuedUpload.migrate(&migrator)
        try migrator.migrate(database)
        let now = environment.now()
        try database.write { db in
            try QueuedUpload.filter(Column("state") == QueuedUpload.State.uploading.rawValue)
                .updateAll(db, Column("state").set(to: QueuedUpload.State.pending.rawValue), Column("nextAttemptAt").set(to: now))
        }
    }

    /// Stores a new shot and queues it. Refused when `shotsLeft` (the server's last word) are
    /// all queued already, so the device never holds more shots than it may send.
    @discardableResult
    public func enqueue(
        eventId: UUID, photo data: Data, takenAt: Date, source: String = "camera", shotsLeft: Int
    ) throws -> QueuedUpload {
        let now = environment.now()
        let upload = QueuedUpload(
            clientPhotoId: environment.makeID(), eventId: eventId, takenAt: takenAt, source: source, state: .pending,
            attempts: 0, nextAttemptAt: now, lastError: nil, remotePhotoId: nil, createdAt: now)
        try files.write(data, name: upload.fileName)
        do {
            try database.write { db in
                let queued = try QueuedUpload.filter(Column("eventId") == eventId)
                    .filter(Column("state") != QueuedUpload.State.done.rawValue).fetchCount(db)
                guard queued < shotsLeft else { throw UploadQueueError.noShotsLeft }
                try upload.insert(db)
            }
        } catch {
            files.delete(name: upload.fileName)
            throw error
        }
        notify(eventId)
        wakeUp?.yield()
        return upload
    }

    /// Every shot of an event, newest first.
    public func items(eventId: UUID) throws -> [QueuedUpload] {
        try database.read { db in
            try QueuedUpload.filter(Column("eventId") == eventId)
                .order(Column("createdAt").desc).fetchAll(db)
        }
    }

    /// Shots of this event not yet on the server (they already count against the shots left).
    public func activeCount(eventId: UUID) throws -> Int {
        try items(eventId: eventId).filter(\.isActive).count
    }

    /// The stored bytes of a queued shot (the personal gallery shows them before the upload).
    public func photoData(_ clientPhotoId: UUID) throws -> Data {
        try files.read(name: clientPhotoId.uuidString.lowercased())
    }

    /// Sends every shot that is due now, oldest first; returns how many tries were made.
    @discardableResult
    public func processDue() async throws -> Int {
        var tries = 0
        while let next = try nextDue() {
            tries += 1
            try await send(next)
        }
        return tries
    }

    /// A failed shot goes back in line now (after the person fixed what was wrong, or to try anyway).
    public func retry(_ clientPhotoId: UUID) throws {
        let upload = try update(clientPhotoId) { upload in
            upload.state = .pending
            upload.attempts = 0
            upload.nextAttemptAt = self.environment.now()
        }
        notify(upload.eventId)
        wakeUp?.yield()
    }

    /// Drops a shot that will not be sent (its bytes too).
    public func discard(_ clientPhotoId: UUID) throws {
        guard let upload = try database.read({ db in try QueuedUpload.fetchOne(db, key: clientPhotoId) }) else {
            throw UploadQueueError.unknownUpload
        }
        _ = try database.write { db in try upload.delete(db) }
        files.delete(name: upload.fileName)
        notify(upload.eventId)
    }

    /// The queue's content for an event now and after every change.
    public func updates(eventId: UUID) -> AsyncStream<[QueuedUpload]> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: [QueuedUpload].self, bufferingPolicy: .bufferingNewest(1))
        observers[id] = (eventId, continuation)
        continuation.yield((try? items(eventId: eventId)) ?? [])
        continuation.onTermination = { _ in Task { await self.removeObserver(id) } }
        return stream
    }

    /// Runs until cancelled: sends what is due, then sleeps until the next retry or a new shot.
    public func run() async {
        let (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        wakeUp = continuation
        var iterator = signals.makeAsyncIterator()
        while !Task.isCancelled {
            _ = try? await processDue()
            let wait = (try? nextAttemptDate()).flatMap { $0 }.map { max(0.05, $0.timeIntervalSince(environment.now())) }
            // Sleep until the next retry is due or a new shot arrives, whichever comes first.
            let sleeper = Task { [environment] in
                try? await environment.sleep(.milliseconds(Int((wait ?? 3600) * 1000)))
                continuation.yield()
            }
            _ = await iterator.next()
            sleeper.cancel()
        }
    }

    private func removeObserver(_ id: UUID) { observers[id] = nil }

    private func nextDue() throws -> QueuedUpload? {
        let now = environment.now()
        return try database.read { db in
            try QueuedUpload.filter(Column("state") == QueuedUpload.State.pending.rawValue)
                .filter(Column("nextAttemptAt") <= now).order(Column("createdAt")).fetchOne(db)
        }
    }

    private func nextAttemptDate() throws -> Date? {
        try database.read { db in
            try Date.fetchOne(db, QueuedUpload.filter(Column("state") == QueuedUpload.State.pending.rawValue)
                .select(min(Column("nextAttemptAt"))))
        }
    }

    private func send(_ upload: QueuedUpload) async throws {
        let sending = try update(upload.clientPhotoId) { $0.state = .uploading; $0.attempts += 1 }
        notify(upload.eventId)
        let data: Data
        do {
            data = try files.read(name: upload.fileName)
        } catch {
            _ = try update(upload.clientPhotoId) { $0.state = .failed; $0.lastError = "photo_missing" }
            notify(upload.eventId)
            return
        }
        let outcome = await uploader.upload(UploadRequest(
            eventId: upload.eventId, clientPhotoId: upload.clientPhotoId, takenAt: upload.takenAt, source: upload.source,
            data: data))
        let now = environment.now()
        let random = environment.random()
        switch outcome {
        case .stored(let photoId):
            _ = try update(upload.clientPhotoId) { $0.state = .done; $0.remotePhotoId = photoId; $0.lastError = nil }
            files.delete(name: upload.fileName)
        case .retryLater(let reason):
            let delay = backoff.delay(afterAttempt: sending.attempts, random: random)
            _ = try update(upload.clientPhotoId) {
                $0.state = .pending
                $0.lastError = reason
                $0.nextAttemptAt = now.addingTimeInterval(delay)
            }
        case .rejected(let code):
            _ = try update(upload.clientPhotoId) { $0.state = .failed; $0.lastError = code }
        }
        notify(upload.eventId)
    }

    private func update(_ id: UUID, _ change: @Sendable (inout QueuedUpload) -> Void) throws -> QueuedUpload {
        try database.write { db in
            guard var upload = try QueuedUpload.fetchOne(db, key: id) else { throw UploadQueueError.unknownUpload }
            change(&upload)
            try upload.update(db)
            return upload
        }
    }

    private func notify(_ eventId: UUID) {
        let watching = observers.values.filter { $0.eventId == eventId }
        guard !watching.isEmpty, let items = try? items(eventId: eventId) else { return }
        for observer in watching { observer.continuation.yield(items) }
    }
}
