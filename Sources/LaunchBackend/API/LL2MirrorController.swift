import Foundation
import LaunchLibrary
import ServerCore
import Vapor

/// `/api/launches/<version>/…`: LL2's own JSON, served from the server's cache, so a native
/// client (LaunchLibrary's `LL2Client` with this as its base URL) shares the server's budget
/// instead of spending its own. Only what the app reads is served: the two launch lists, a
/// launch, the program list and a program. `next`/`previous` point back here.
struct LL2MirrorController: RouteCollection {
    let service: LaunchDataService
    let rewriter: PageLinkRewriter
    /// The API version in our paths: the one the upstream base URL names (`2.2.0`).
    let version: String

    func boot(routes: any RoutesBuilder) throws {
        routes.get("api", "launches", .constant(version), "**", use: serve)
    }

    @Sendable func serve(_ req: Request) async throws -> Response {
        let path = req.parameters.getCatchall().joined(separator: "/") + "/"
        let query = try MirrorQuery(req.url.query)
        let endpoint = try Self.endpoint(LL2Resource(path: path, query: query.values), query: query)
        let answer: ProxiedBody
        do {
            answer = try await service.proxied(endpoint, rewriter: rewriter)
        } catch let error as LL2Error {
            throw Self.problem(for: error, retryUnreachableAt: await service.client.unreachableUntil, now: service.now())
        }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .eTag, value: answer.etag)
        // Shared caches may keep it as long as we do; past that, serve stale while asking us.
        headers.replaceOrAdd(
            name: .cacheControl, value: "public, max-age=\(Int(answer.freshFor)), stale-while-revalidate=3600")
        headers.replaceOrAdd(name: .age, value: String(Int(answer.freshness.age)))
        headers.replaceOrAdd(name: "X-LL2-Freshness", value: Self.describe(answer.freshness))
        if req.headers[.ifNoneMatch].contains(where: { Self.matches($0, answer.etag) }) {
            return Response(status: .notModified, headers: headers)
        }
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(data: answer.body))
    }

    /// The endpoint for a recognised resource, with only the parameters it accepts.
    static func endpoint(_ resource: LL2Resource, query: MirrorQuery) throws -> LL2Endpoint {
        switch resource {
        case .launches(let segment, _, let programID):
            try query.allow(["limit", "offset", "ordering", "program"])
            if let ordering = query.values["ordering"], ordering != segment.ordering {
                throw AppError.badRequest(
                    field: "ordering", "The \(segment.rawValue) list is ordered by \(segment.ordering) only.")
            }
            if query.values["program"] != nil, programID == nil {
                throw AppError.badRequest(field: "program", "program must be a program id (a whole number).")
            }
            return .launches(segment, limit: try query.limit(), offset: try query.offset(), programID: programID)
        case .launch(let id):
            try query.allow([])
            return .launch(id: id)
        case .programs:
            try query.allow(["limit", "offset"])
            return .programs(limit: try query.limit(), offset: try query.offset())
        case .program(let id):
            try query.allow([])
            return .program(id: id)
        case .other:
            throw AppError(
                .notFound, code: "not_found",
                detail: "This server mirrors launch/upcoming/, launch/previous/, launch/{id}/, program/ and program/{id}/ only.")
        }
    }

    /// The problem for a call that failed with nothing saved, its `code` naming the real cause:
    /// `upstream_throttled` only when LL2's hourly budget (or LL2's own 429) refused the call,
    /// `upstream_unreachable` when LL2 gave no answer (no budget was spent on it), with the
    /// client's own retry schedule as `Retry-After`.
    static func problem(for error: LL2Error, retryUnreachableAt: Date? = nil, now: Date = Date()) -> AppError {
        switch error {
        case .throttled(let retryAfter):
            AppError(
                .serviceUnavailable, code: "upstream_throttled",
                detail: "Launch Library's hourly limit is used up and this is not cached yet. Try again later.",
                headers: ["Retry-After": String(Int(retryAfter.rounded(.up)))])
        case .http(404):
            AppError(.notFound, code: "not_found", detail: "Launch Library does not know this resource.")
        case .http, .decoding:
            AppError(.badGateway, code: "upstream_error", detail: "Launch Library answered with an error.")
        case .transport:
            AppError(
                .serviceUnavailable, code: "upstream_unreachable",
                detail: "Launch Library cannot be reached and this is not cached yet. No request was counted against the hourly limit.",
                headers: ["Retry-After": String(max(1, Int((retryUnreachableAt?.timeIntervalSince(now) ?? 15).rounded(.up))))])
        }
    }

    static func describe(_ freshness: Freshness) -> String {
        switch freshness {
        case .live: "live"
        case .cached: "cached"
        case .stale: "stale"
        case .fallback(_, .offline): "fallback; reason=offline"
        case .fallback(_, .throttled): "fallback; reason=throttled"
        case .fallback(_, .serverError): "fallback; reason=server-error"
        }
    }

    /// `If-None-Match` may list several validators, weak or strong, or `*`.
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == etag || trimmed == "W/" + etag
        }
    }
}

/// The query of a mirror request, checked parameter by parameter so a bad one is named.
struct MirrorQuery {
    let values: [String: String]

    init(_ query: String?) throws {
        var values: [String: String] = [:]
        for item in URLComponents(string: "?" + (query ?? ""))?.queryItems ?? [] {
            guard values[item.name] == nil else {
                throw AppError.badRequest(field: item.name, "\(item.name) is given more than once.")
            }
            values[item.name] = item.value ?? ""
        }
        self.values = values
    }

    func allow(_ names: Set<String>) throws {
        if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
            throw AppError.badRequest(field: unknown, "\(unknown) is not a parameter this resource accepts.")
        }
    }

    /// `limit`: 1–100 (LL2's own bounds), 10 when absent as on LL2.
    func limit() throws -> Int {
        guard let text = values["limit"] else { return 10 }
        guard let value = Int(text), (1...100).contains(value) else {
            throw AppError.badRequest(field: "limit", "limit must be a whole number from 1 to 100.")
        }
        return value
    }

    func offset() throws -> Int {
        guard let text = values["offset"] else { return 0 }
        guard let value = Int(text), (0...1_000_000).contains(value) else {
            throw AppError.badRequest(field: "offset", "offset must be a whole number from 0 to 1000000.")
        }
        return value
    }
}
