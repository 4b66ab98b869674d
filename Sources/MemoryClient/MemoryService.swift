import AccountsAPI
import ContractCoding
import Foundation
import Localization
import MemoryAPI
import OpenAPIRuntime

/// Memory Recap's client core, wired: the session, the authenticated API client, the outbox,
/// the read cache and the timeline repository. An app (or the `memory` command) holds one.
///
/// The Memory client's middleware chain, outermost first: `Accept-Language`, the page cache
/// (ETag revalidation, offline answers), the session (bearer token, one refresh on 401), reads
/// waiting out a busy server (503 with `Retry-After`), upload progress. Signing out, or the server ending the session, clears that account's cached data;
/// its outbox items stay on the device and go out when the same account signs in again.
public final class MemoryService: Sendable {
    public let session: Session
    public let api: MemoryAPI.Client
    public let outbox: Outbox
    public let entries: EntryCache
    public let responses: ResponseCache
    public let timeline: TimelineRepository
    public let database: ClientDatabase
    public let files: OutboxFiles
    public let environment: ClientEnvironment
    private let accounts: AccountsAPI.Client

    /// - Parameters:
    ///   - transport: `URLSessionTransport()` in an app; anything in tests.
    ///   - directory: where the database and the outbox's files live (the app's container).
    public init(
        serverURL: URL, transport: any ClientTransport, tokenStore: any TokenStore, database: ClientDatabase,
        files: OutboxFiles, environment: ClientEnvironment = .live, reachability: any Reachability = AssumedOnline(),
        uploadPolicy: @escaping @Sendable () -> UploadPolicy = { UploadPolicy() }, retry: RetryPolicy = RetryPolicy(),
        language: @escaping @Sendable () -> Localization.Language = { .en }
    ) {
        let anonymous = AccountsAPI.Client(
            serverURL: serverURL, configuration: .suiteAPI, transport: transport,
            middlewares: [
                LanguageMiddleware(language: language),
                BusyRetryMiddleware(retry: retry, environment: environment, applies: BusyRetryMiddleware.all),
            ])
        let session = Session(store: tokenStore, accounts: anonymous)
        let responses = ResponseCache(database: database, now: environment.now)
        let accountOf: @Sendable () async -> String? = { await session.accountID }
        let authenticated: [any ClientMiddleware] = [
            LanguageMiddleware(language: language), CachingMiddleware(cache: responses, account: accountOf),
            SessionMiddleware(session: session),
            BusyRetryMiddleware(retry: retry, environment: environment, applies: BusyRetryMiddleware.reads),
            UploadProgressMiddleware(),
        ]
        let api = MemoryAPI.Client(
            serverURL: serverURL, configuration: .suiteAPI, transport: transport, middlewares: authenticated)
        let entries = EntryCache(database: database, now: environment.now)
        self.session = session
        self.api = api
        self.accounts = AccountsAPI.Client(
            serverURL: serverURL, configuration: .suiteAPI, transport: transport,
            middlewares: [LanguageMiddleware(language: language), SessionMiddleware(session: session)])
        self.responses = responses
        self.entries = entries
        self.database = database
        self.files = files
        self.environment = environment
        self.timeline = TimelineRepository(client: api, cache: entries, account: accountOf)
        self.outbox = Outbox(
            database: database, files: files, transmitter: APIOutboxTransmitter(client: api, now: environment.now), environment: environment,
            reachability: reachability, policy: uploadPolicy, account: accountOf, retry: retry)
        try? entries.prune()
    }

    /// Connects the parts that react to each other; call once after `init`. `recover` puts the
    /// outbox back in order after a crash: pass true from the one process that sends.
    public func start(recover: Bool = true) async throws {
        if recover { try await outbox.recover() }
        let entries = entries
        let responses = responses
        let outbox = outbox
        await session.onEnd { tokens, _ in
            // What came from the server goes; what the person made and has not sent stays.
            try? entries.clear(account: tokens.accountID)
            try? responses.clear(account: tokens.accountID)
            await outbox.poke()
        }
        await outbox.onDelivery { [session] item, entry in
            guard let account = await session.accountID, account == item.account else { return }
            switch item.operation {
            case .create, .update: if let entry { try? entries.store([entry], account: account) }
            case .delete: try? entries.remove(item.entryID, account: account)
            }
        }
    }

    /// Signs out: the server ends this device's refresh tokens (best effort: offline, the
    /// device forgets them anyway), then the session ends and the account's cached data goes.
    public func signOut() async {
        if let refreshToken = await session.refreshToken {
            _ = try? await accounts.logout(body: .json(.init(refreshToken: refreshToken)))
        }
        await session.end(.userRequested)
    }
}
