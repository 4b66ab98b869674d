import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Waits out a busy server (503, `service_busy`) for the calls a person waits on: reads, and
/// sign-in, sign-up and refresh. The server answers 503 only when the request did nothing (its
/// turn on the database never came), so sending it again is safe, even a refresh: the token was
/// not rotated. Each wait honours `Retry-After` and grows with the retry policy (jitter
/// included); a server that asks for longer than `longestWait`, or is still busy after
/// `maxRetries`, gets its 503 handed on to the caller.
///
/// Outbox writes do not come through here: the outbox has its own backoff, kept across restarts
/// and shown on the item (`TransmitOutcome.retryLater` carries the server's `Retry-After`).
struct BusyRetryMiddleware: ClientMiddleware {
    let retry: RetryPolicy
    let environment: ClientEnvironment
    /// Which calls to retry; the others pass straight through.
    let applies: @Sendable (HTTPRequest, _ operationID: String) -> Bool
    var maxRetries = 3
    var longestWait: TimeInterval = 30

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard applies(request, operationID) else { return try await next(request, body, baseURL) }
        let replayable = try await ReplayableBody(body)
        var attempt = 0
        while true {
            let answer = try await next(request, replayable.body, baseURL)
            guard answer.0.status == .serviceUnavailable, attempt < maxRetries else { return answer }
            attempt += 1
            let asked = answer.0.headerFields[.retryAfter].flatMap { RetryAfter.seconds($0, now: environment.now()) }
            if let asked, asked > longestWait { return answer }
            let wait = max(asked ?? 0, retry.delay(afterAttempt: attempt, random: environment.random()))
            try await environment.sleep(.milliseconds(Int((min(wait, longestWait) * 1000).rounded(.up))))
        }
    }

    /// Reads (GET) of the Memory contract.
    static let reads: @Sendable (HTTPRequest, String) -> Bool = { request, _ in request.method == .get }
    /// Every call of the accounts contract (small JSON bodies; 503 means nothing happened).
    static let all: @Sendable (HTTPRequest, String) -> Bool = { _, _ in true }
}

/// The `Retry-After` header (RFC 9110 §10.2.3): seconds, or an HTTP date.
enum RetryAfter {
    /// The seconds to wait from `now`; nil when the value is neither form.
    static func seconds(_ value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: trimmed).map { max(0, $0.timeIntervalSince(now)) }
    }
}
