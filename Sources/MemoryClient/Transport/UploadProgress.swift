import Foundation
import HTTPTypes
import OpenAPIRuntime

/// How far an upload has gone: bytes the transport has taken of the request body.
public struct UploadProgress: Equatable, Sendable {
    public var sentBytes: Int64
    public var totalBytes: Int64?

    public init(sentBytes: Int64, totalBytes: Int64?) {
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }

    /// 0…1 when the total is known.
    public var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(sentBytes) / Double(totalBytes))
    }
}

/// Who wants to hear about the upload the current task makes (the outbox sets it per item).
enum UploadProgressReporting {
    @TaskLocal static var report: (@Sendable (UploadProgress) -> Void)?
}

/// Counts the request body's bytes as the transport pulls them. It sits last in the chain,
/// next to the transport, so what it counts is what goes out (not what a retry buffered).
struct UploadProgressMiddleware: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let report = UploadProgressReporting.report, let body else { return try await next(request, body, baseURL) }
        let total: Int64? = if case .known(let length) = body.length { length } else { nil }
        let counted = CountingBody(base: body, total: total, report: report)
        return try await next(
            request, HTTPBody(counted, length: body.length, iterationBehavior: body.iterationBehavior), baseURL)
    }
}

private struct CountingBody: AsyncSequence, Sendable {
    typealias Element = HTTPBody.ByteChunk
    let base: HTTPBody
    let total: Int64?
    let report: @Sendable (UploadProgress) -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: HTTPBody.AsyncIterator
        let total: Int64?
        let report: @Sendable (UploadProgress) -> Void
        var sent: Int64 = 0

        mutating func next() async throws -> HTTPBody.ByteChunk? {
            guard let chunk = try await base.next() else { return nil }
            sent += Int64(chunk.count)
            report(UploadProgress(sentBytes: sent, totalBytes: total))
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), total: total, report: report)
    }
}
