import Foundation
import Imaging
import ServerCore
import Vapor

/// Settings of the Disposable backend that a deployment may change (environment variables).
public struct DisposableBackendOptions: Sendable {
    /// Days photos stay after an event ends before everything is deleted
    /// (`DISPOSABLE_RETENTION_DAYS`, default 8: docs/apps/disposable.md#retention).
    public var retentionDays: Int
    /// Largest accepted photo (`DISPOSABLE_MAX_UPLOAD_MB`, default 25).
    public var maxUploadBytes: Int
    /// Largest accepted photo in pixels (decompression bombs are refused before decoding).
    public var maxPixels: Int
    /// Apple App Site Association: `APPLE_TEAM_ID`, `APPLE_BUNDLE_ID`, `APPLE_CLIP_BUNDLE_ID`.
    public var appleTeamID: String
    public var appleBundleID: String
    public var appleClipBundleID: String
    /// The App Store id for the Smart App Banner (`APPLE_APP_STORE_ID`; a placeholder until listed).
    public var appStoreID: String
    /// Short-code look-ups that name no event, per address (`DISPOSABLE_CODE_GUESS_LIMIT`,
    /// default 30/10m): guessing codes stops there, while the QR code's link is never limited.
    public var codeGuessLimit: RateLimit
    /// New guests of one event (`DISPOSABLE_EVENT_JOIN_LIMIT`, default 1000/10m), or as many as
    /// the event had before the window when that is more: a loop creating joins stops, a
    /// wedding on one Wi-Fi address does not.
    public var eventJoinLimit: RateLimit
    /// How often the scheduler announces reveals and ends and deletes expired events.
    public var schedulerInterval: Duration
    /// Where the help page sends questions about the service (`DISPOSABLE_CONTACT_EMAIL`);
    /// without one it sends guests to the event's organizer only.
    public var contactEmail: String?
    /// How often an idle live stream gets a comment line, so proxies and phones keep it open.
    public var liveHeartbeat: Duration = .seconds(15)

    public init(
        retentionDays: Int = 8, maxUploadBytes: Int = 25 * 1024 * 1024, maxPixels: Int = 100_000_000,
        appleTeamID: String = "TEAMID1234", appleBundleID: String = "com.example.disposable",
        appleClipBundleID: String = "com.example.disposable.Clip",
        codeGuessLimit: RateLimit = RateLimit(30, per: 600), eventJoinLimit: RateLimit = RateLimit(1000, per: 600),
        schedulerInterval: Duration = .seconds(1)
    ) {
        self.retentionDays = retentionDays
        self.maxUploadBytes = maxUploadBytes
        self.maxPixels = maxPixels
        self.appleTeamID = appleTeamID
        self.appleBundleID = appleBundleID
        self.appleClipBundleID = appleClipBundleID
        self.appStoreID = "0000000000"
        self.codeGuessLimit = codeGuessLimit
        self.eventJoinLimit = eventJoinLimit
        self.schedulerInterval = schedulerInterval
    }

    public static func fromEnvironment(_ read: (String) -> String? = Environment.get) -> DisposableBackendOptions {
        var options = DisposableBackendOptions()
        if let days = read("DISPOSABLE_RETENTION_DAYS").flatMap(Int.init), (0...365).contains(days) {
            options.retentionDays = days
        }
        if let megabytes = read("DISPOSABLE_MAX_UPLOAD_MB").flatMap(Int.init), (1...200).contains(megabytes) {
            options.maxUploadBytes = megabytes * 1024 * 1024
        }
        if let team = read("APPLE_TEAM_ID"), !team.isEmpty { options.appleTeamID = team }
        if let bundle = read("APPLE_BUNDLE_ID"), !bundle.isEmpty { options.appleBundleID = bundle }
        if let clip = read("APPLE_CLIP_BUNDLE_ID"), !clip.isEmpty { options.appleClipBundleID = clip }
        if let store = read("APPLE_APP_STORE_ID"), !store.isEmpty { options.appStoreID = store }
        if let limit = read("DISPOSABLE_CODE_GUESS_LIMIT").flatMap(RateLimit.init(parsing:)) { options.codeGuessLimit = limit }
        if let limit = read("DISPOSABLE_EVENT_JOIN_LIMIT").flatMap(RateLimit.init(parsing:)) { options.eventJoinLimit = limit }
        if let email = read("DISPOSABLE_CONTACT_EMAIL"), email.contains("@") { options.contactEmail = email }
        return options
    }
}

/// What every handler shares.
struct DisposableSettings: Sendable {
    /// The version of the terms and privacy text consent is recorded against.
    static let termsVersion = "2026-11-23"

    let options: DisposableBackendOptions
    let store: any MediaStore
    let signer: URLSigner
    let imaging: ImageProcessor
    let publicBaseURL: URL
    let hub: LiveHub
    /// Makes guests' recovery keys (`RecoveryKeys`); its own purpose, so no other signature is one.
    let recoverySigner: URLSigner
    /// Signed file URLs work this long (a gallery page, a viewer, a download start).
    let fileURLLifetime: TimeInterval = 600
    /// Display copies in the making (the job's, and those a viewer asked for first).
    let displayCopies = DisplayCopies()

    var joinLimits: JoinLimits { JoinLimits(options: options) }

    /// `PUBLIC_BASE_URL/e/{token}`: what the QR code and the share message carry.
    func joinURL(_ token: String) -> String {
        publicBaseURL.withSitePath("/e/\(token)")
    }

    /// `PUBLIC_BASE_URL/e/{token}/recover/{key}`: the guest's recovery link.
    func recoveryURL(joinToken: String, key: String) -> String {
        publicBaseURL.withSitePath("/e/\(joinToken)/recover/\(key)")
    }

    /// Where a short code is typed, as printed on the card: host and path, no scheme.
    var codeAddress: String {
        let url = publicBaseURL.withSitePath(DisposableURL.joinByCode.url)
        return url.replacingOccurrences(of: "https://", with: "").replacingOccurrences(of: "http://", with: "")
    }

    func fileURL(_ photoID: UUID, variant: DisposablePhoto.Variant, audience: FileAudience, expires: Date) -> String {
        let seconds = Int64(expires.timeIntervalSince1970)
        let signature = signer.signature(for: Self.resource(photoID, variant, audience), expires: seconds)
        return "/api/disposable/files/\(photoID.uuidString.lowercased())/\(variant.rawValue)"
            + "?audience=\(audience.rawValue)&expires=\(seconds)&signature=\(signature)"
    }

    static func resource(_ photoID: UUID, _ variant: DisposablePhoto.Variant, _ audience: FileAudience) -> String {
        "disposable/\(photoID.uuidString.lowercased())/\(variant.rawValue)/\(audience.rawValue)"
    }
}
