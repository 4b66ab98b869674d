import Fluent
import JWT
import Vapor

/// Options the caller decides per process (tests turn the expensive ones down).
public struct ServerCoreOptions: Sendable {
    /// Bcrypt work factor. 12 in production; tests use the minimum so suites stay fast.
    public var bcryptCost: Int = 12
    /// Where `Public/` lives; defaults to the working directory's.
    public var publicDirectory: String?
    /// Failed sign-ins per email and address (`LOGIN_RATE_LIMIT`, default 5/15m).
    public var loginLimit = ServerCoreOptions.defaultLoginLimit
    /// Password-reset requests per address and per email (`PASSWORD_RESET_RATE_LIMIT`, default 5/1h).
    public var passwordResetLimit = ServerCoreOptions.defaultPasswordResetLimit

    public static let defaultLoginLimit = RateLimit(5, per: 15 * 60)
    public static let defaultPasswordResetLimit = RateLimit(5, per: 3600)

    public init(bcryptCost: Int = 12, publicDirectory: String? = nil) {
        self.bcryptCost = bcryptCost
        self.publicDirectory = publicDirectory
    }

    /// `BCRYPT_COST` (4 to 31; 12 when unset): the browser, crash and contract tests start real
    /// servers that create an account per test, and at 12 each one costs a debug build more than
    /// half a second of CPU. A stored hash names its own cost, so changing it never locks anyone
    /// out: new passwords are hashed at the new cost, old ones still verify.
    public static func fromEnvironment(_ read: (String) -> String? = Environment.get) throws -> ServerCoreOptions {
        var options = ServerCoreOptions()
        if let text = read("BCRYPT_COST"), !text.isEmpty {
            guard let cost = Int(text), (4...31).contains(cost) else {
                throw ConfigError.invalid(key: "BCRYPT_COST", reason: "must be a whole number from 4 to 31")
            }
            options.bcryptCost = cost
        }
        options.loginLimit = try RateLimit.setting("LOGIN_RATE_LIMIT", read, default: options.loginLimit)
        options.passwordResetLimit = try RateLimit.setting(
            "PASSWORD_RESET_RATE_LIMIT", read, default: options.passwordResetLimit)
        return options
    }
}

extension Application {
    /// Sets up everything the apps share: database, sessions, tokens, middleware, health and
    /// metrics, and the account pages and the accounts contract (`/api/auth/*`). Backends come
    /// after, through `configure(backends:)`.
    public func configureServerCore(config: AppConfig, options: ServerCoreOptions = .init()) async throws {
        self.config = config
        http.server.configuration.hostname = config.host
        http.server.configuration.port = config.port
        try configureDatabase(config)
        migrations.add(ServerCoreMigrations.all)

        passwords.use(.bcrypt(cost: options.bcryptCost))
        accountLimits = AccountLimits(login: options.loginLimit, passwordReset: options.passwordResetLimit)
        await jwt.keys.add(hmac: HMACKey(from: config.signingSecret), digestAlgorithm: .sha256)
        if config.sessionCacheSeconds > 0 {
            let cache = SessionCache(lifetime: .nanoseconds(Int64(config.sessionCacheSeconds * 1e9)))
            sessionCache = cache
            databases.middleware.use(AccountCacheInvalidation(cache: cache))
        }
        sessions.use { app in UnchangedSessionSkippingDriver(base: app.fluent.sessions.driver(), cache: app.sessionCache) }
        sessions.configuration = SessionsConfiguration(cookieName: "suite_session") { id in
            HTTPCookies.Value(
                string: id.string, maxAge: 30 * 24 * 3600, path: "/", isSecure: config.usesTLS, isHTTPOnly: true,
                sameSite: .lax)
        }

        // problem+json is JSON: let Vapor read and write it like JSON (clients and tests decode it).
        ContentConfiguration.global.use(encoder: JSONEncoder(), for: .problemJSON)
        ContentConfiguration.global.use(decoder: JSONDecoder(), for: .problemJSON)
        _ = SuiteMetrics.registry
        staticAssets = StaticAssets(publicDirectory: options.publicDirectory ?? directory.publicDirectory)
        // gzip/deflate for text, JSON and SVG when the client accepts it; CompressionPolicyMiddleware
        // keeps it off where it would leak (pages reached from other sites) or delay (event streams).
        http.server.configuration.responseCompression = .enabledForCompressibleTypes
        middleware = Middlewares()
        // One line per request only at debug level: the console at `info` shows what needs attention.
        middleware.use(RouteLoggingMiddleware(logLevel: .debug))
        if case .s3(let settings) = config.mediaStore, let origin = S3Client(settings: settings).origin {
            // Memory's media redirect to presigned URLs of the store (docs/decisions/0003-media-store.md).
            try imageSources.allow(origin, forAudioAndVideo: true)
        }
        middleware.use(SecurityHeadersMiddleware(usesTLS: config.usesTLS, imageSources: imageSources))
        middleware.use(CompressionPolicyMiddleware())
        middleware.use(OfflineAccountTagMiddleware(secret: config.signingSecret))
        middleware.use(SuiteErrorMiddleware(renderPage: ErrorPages.render))
        middleware.use(StaticFileMiddleware(assets: staticAssets))

        get("healthz", use: Self.health)
        get("metrics") { SuiteMetrics.render($0) }
        get("vendor", ":library", "**", use: VendorLibraries.route)
        try web.register(collection: AccountPagesController())
        try web.register(collection: PreferencesController())
        try web.register(collection: FeedbackController())
        try serveAccountsContract()
        try configurePush(settings: PushSettings.fromEnvironment(config: config))
        configureMail()
    }

    /// Routes for pages: whole form bodies, session, signed-in user and CSRF check. JSON APIs
    /// use bearer tokens instead and stay out of this group.
    public var web: any RoutesBuilder {
        web(bodyLimit: { _ in Self.defaultFormBodyLimit })
    }

    /// `web` for pages that accept larger forms (long texts, imports): `bodyLimit` says how
    /// many bytes a request may send, so the CSRF check can read the form's token first.
    public func web(bodyLimit: @escaping @Sendable (Request) -> ByteCount?) -> any RoutesBuilder {
        grouped(CollectBodyMiddleware(limit: bodyLimit)).grouped(sessionsAndCSRF)
    }

    /// `web` whose upload forms (the routes `uploadLimit` names) stream rather than being read
    /// whole: their routes read them with ``StreamedForm``, which checks the CSRF token before
    /// any file is read.
    public func web(
        bodyLimit: @escaping @Sendable (Request) -> ByteCount?, uploadLimit: @escaping @Sendable (Request) -> ByteCount?
    ) -> any RoutesBuilder {
        grouped(StreamedUploadMiddleware(limit: uploadLimit))
            .grouped(CollectBodyMiddleware(limit: { $0.streamedUpload == nil ? bodyLimit($0) : nil }))
            .grouped(sessionsAndCSRF)
    }

    /// `web` whose forms, when sent over `bodyLimit`, are answered by `oversized` (the form's
    /// page again, with the reason and 413) rather than the generic error page; `oversized`
    /// returning nil keeps the generic 413 for that route.
    public func web(
        bodyLimit: @escaping @Sendable (Request) -> ByteCount?,
        oversized: @escaping @Sendable (Request) async throws -> Response?
    ) -> any RoutesBuilder {
        grouped(CollectBodyMiddleware(limit: bodyLimit, passesOversized: true))
            .grouped([sessions.middleware, CredentialBoundSessionAuthenticator(), OversizedFormMiddleware(answer: oversized),
                      CSRFMiddleware()])
    }

    public static let defaultFormBodyLimit: ByteCount = "1mb"

    /// The middleware of `web` after body collection: session, signed-in user, CSRF check.
    public var sessionsAndCSRF: [any Middleware] {
        [sessions.middleware, CredentialBoundSessionAuthenticator(), CSRFMiddleware()]
    }

    private static func health(_ request: Request) async -> Response {
        do {
            try await request.db.ping()
            return Response(status: .ok, body: "ok")
        } catch {
            request.logger.warning("health check failed: \(String(reflecting: error))")
            return Response(status: .serviceUnavailable, body: "database unavailable")
        }
    }
}
