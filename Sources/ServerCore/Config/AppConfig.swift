import Foundation
import Vapor

/// Every setting the server reads, typed, with a default for each key.
///
/// Read once from the environment (Vapor has loaded `.env` by then). Secrets that are not
/// given are generated on first run and kept in the data directory, so a restart keeps
/// sessions and tokens valid without anyone having to invent a key.
public struct AppConfig: Sendable {
    public var dataDirectory: URL
    public var host: String
    public var port: Int
    /// `postgres://…` switches the database to PostgreSQL; nil keeps the embedded SQLite file.
    public var databaseURL: String?
    /// PostgreSQL schema to work in (created when missing); nil uses the server's default.
    /// Lets several suites or instances share one database without seeing each other.
    public var databaseSchema: String?
    /// PostgreSQL connections each event loop may open. A server runs writers in parallel on a
    /// few; the test suites lower it, because a hundred test servers share one PostgreSQL.
    public var databaseConnectionsPerLoop = 4
    /// How long a PostgreSQL request waits for a free connection before it answers 503. The test
    /// suites raise it: there a burst shares two cores with a hundred other test servers.
    public var databaseConnectionWaitSeconds: Int64 = 60
    /// SQLite: reads outside a transaction go to read-only connections (one per event loop) beside
    /// the one writer, so a page view never queues behind a write or another page's reads.
    /// `SQLITE_READERS=0` sends everything through the writer (to compare, or to rule them out).
    public var sqliteReaders = true
    /// How long a signed-in page may reuse the session and account it read (`SESSION_CACHE_SECONDS`,
    /// 0 turns the cache off). Signing out, a password change and deleting the account end it at
    /// once; only this process caches, so a second server process must run with 0.
    public var sessionCacheSeconds: Double = 10
    /// The name this instance gives its job claims; nil: made once and kept in the data directory
    /// (`instance.id`, see `InstanceIdentity`). Tests that run two instances on one directory set it.
    public var instanceID: String?
    /// Peers whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`); none by default.
    public var trustedProxies = TrustedProxies.none
    /// The address users reach the server at; decides absolute links and the `Secure` cookie flag.
    public var publicBaseURL: URL
    /// Key for JWT access tokens and signed URLs.
    public var signingSecret: String
    /// Where mail goes (`SMTP_URL`, `MAIL_FROM`); without a server, links are logged instead.
    public var mail: MailSettings
    /// Where users' files live (`MEDIA_STORE`): `<data>/media` by default, or an S3 bucket that
    /// every instance shares.
    public var mediaStore: MediaStoreSetting = .local

    public var usesTLS: Bool { publicBaseURL.scheme == "https" }

    /// `path` (starting with "/") on this server's public address: links that leave the browser
    /// (calendar subscriptions, shared links) must be absolute.
    public func absoluteURL(_ path: String) -> String {
        publicBaseURL.withSitePath(path)
    }
    public var sqliteFile: URL { dataDirectory.appendingPathComponent("suite.sqlite") }

    public init(
        dataDirectory: URL, host: String = "127.0.0.1", port: Int = 8080, databaseURL: String? = nil,
        databaseSchema: String? = nil, publicBaseURL: URL? = nil, signingSecret: String
    ) {
        self.databaseSchema = databaseSchema
        self.dataDirectory = dataDirectory
        self.host = host
        self.port = port
        self.databaseURL = databaseURL
        self.publicBaseURL = publicBaseURL ?? URL(string: "http://\(host):\(port)")!
        self.signingSecret = signingSecret
        self.mail = MailSettings(from: "Suite <no-reply@\(self.publicBaseURL.host ?? "localhost")>")
    }

    /// Reads the environment, creating the data directory (and its generated secret) when missing.
    public static func fromEnvironment(_ read: (String) -> String? = Environment.get) throws -> AppConfig {
        let dataDirectory = URL(fileURLWithPath: read("SUITE_DATA_DIR") ?? "./data", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let host = read("HOST") ?? "127.0.0.1"
        guard let port = Int(read("PORT") ?? "8080"), (1...65535).contains(port) else {
            throw ConfigError.invalid(key: "PORT", reason: "must be a number from 1 to 65535")
        }
        var publicBaseURL: URL?
        if let value = read("PUBLIC_BASE_URL"), !value.isEmpty {
            guard let url = URL(string: value), url.scheme == "http" || url.scheme == "https" else {
                throw ConfigError.invalid(key: "PUBLIC_BASE_URL", reason: "must be an http(s) URL")
            }
            publicBaseURL = url
        }
        let secret = try read("SUITE_SECRET").flatMap { $0.isEmpty ? nil : $0 }
            ?? GeneratedSecret.loadOrCreate(in: dataDirectory, named: "signing.secret")
        guard secret.utf8.count >= 32 else {
            throw ConfigError.invalid(key: "SUITE_SECRET", reason: "must be at least 32 characters")
        }
        let databaseURL = read("DATABASE_URL").flatMap { $0.isEmpty ? nil : $0 }
        let schema = read("DATABASE_SCHEMA").flatMap { $0.isEmpty ? nil : $0 }
        if let schema, schema.range(of: "^[a-z_][a-z0-9_]{0,62}$", options: .regularExpression) == nil {
            throw ConfigError.invalid(key: "DATABASE_SCHEMA", reason: "must be a lowercase SQL identifier")
        }
        var config = AppConfig(
            dataDirectory: dataDirectory, host: host, port: port, databaseURL: databaseURL, databaseSchema: schema,
            publicBaseURL: publicBaseURL, signingSecret: secret)
        if let readers = read("SQLITE_READERS"), !readers.isEmpty {
            guard readers == "0" || readers == "1" else {
                throw ConfigError.invalid(key: "SQLITE_READERS", reason: "must be 0 or 1")
            }
            config.sqliteReaders = readers == "1"
        }
        config.mail = try MailSettings.fromEnvironment(read, publicBaseURL: config.publicBaseURL)
        config.mediaStore = try MediaStoreSetting.fromEnvironment(read)
        if let seconds = read("SESSION_CACHE_SECONDS"), !seconds.isEmpty {
            guard let value = Double(seconds), value >= 0, value <= 300 else {
                throw ConfigError.invalid(key: "SESSION_CACHE_SECONDS", reason: "must be a number of seconds from 0 to 300")
            }
            config.sessionCacheSeconds = value
        }
        if let proxies = read("TRUSTED_PROXIES"), !proxies.isEmpty {
            do {
                config.trustedProxies = try TrustedProxies(parsing: proxies)
            } catch let invalid as TrustedProxies.InvalidEntry {
                throw ConfigError.invalid(
                    key: "TRUSTED_PROXIES",
                    reason: "has \"\(invalid.entry)\", which is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)")
            }
        }
        return config
    }
}

/// `MEDIA_STORE=local` (the default: files under `<data>/media`) or `MEDIA_STORE=s3` with
/// `S3_ENDPOINT`, `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`, and
/// `S3_PUBLIC_ENDPOINT` when browsers reach the store at another address than the instances.
public enum MediaStoreSetting: Sendable, Equatable {
    case local
    case s3(S3Settings)

    static func fromEnvironment(_ read: (String) -> String?) throws -> MediaStoreSetting {
        func value(_ key: String) -> String? { read(key).flatMap { $0.isEmpty ? nil : $0 } }
        switch value("MEDIA_STORE") ?? "local" {
        case "local":
            return .local
        case "s3":
            func required(_ key: String, _ what: String) throws -> String {
                guard let found = value(key) else {
                    throw ConfigError.invalid(key: key, reason: "is required with MEDIA_STORE=s3 (\(what))")
                }
                return found
            }
            func address(_ key: String, _ text: String) throws -> URL {
                guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
                    url.host?.isEmpty == false, url.query == nil, url.path.isEmpty || url.path == "/"
                else { throw ConfigError.invalid(key: key, reason: "must be an http(s) URL without a path, got \(text)") }
                return url
            }
            let endpoint = try address("S3_ENDPOINT", try required("S3_ENDPOINT", "the S3 API's address, e.g. http://127.0.0.1:8333"))
            let publicEndpoint = try value("S3_PUBLIC_ENDPOINT").map { try address("S3_PUBLIC_ENDPOINT", $0) }
            let bucket = try required("S3_BUCKET", "the bucket's name")
            guard bucket.range(of: "^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$", options: .regularExpression) != nil else {
                throw ConfigError.invalid(key: "S3_BUCKET", reason: "must be 3 to 63 lowercase letters, digits, dots or hyphens")
            }
            let region = try required("S3_REGION", "the region the signature names, e.g. us-east-1")
            guard region.range(of: "^[a-z0-9-]{1,64}$", options: .regularExpression) != nil else {
                throw ConfigError.invalid(key: "S3_REGION", reason: "must be lowercase letters, digits and hyphens")
            }
            return .s3(S3Settings(
                endpoint: endpoint, bucket: bucket, region: region,
                credentials: .init(
                    accessKeyID: try required("S3_ACCESS_KEY_ID", "the access key the store knows"),
                    secretAccessKey: try required("S3_SECRET_ACCESS_KEY", "its secret")),
                publicEndpoint: publicEndpoint))
        case let other:
            throw ConfigError.invalid(key: "MEDIA_STORE", reason: "must be local or s3, got \(other)")
        }
    }
}

public enum ConfigError: Error, CustomStringConvertible {
    case invalid(key: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(let key, let reason): "Configuration \(key) \(reason)."
        }
    }
}

/// A random secret kept in a file readable by its owner only.
enum GeneratedSecret {
    static func loadOrCreate(in directory: URL, named name: String) throws -> String {
        let file = directory.appendingPathComponent(name)
        if let existing = try? String(contentsOf: file, encoding: .utf8), !existing.isEmpty {
            return existing.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let secret = SecureRandom.token(bytes: 48)
        try Data(secret.utf8).write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return secret
    }
}

extension Application {
    private struct AppConfigKey: StorageKey { typealias Value = AppConfig }

    /// The configuration this application was started with.
    public var config: AppConfig {
        get {
            guard let config = storage[AppConfigKey.self] else {
                fatalError("AppConfig is not set: call configureServerCore(_:config:) first")
            }
            return config
        }
        set { storage[AppConfigKey.self] = newValue }
    }
}

extension URL {
    /// `path` (starting with "/") on this base address, however many slashes the base ends with
    /// (`PUBLIC_BASE_URL` is written by hand).
    public func withSitePath(_ path: String) -> String {
        var base = absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return base + path
    }
}
