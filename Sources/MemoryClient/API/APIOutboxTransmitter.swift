import Foundation
import HTTPTypes
import MemoryAPI
import MemoryKit
import OpenAPIRuntime

/// `OutboxTransmitting` through the Memory contract: `POST /api/entries` (multipart, with the
/// item's `Idempotency-Key`), `PUT` and `DELETE /api/entries/{id}`.
public struct APIOutboxTransmitter: OutboxTransmitting {
    let client: MemoryAPI.Client
    let now: @Sendable () -> Date

    /// `client` must carry the session (see `MemoryService`); `now` reads a `Retry-After` date.
    public init(client: MemoryAPI.Client, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    public func create(_ draft: EntryDraft, files: [OutboxUpload], idempotencyKey: String) async -> TransmitOutcome {
        var parts: [Operations.CreateEntry.Input.Body.MultipartFormPayload] = [
            .metadata(.init(payload: .init(body: WireEntry.metadata(draft))))
        ]
        for file in files {
            parts.append(.file(.init(payload: .init(body: HTTPBody(file.data)), filename: file.filename)))
        }
        do {
            let output = try await client.createEntry(
                headers: .init(idempotencyKey: idempotencyKey), body: .multipartForm(.init(parts)))
            switch output {
            case .created(let created): return .delivered(WireEntry.entry(try created.body.json))
            case .badRequest(let answer): return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .unauthorized: return .signedOut
            case .conflict(let answer):
                let problem = WireProblem.problem(try answer.body.applicationProblemJson)
                // The first try is still running on the server: its answer comes on the next try.
                return problem.code == "idempotency_key_in_use"
                    ? .retryLater(reason: problem.message, after: 1) : .refused(problem)
            case .contentTooLarge(let answer): return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .unsupportedMediaType(let answer):
                return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .unprocessableContent(let answer):
                return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .tooManyRequests(let answer):
                let problem = WireProblem.problem(try answer.body.applicationProblemJson)
                return .retryLater(reason: problem.message, after: answer.headers.retryAfter.map(TimeInterval.init))
            case .undocumented(let status, let payload): return await undocumented(status, payload)
            }
        } catch {
            return Self.failure(error)
        }
    }

    public func update(entryID: String, to draft: EntryDraft) async -> TransmitOutcome {
        do {
            let output = try await client.updateEntry(path: .init(entryId: entryID), body: .json(WireEntry.update(draft)))
            switch output {
            case .ok(let ok): return .delivered(WireEntry.entry(try ok.body.json))
            case .badRequest(let answer): return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .unauthorized: return .signedOut
            case .notFound(let answer): return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .undocumented(let status, let payload): return await undocumented(status, payload)
            }
        } catch {
            return Self.failure(error)
        }
    }

    public func delete(entryID: String) async -> TransmitOutcome {
        do {
            switch try await client.deleteEntry(path: .init(entryId: entryID)) {
            case .noContent: return .delivered(nil)
            // Already gone (deleted on another device, or by an earlier try whose answer was lost).
            case .notFound: return .delivered(nil)
            case .badRequest(let answer): return .refused(WireProblem.problem(try answer.body.applicationProblemJson))
            case .unauthorized: return .signedOut
            case .undocumented(let status, let payload): return await undocumented(status, payload)
            }
        } catch {
            return Self.failure(error)
        }
    }

    /// 5xx (and 408/429) are worth another try, no sooner than the server's `Retry-After` (a
    /// busy server answers 503 `service_busy` with one); other statuses are its final word.
    private func undocumented(_ status: Int, _ payload: UndocumentedPayload) async -> TransmitOutcome {
        let problem = await ServerProblem.read(payload.body, status: status) ?? .bare(status)
        if status >= 500 || status == 408 || status == 429 {
            let after = payload.headerFields[.retryAfter].flatMap { RetryAfter.seconds($0, now: now()) }
            return .retryLater(reason: problem.message, after: after)
        }
        return .refused(problem)
    }

    /// A thrown error: no session left, or the server out of reach (or an answer cut short).
    static func failure(_ error: any Error) -> TransmitOutcome {
        let cause = (error as? ClientError)?.underlyingError ?? error
        if cause is SessionError { return .signedOut }
        if let problem = cause as? ServerProblem { return .retryLater(reason: problem.message, after: nil) }
        return .unreachable(reason: NetworkFailure.summary(cause))
    }
}
