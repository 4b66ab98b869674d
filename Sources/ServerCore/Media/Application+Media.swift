import Vapor

extension Application {
    private struct MediaReconcilerKey: StorageKey { typealias Value = MediaReconciler }
    private struct MediaReconcilerStartedKey: StorageKey { typealias Value = Bool }

    /// The one media store of the server (`<data>/media`, or the S3 bucket of `MEDIA_STORE=s3`),
    /// shared by every backend so one reconciliation covers all files.
    public var mediaStore: any MediaStore { mediaReconciler.store }

    /// The media store if a backend has made it (ZIP responses read stored objects through it;
    /// an app without media backends has none).
    var configuredMediaStore: (any MediaStore)? { storage[MediaReconcilerKey.self]?.store }

    /// Reconciles `mediaStore` with the database; backends register their `MediaCatalog` here.
    public var mediaReconciler: MediaReconciler {
        if let existing = storage[MediaReconcilerKey.self] { return existing }
        let store: any MediaStore = switch config.mediaStore {
        case .local: LocalMediaStore(root: config.dataDirectory.appendingPathComponent("media", isDirectory: true))
        case .s3(let settings):
            S3MediaStore(client: S3Client(settings: settings), dataDirectory: config.dataDirectory,
                         instance: InstanceIdentity.name(of: self))
        }
        let created = MediaReconciler(store: store)
        storage[MediaReconcilerKey.self] = created
        return created
    }

    /// Reconciles once when the server boots (before it takes requests), then every `interval`.
    /// Called by each backend that stores media; only the first call installs the handler.
    public func startMediaReconciliation(interval: Duration = .seconds(3600)) {
        guard storage[MediaReconcilerStartedKey.self] != true else { return }
        storage[MediaReconcilerStartedKey.self] = true
        let reconciler = mediaReconciler
        lifecycle.use(BackgroundLoop(
            every: interval,
            atBoot: { await Self.reconcile(reconciler, $0, startup: true) },
            repeat: { await Self.reconcile(reconciler, $0, startup: false) }))
    }

    /// One pass; a failure is logged, never fatal (`suite migrate` boots before the tables exist).
    private static func reconcile(_ reconciler: MediaReconciler, _ application: Application, startup: Bool) async {
        do {
            _ = try await reconciler.reconcile(
                on: application.db, now: application.clock(), startup: startup, logger: application.logger)
        } catch {
            application.logger.warning("media reconciliation: \(String(reflecting: error))")
        }
    }
}
