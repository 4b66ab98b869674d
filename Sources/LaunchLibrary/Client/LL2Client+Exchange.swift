import Foundation
import HTTPTypes

extension LL2Client {
    /// Performs the request with conditional headers, handling 304 and 429, and stores good answers.
    func exchange(url: URL, key: String) async throws -> CachedResponse {
        var attempt = 0
        while true {
            try await waitForThrottle()
            try await spendBudget(on: url)
            let cached = await cache.load(key)
            let (body, response): (Data, HTTPResponse)
            do {
                (body, response) = try await transport.send(request(for: url, etag: cached?.etag))
            } catch {
                throw LL2Error.transport(String(describing: error))
            }
            switch response.status.code {
            case 200..<300:
                let entry = CachedResponse(
                    body: body, etag: response.headerFields[.eTag], contentType: response.headerFields[.contentType],
                    storedAt: clock.now(), maxAge: lifetime(url, body))
                await cache.save(entry, for: key)
                return entry
            case 304 where cached != nil:
                // Not modified: the body we hold is confirmed, so its age starts again.
                var entry = cached!
                entry.storedAt = clock.now()
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

    func request(for url: URL, etag: String?) -> HTTPRequest {
        var headers: HTTPFields = [.accept: "application/json", .userAgent: configuration.userAgent]
        if let key = configuration.apiKey, !key.isEmpty { headers[.authorization] = "Token \(key)" }
        if let etag { headers[.ifNoneMatch] = etag }
        return HTTPRequest(method: .get, url: url, headerFields: headers)
    }

    /// Spends one call from the budget, or fails as throttled without calling.
    private func spendBudget(on url: URL) async throws {
        guard let budget, let wait = await budget.spend(on: url, at: clock.now()) else { return }
        throw LL2Error.throttled(retryAfter: wait)
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
        try await spendBudget(on: url)
        let (body, response) = try await transport.send(request(for: url, etag: nil))
        guard response.status == .ok else { throw LL2Error.http(status: response.status.code) }
        return try LL2Decoder.decode(APIThrottle.self, from: body)
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
