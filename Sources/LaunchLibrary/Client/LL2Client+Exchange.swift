import Foundation
import HTTPTypes

extension LL2Client {
    /// Performs the request with conditional headers, handling 304 and 429, and stores good answers.
    func exchange(url: URL, key: String) async throws -> CachedResponse {
        var attempt = 0
        while true {
            try await waitForThrottle()
            try checkReachable()
            let spentAt = try await spendBudget(on: url)
            let cached = await cache.load(key)
            let (body, response) = try await send(request(for: url, etag: cached?.etag), on: url, spentAt: spentAt)
            switch response.status.code {
            case 200..<300:
                let entry = CachedResponse(
                    body: body, etag: response.headerFields[.eTag], contentType: response.headerFields[.contentType],
                    storedAt: fetchedAt(response), maxAge: lifetime(url, body))
                await cache.save(entry, for: key)
                return entry
            case 304 where cached != nil:
                // Not modified: the body we hold is confirmed, so its age starts again.
                var entry = cached!
                entry.storedAt = fetchedAt(response)
                entry.maxAge = lifetime(url, entry.body)
                if let etag = response.headerFields[.eTag] { entry.etag = etag }
                await cache.save(entry, for: key)
                return entry
            case 429:
                let wait = try await throttleWait(for: response, attempt: attempt)
                throttle.block(until: clock.now().addingTimeInterval(wait))
                guard attempt < configuration.maxThrottleRetries, wait <= configuration.maximumThrottleWait else {
                    throw LL2Error.throttled(retryAfter: wait)
                }
                attempt += 1
            default:
                throw LL2Error.http(status: response.status.code)
            }
        }
    }

    /// When the answer's data left LL2: now, less its `Age` when a cache in between (this
    /// server's mirror, a CDN) kept it, so a saved copy relayed today is still dated as saved
    /// and `LaunchPhase` judges it by LL2's time, not the relay's.
    func fetchedAt(_ response: HTTPResponse) -> Date {
        let now = clock.now()
        guard let text = response.headerFields[.age], let age = TimeInterval(text.trimmingCharacters(in: .whitespaces)),
            age > 0
        else { return now }
        return now.addingTimeInterval(-age)
    }

    func request(for url: URL, etag: String?) -> HTTPRequest {
        var headers: HTTPFields = [.accept: "application/json", .userAgent: configuration.userAgent]
        if let key = configuration.apiKey, !key.isEmpty { headers[.authorization] = "Token \(key)" }
        if let etag { headers[.ifNoneMatch] = etag }
        return HTTPRequest(method: .get, url: url, headerFields: headers)
    }

    /// Spends one call from the budget, or fails as throttled without calling; returns when it
    /// was spent (nil without a budget), to refund it if the call gets no answer.
    private func spendBudget(on url: URL) async throws -> Date? {
        guard let budget else { return nil }
        let now = clock.now()
        if let wait = await budget.spend(on: url, at: now) { throw LL2Error.throttled(retryAfter: wait) }
        return now
    }

    /// Sends a request. Without an answer the call never reached LL2: its budget is given back
    /// and LL2 is left alone on the unreachable schedule; any answer ends that schedule.
    private func send(_ request: HTTPRequest, on url: URL, spentAt: Date?) async throws -> (Data, HTTPResponse) {
        do {
            let answer = try await transport.send(request)
            unreachable.reset()
            return answer
        } catch {
            if let spentAt, let budget { await budget.refund(on: url, spentAt: spentAt) }
            unreachable.failed(
                at: clock.now(), first: configuration.firstUnreachableWait, maximum: configuration.maximumUnreachableWait)
            throw LL2Error.transport(String(describing: error))
        }
    }

    /// Refuses without a call (nor budget) while LL2 is left alone after calls that got no answer.
    private func checkReachable() throws {
        let remaining = unreachable.remaining(at: clock.now())
        guard remaining > 0 else { return }
        throw LL2Error.transport("Launch Library got no answer; next try in \(Int(remaining.rounded(.up))) s")
    }

    private func lifetime(_ url: URL, _ body: Data) -> TimeInterval? {
        configuration.lifetime?(url, body, clock.now())
    }

    /// Sleeps while an earlier 429 asked us to wait; refuses (without a request) when that is too long.
    private func waitForThrottle() async throws {
        let remaining = throttle.remaining(at: clock.now())
        guard remaining > 0 else { return }
        guard remaining <= configuration.maximumThrottleWait else { throw LL2Error.throttled(retryAfter: remaining) }
        try await clock.sleep(remaining)
    }

    /// How long to wait after a 429: `Retry-After` if sent, else `/api-throttle/`'s `next_use_secs`,
    /// never less than the exponential minimum so a "0" answer cannot make us hammer the server.
    private func throttleWait(for response: HTTPResponse, attempt: Int) async throws -> TimeInterval {
        let floor = configuration.minimumBackoff * pow(2, Double(attempt))
        if let header = response.headerFields[.retryAfter], let seconds = TimeInterval(header.trimmingCharacters(in: .whitespaces)) {
            return max(seconds, floor)
        }
        if let status = try? await throttleStatus() { return max(TimeInterval(status.nextUseSecs), floor) }
        return floor
    }

    /// Asks `/api-throttle/` how the rate limit stands (LL2 does not count this call against it).
    public func throttleStatus() async throws -> APIThrottle {
        guard let url = LL2Endpoint(path: "api-throttle/").url(relativeTo: configuration.baseURL) else {
            throw LL2Error.transport("Bad URL")
        }
        try checkReachable()
        let spentAt = try await spendBudget(on: url)
        let (body, response) = try await send(request(for: url, etag: nil), on: url, spentAt: spentAt)
        guard response.status == .ok else { throw LL2Error.http(status: response.status.code) }
        return try LL2Decoder.decode(APIThrottle.self, from: body)
    }
}

/// When to try LL2 again after calls that got no answer: `first` seconds after the first
/// failure, doubling with each further one up to `maximum`, until an answer arrives.
struct UnreachableBackoff: Sendable {
    private(set) var failures = 0
    private(set) var failedAt: Date?
    private(set) var nextAttempt: Date?

    mutating func failed(at now: Date, first: TimeInterval, maximum: TimeInterval) {
        failures += 1
        let wait = min(maximum, first * pow(2, Double(min(failures - 1, 30))))
        failedAt = now
        nextAttempt = now.addingTimeInterval(max(0, wait))
    }

    mutating func reset() {
        failures = 0
        failedAt = nil
        nextAttempt = nil
    }

    /// Seconds until the next try; none once the clock reads earlier than the last failure (a
    /// clock set back must not leave LL2 untried for the difference).
    func remaining(at now: Date) -> TimeInterval {
        guard let nextAttempt, let failedAt, now >= failedAt else { return 0 }
        return max(0, nextAttempt.timeIntervalSince(now))
    }
}

/// Remembers until when the server asked us not to call again.
struct ThrottleGate: Sendable {
    private(set) var blockedUntil: Date?

    mutating func block(until date: Date) {
        blockedUntil = max(blockedUntil ?? date, date)
    }

    func remaining(at now: Date) -> TimeInterval {
        guard let blockedUntil else { return 0 }
        return max(0, blockedUntil.timeIntervalSince(now))
    }
}
