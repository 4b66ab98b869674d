import Fluent
import Foundation
import Vapor
import NIOConcurrencyHelpers

/// A file that a backend's rows point at.
public struct MediaClaim: Hashable, Sendable {
    public var location: MediaLocation
    /// Whether the rows say the file exists (an original, a thumbnail the row lists). An owned
    /// but optional file (a thumbnail a job may still be making) is kept when present and not
    /// reported when absent.
    public var isRequired: Bool

    public init(location: MediaLocation, isRequired: Bool = true) {
        self.location = location
        self.isRequired = isRequired
    }
}

/// What one backend stores through the `MediaStore`, for reconciliation.
///
/// Every backend that stores files registers one (`Application.mediaReconciler.register`):
/// a file under a key the catalog `covers` that no catalog claims is an orphan and is removed
/// once older than the grace period. Keys no catalog covers are never touched.
public struct MediaCatalog: Sendable {
    public var name: String
    /// Whether a storage key is of this backend's kind (its naming scheme).
    public var covers: @Sendable (_ key: String) -> Bool
    /// Every file this backend's rows point at.
    public var claims: @Sendable (_ db: any Database) async throws -> [MediaClaim]

    public init(
        name: String, covers: @escaping @Sendable (String) -> Bool,
        claims: @escaping @Sendable (any Database) async throws -> [MediaClaim]
    ) {
        self.name = name
        self.covers = covers
        self.claims = claims
    }
}

/// What one reconciliation pass found and did.
public struct MediaReconciliationReport: Sendable, Equatable {
    /// Uploads that never committed (a crash, or a failed clean-up): their files removed.
    public var abandonedUploads: [MediaLocation] = []
    /// Staging files of uploads that never committed.
    public var removedStagingFiles: [String] = []
    /// Files no row owns, older than the grace period.
    public var removedOrphans: [MediaLocation] = []
    /// Rows whose required file does not exist (reported, never "fixed" by deleting rows).
    public var missingFiles: [MediaLocation] = []
}

/// Brings the store and the database back into agreement: at start-up (before the server takes
/// requests) and then periodically.
///
/// 1. Pending uploads (the file may be in place, its rows never committed): removes the file,
///    its staged copy and the record. A periodic pass leaves records younger than the grace
///    period alone (their request may be committing now). So does a start-up on a shared store
///    (S3, several instances) for a record another instance staged: it may be in flight.
/// 2. Staging: removes files no pending commit refers to. At start-up all of them (no upload can
///    be in flight yet); later only those older than the grace period.
/// 3. Orphans: removes files under a covered key that no catalog claims, older than the grace
///    period (derived files whose row update never came, files of rows deleted mid-crash).
/// 4. Missing: reports claimed, required files that do not exist.
public final class MediaReconciler: Sendable {
    public let store: any MediaStore
    /// How old a staging file or an unclaimed file must be before a periodic pass removes it.
    public let grace: TimeInterval
    private let catalogs = NIOLockedValueBox<[MediaCatalog]>([])

    public init(store: any MediaStore, grace: TimeInterval = 3600) {
        self.store = store
        self.grace = grace
    }

    /// Adds a backend's catalog; call it while configuring, before the server boots.
    public func register(_ catalog: MediaCatalog) {
        catalogs.withLockedValue { $0.append(catalog) }
    }

    /// One pass. `startup` means no request is in flight, so nothing in staging is still wanted.
    public func reconcile(on db: any Database, now: Date, startup: Bool, logger: Logger) async throws
        -> MediaReconciliationReport
    {
        var report = MediaReconciliationReport()
        let cutoff = now.addingTimeInterval(-grace)
        let pendingNames = try await removeAbandoned(on: db, startup: startup, cutoff: cutoff, into: &report)
        for file in try store.stagedFiles() where !pendingNames.contains(file.name) {
            guard startup || file.modified < cutoff else { continue }
            store.discardStaged(named: file.name)
            report.removedStagingFiles.append(file.name)
        }
        try await sweepOrphans(on: db, cutoff: cutoff, into: &report)
        log(report, logger: logger)
        return report
    }

    /// Removes what uploads that never committed left; returns the staged names of those that
    /// may still be in flight.
    private func removeAbandoned(
        on db: any Database, startup: Bool, cutoff: Date, into report: inout MediaReconciliationReport
    ) async throws -> Set<String> {
        var inFlight: Set<String> = []
        for pending in try await PendingMedia.query(on: db).all() {
            let ours = startup && store.stagedByThisInstance(named: pending.stagedName)
            guard ours || pending.createdAt < cutoff else {
                inFlight.insert(pending.stagedName)
                continue
            }
            await store.delete(at: pending.location)
            store.discardStaged(named: pending.stagedName)
            try await pending.delete(on: db)
            report.abandonedUploads.append(pending.location)
        }
        return inFlight
    }

    private func sweepOrphans(on db: any Database, cutoff: Date, into report: inout MediaReconciliationReport) async throws {
        // Files first, claims second, and only files older than the grace period: a file is
        // placed before its rows commit (`MediaStore.commit`), so one placed moments ago may be
        // claimed only after the claims are read.
        let files = try await store.storedFiles()
        let registered = catalogs.withLockedValue { $0 }
        var claims: [MediaLocation: Bool] = [:]
        for catalog in registered {
            for claim in try await catalog.claims(db) {
                claims[claim.location] = (claims[claim.location] ?? false) || claim.isRequired
            }
        }
        var present: Set<MediaLocation> = []
        for file in files {
            present.insert(file.location)
            guard claims[file.location] == nil, file.modified < cutoff,
                registered.contains(where: { $0.covers(file.location.key) })
            else { continue }
            await store.delete(at: file.location)
            report.removedOrphans.append(file.location)
        }
        for owner in Set(report.removedOrphans.map(\.owner)) {
            (store as? LocalMediaStore)?.removeIfEmpty(owner: owner)
        }
        var missing: [MediaLocation] = []
        for location in claims.filter({ $0.value && !present.contains($0.key) }).map(\.key) {
            if try await store.size(at: location) == nil { missing.append(location) }  // not placed since the listing
        }
        report.missingFiles = missing.sorted { $0.description < $1.description }
    }

    private func log(_ report: MediaReconciliationReport, logger: Logger) {
        if !report.abandonedUploads.isEmpty {
            logger.notice("media: removed the files of \(report.abandonedUploads.count) upload(s) that never committed")
        }
        if !report.removedStagingFiles.isEmpty {
            logger.notice("media: removed \(report.removedStagingFiles.count) staging file(s) of unfinished uploads")
        }
        if !report.removedOrphans.isEmpty {
            logger.notice("media: removed \(report.removedOrphans.count) file(s) no row owns")
        }
        if !report.missingFiles.isEmpty {
            let sample = report.missingFiles.prefix(10).map(\.description).joined(separator: ", ")
            logger.error("media: \(report.missingFiles.count) row(s) point at missing files: \(sample)")
        }
    }
}
