import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import NIOConcurrencyHelpers

/// SpaceNasa's server-side access to LL2: one `LL2Client`, one cache and one budget for every
/// reader, so a thousand readers cost LL2 what one would.
///
/// The client (LaunchLibrary's, the same a phone uses) brings single flight per URL,
/// stale-while-revalidate, conditional requests and 429 handling; this service adds what only
/// a server needs: the database-backed cache with the offline snapshot behind it, the hourly
/// budget shared by all, and refreshing the most-read lists before they expire.
final class LaunchDataService: Sendable {
    let settings: LL2UpstreamSettings
    let requests: LaunchRequests
    let client: LL2Client
    let cache: DatabaseResponseCache
    let budget: PersistentBudget
    let now: @Sendable () -> Date
    let refresher: Refresher
    /// Every cached launch, folded for search (never asks LL2).
    let launchIndex: CachedLaunchIndex
    private let formattings = NIOLockedValueBox<[String: LaunchFormatting]>([:])
    /// LL2 bodies and their rewritten form (see `proxied`).
    let rewrites = NIOLockedValueBox<[Data: (Data, String)]>([:])
    /// LL2 bodies and their decoded form (see `fetch`).
    let decoded = DecodedAnswers()

    init(
        settings: LL2UpstreamSettings, transport: any HTTPTransport, cache: DatabaseResponseCache,
        budget: PersistentBudget, now: @escaping @Sendable () -> Date
    ) {
        self.settings = settings
        self.requests = LaunchRequests(pageSize: settings.pageSize)
        self.cache = cache
        self.budget = budget
        self.now = now
        let clock = LaunchClock(now: now, sleep: { try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1e9)) })
        self.client = LL2Client(
            configuration: settings.clientConfiguration, transport: transport, cache: cache, clock: clock, budget: budget)
        self.refresher = Refresher()
        self.launchIndex = CachedLaunchIndex(cache: cache, requests: requests, baseURL: settings.baseURL)
    }

    /// The URL a request is cached under.
    func key(_ endpoint: LL2Endpoint) -> String? {
        endpoint.url(relativeTo: settings.baseURL)?.absoluteString
    }

    /// Formatting for one reader's language and time zone, built once per pair: its
    /// `LocalizedFormats` remembers what it formatted, so every reader of a page shares the work.
    func formatting(language: Language, timeZone: TimeZone) -> LaunchFormatting {
        let id = "\(language.rawValue)|\(timeZone.identifier)"
        return formattings.withLockedValue { cached in
            if let hit = cached[id] { return hit }
            let made = LaunchFormatting(language: language, timeZone: timeZone)
            if cached.count > 200 { cached.removeAll() }
            cached[id] = made
            return made
        }
    }

    /// The kit's environment for view models, over this service's client.
    func environment(_ formatting: LaunchFormatting, pageSize: Int? = nil) -> LaunchEnvironment {
        LaunchEnvironment(
            programs: ProgramService(client: client), flights: FlightService(client: client), formatting: formatting,
            now: now, pageSize: pageSize ?? requests.pageSize)
    }

    /// Refreshes each most-read list that is missing, from the snapshot, or past 80 % of its
    /// lifetime, spending from the budget's reserve. A list whose refresh failed waits longer
    /// each time (one minute, doubling, at most 30), so an unreachable LL2 does not eat the hour.
    func refreshAhead() async {
        for endpoint in requests.refreshedAhead {
            guard let key = key(endpoint) else { continue }
            let at = now()
            guard await refresher.isDue(key, at: at), await needsRefresh(key, at: at) else { continue }
            let succeeded = await SlidingWindowBudget.$usesReserve.withValue(true) {
                guard let fetched = try? await client.refresh(endpoint) else { return false }
                return fetched.freshness == .live
            }
            await refresher.record(key, succeeded: succeeded, at: now())
        }
    }

    private func needsRefresh(_ key: String, at now: Date) async -> Bool {
        guard await cache.source(of: key) == .upstream, let cached = await cache.load(key) else { return true }
        let lifetime = cached.maxAge ?? settings.lifetimes.defaultList
        return cached.age(at: now) > lifetime * 0.8
    }
}

/// When each refreshed-ahead list may be tried next (exponential back-off after failures).
actor Refresher {
    private var failures: [String: Int] = [:]
    private var failedAt: [String: Date] = [:]
    private var nextAttempt: [String: Date] = [:]

    /// Due once the back-off has passed, or when the clock reads earlier than the last failure
    /// (a clock set back must not postpone the refresh by the difference).
    func isDue(_ key: String, at now: Date) -> Bool {
        guard let next = nextAttempt[key], let failed = failedAt[key], now >= failed else { return true }
        return now >= next
    }

    func record(_ key: String, succeeded: Bool, at now: Date) {
        if succeeded {
            failures[key] = nil
            failedAt[key] = nil
            nextAttempt[key] = nil
        } else {
            let count = (failures[key] ?? 0) + 1
            failures[key] = count
            failedAt[key] = now
            nextAttempt[key] = now.addingTimeInterval(min(1_800, 60 * pow(2, Double(count - 1))))
        }
    }
}
