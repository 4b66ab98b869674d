import AsyncHTTPClient
import Foundation
import NIOCore
import Vapor

/// Where the S3 media store keeps objects and who it signs as (`MEDIA_STORE=s3`).
public struct S3Settings: Sendable, Equatable {
    /// `http(s)://host[:port]` of the S3 API; objects are addressed path-style (`/bucket/key`),
    /// which every S3-compatible store answers.
    public var endpoint: URL
    public var bucket: String
    public var region: String
    public var credentials: SigV4Signer.Credentials
    /// Put before every key (`tests-1234/`), so several stores can share a bucket without seeing
    /// each other's objects (the test servers do); empty for a server's own bucket.
    public var keyPrefix: String
    /// Where browsers reach the same store, when `endpoint` is a private address (nginx serving
    /// the bucket under a public name): presigned URLs are made and signed for it. The proxy
    /// must pass the `Host` header through unchanged, as the signature covers it.
    public var publicEndpoint: URL?

    public init(
        endpoint: URL, bucket: String, region: String, credentials: SigV4Signer.Credentials, keyPrefix: String = "",
        publicEndpoint: URL? = nil
    ) {
        self.endpoint = endpoint
        self.publicEndpoint = publicEndpoint
        self.bucket = bucket
        self.region = region
        self.credentials = credentials
        self.keyPrefix = keyPrefix
    }
}

/// What went wrong talking to the store, with S3's own error code when it sent one.
public struct S3Error: Error, CustomStringConvertible, Sendable {
    public var operation: String
    public var key: String
    /// The HTTP status, or nil when no answer came (connection refused, timeout).
    public var status: Int?
    /// S3's `<Code>` (`AccessDenied`, `SignatureDoesNotMatch`, `NoSuchBucket`…).
    public var code: String?
    public var message: String

    public var description: String {
        let answer = status.map { "HTTP \($0)\(code.map { " \($0)" } ?? "")" } ?? "no answer"
        return "S3 \(operation) \(key.isEmpty ? "" : "of \(key) ")failed (\(answer)): \(message)"
    }
}

/// An object as a listing shows it.
public struct S3Object: Sendable, Equatable {
    public var key: String
    public var size: Int64
    public var lastModified: Date
}

/// The few S3 calls the media store makes, signed with `SigV4Signer`, over async-http-client.
/// Bodies stream both ways: a PUT reads its file 64 KiB at a time, a GET hands the answer's
/// buffers on as they arrive.
public struct S3Client: Sendable {
    public let settings: S3Settings
    let signer: SigV4Signer
    let http: HTTPClient
    /// Metadata calls (HEAD, DELETE, listings) and small bodies.
    static let shortDeadline = TimeAmount.seconds(30)
    /// Transfers of whole files (a 200 MB recording to a slow phone).
    static let transferDeadline = TimeAmount.minutes(30)

    public init(settings: S3Settings, http: HTTPClient = .shared) {
        self.settings = settings
        signer = SigV4Signer(credentials: settings.credentials, region: settings.region)
        self.http = http
    }

    // MARK: Objects

    /// Uploads `file` (`size` bytes) as `key`, streamed from disk. The payload is not hashed
    /// (`UNSIGNED-PAYLOAD`): the headers are signed and the length is fixed, and hashing would
    /// read every upload once more on the instance's CPU; see docs/decisions/0003-media-store.md.
    public func putObject(_ key: String, file: URL, size: Int64, contentType: String? = nil) async throws {
        let reader = try FileChunkReader(file, offset: 0, length: size)
        let chunks = AsyncThrowingStream<ByteBuffer, any Error>(unfolding: {
            try reader.next().map { ByteBuffer(bytes: $0) }
        })
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append(("content-type", contentType)) }
        let response = try await send(
            "PUT", key: key, headers: headers, payloadHash: SigV4Signer.unsignedPayload,
            body: .stream(chunks, length: .known(size)), deadline: Self.transferDeadline, operation: "PUT")
        try await expect(response, [200], operation: "PUT", key: key)
    }

    /// Uploads `data` as `key`, its SHA-256 signed (small bodies: derivatives, imports).
    public func putObject(_ key: String, data: Data, contentType: String? = nil) async throws {
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append(("content-type", contentType)) }
        let response = try await send(
            "PUT", key: key, headers: headers, payloadHash: SigV4Signer.hex(SHA256.hash(data: data)),
            body: .bytes(ByteBuffer(data: data)), deadline: Self.shortDeadline, operation: "PUT")
        try await expect(response, [200], operation: "PUT", key: key)
    }

    /// The object's size, nil when there is no such object.
    public func headObject(_ key: String) async throws -> Int64? {
        let response = try await send("HEAD", key: key, operation: "HEAD")
        if response.status == .notFound { return nil }
        try await expect(response, [200], operation: "HEAD", key: key)
        return response.headers.first(name: "content-length").flatMap { Int64($0) }
    }

    /// The object's bytes (`range` inclusive, or all of it) as they arrive; nil when there is no
    /// such object. The caller must read the body to its end (or drop it to cancel).
    public func getObject(_ key: String, range: ClosedRange<Int64>? = nil) async throws -> HTTPClientResponse.Body? {
        let headers = range.map { [(name: "range", value: "bytes=\($0.lowerBound)-\($0.upperBound)")] } ?? []
        let response = try await send("GET", key: key, headers: headers, deadline: Self.transferDeadline, operation: "GET")
        if response.status == .notFound { return nil }
        try await expect(response, range == nil ? [200] : [206], operation: "GET", key: key)
        return response.body
    }

    /// Removes the object; removing one that is not there is no error (S3 answers 204 either way).
    public func deleteObject(_ key: String) async throws {
        let response = try await send("DELETE", key: key, operation: "DELETE")
        try await expect(response, [200, 204, 404], operation: "DELETE", key: key)
    }

    /// A URL anyone may GET the object with until `expires` seconds from `now`; `answer` sets
    /// headers of the response (`response-content-type`, `response-content-disposition`).
    public func presignedGET(_ key: String, expires: Int, now: Date, answer: [(String, String)] = []) -> URL {
        signer.presignedURL(url: objectURL(key, query: answer, at: settings.publicEndpoint ?? settings.endpoint), expires: expires, date: now)
    }

    // MARK: Listing and bulk removal

    /// Every object whose key starts with `prefix`, page by page (ListObjectsV2, 1000 a page).
    public func listObjects(prefix: String, pageSize: Int = 1000) async throws -> [S3Object] {
        var objects: [S3Object] = []
        var token: String?
        repeat {
            var query = [("list-type", "2"), ("max-keys", String(pageSize))]
            if !prefix.isEmpty { query.append(("prefix", prefix)) }
            if let token { query.append(("continuation-token", token)) }
            let response = try await send("GET", key: "", query: query, operation: "LIST")
            try await expect(response, [200], operation: "LIST", key: prefix)
            let page = S3ListPage(xml: try await Self.text(response))
            objects += page.objects
            token = page.isTruncated ? page.nextToken : nil
        } while token != nil
        return objects
    }

    /// Removes these objects, 1000 per request (DeleteObjects); a key that is not there is fine.
    public func deleteObjects(_ keys: [String]) async throws {
        for start in stride(from: 0, to: keys.count, by: 1000) {
            let batch = keys[start..<min(start + 1000, keys.count)]
            let xml = "<Delete><Quiet>true</Quiet>"
                + batch.map { "<Object><Key>\(S3ListPage.escape($0))</Key></Object>" }.joined() + "</Delete>"
            let data = Data(xml.utf8)
            let md5 = Data(Insecure.MD5.hash(data: data)).base64EncodedString()
            let response = try await send(
                "POST", key: "", query: [("delete", "")],
                headers: [("content-md5", md5), ("content-type", "application/xml")],
                payloadHash: SigV4Signer.hex(SHA256.hash(data: data)), body: .bytes(ByteBuffer(data: data)),
                operation: "DELETE-OBJECTS")
            try await expect(response, [200], operation: "DELETE-OBJECTS", key: batch.first ?? "")
            let answer = try await Self.text(response)
            if let failed = S3ListPage.values(of: "Error", in: answer).first {
                let code = S3ListPage.values(of: "Code", in: failed).first
                throw S3Error(operation: "DELETE-OBJECTS", key: S3ListPage.values(of: "Key", in: failed).first ?? "",
                              status: 200, code: code, message: S3ListPage.values(of: "Message", in: failed).first ?? "")
            }
        }
    }

    /// Creates the bucket (scripts create it; tests use this for a bucket of their own).
    public func createBucket() async throws {
        let response = try await send("PUT", key: "", operation: "CREATE-BUCKET")
        try await expect(response, [200, 409], operation: "CREATE-BUCKET", key: settings.bucket)
    }

    // MARK: Requests

    /// `endpoint/bucket/key`, the key percent-encoded once (as the signature expects).
    func objectURL(_ key: String, query: [(String, String)] = [], at endpoint: URL? = nil) -> URL {
        var base = (endpoint ?? settings.endpoint).absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let path = key.isEmpty ? "" : "/" + key.split(separator: "/", omittingEmptySubsequences: false)
            .map { SigV4Signer.encode(String($0)) }.joined(separator: "/")
        let queryText = query.isEmpty ? "" : "?" + query.map {
            $0.1.isEmpty && $0.0 == "delete" ? $0.0 : "\(SigV4Signer.encode($0.0))=\(SigV4Signer.encode($0.1))"
        }.joined(separator: "&")
        return URL(string: "\(base)/\(SigV4Signer.encode(settings.bucket))\(path)\(queryText)")!
    }

    private func send(
        _ method: String, key: String, query: [(String, String)] = [], headers: [(name: String, value: String)] = [],
        payloadHash: String = SigV4Signer.emptyPayloadHash, body: HTTPClientRequest.Body? = nil,
        deadline: TimeAmount = shortDeadline, operation: String
    ) async throws -> HTTPClientResponse {
        let url = objectURL(key, query: query)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method)
        for header in headers { request.headers.add(name: header.name, value: header.value) }
        for header in signer.signedHeaders(method: method, url: url, headers: headers, payloadHash: payloadHash, date: Date()) {
            request.headers.replaceOrAdd(name: header.name, value: header.value)
        }
        request.body = body
        do {
            return try await http.execute(request, timeout: deadline)
        } catch {
            throw S3Error(operation: operation, key: key, status: nil, code: nil,
                          message: "\(settings.endpoint.absoluteString) did not answer: \(error)")
        }
    }

    /// Throws the store's error unless the status is one of `expected`.
    private func expect(_ response: HTTPClientResponse, _ expected: Set<UInt>, operation: String, key: String) async throws {
        guard !expected.contains(response.status.code) else { return }
        let text = (try? await Self.text(response)) ?? ""
        throw S3Error(
            operation: operation, key: key, status: Int(response.status.code),
            code: S3ListPage.values(of: "Code", in: text).first,
            message: S3ListPage.values(of: "Message", in: text).first ?? response.status.reasonPhrase)
    }

    private static func text(_ response: HTTPClientResponse) async throws -> String {
        String(buffer: try await response.body.collect(upTo: 16 * 1024 * 1024))
    }
}

/// A ListObjectsV2 answer, read with a few string searches: its shape is fixed and flat, and the
/// values we need are plain elements.
struct S3ListPage {
    var objects: [S3Object] = []
    var isTruncated = false
    var nextToken: String?

    init(xml: String) {
        let dates = ISO8601DateFormatter()
        dates.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plainDates = ISO8601DateFormatter()
        for entry in Self.values(of: "Contents", in: xml) {
            guard let key = Self.values(of: "Key", in: entry).first else { continue }
            let modified = Self.values(of: "LastModified", in: entry).first
                .flatMap { dates.date(from: $0) ?? plainDates.date(from: $0) } ?? .distantPast
            let size = Self.values(of: "Size", in: entry).first.flatMap { Int64($0) } ?? 0
            objects.append(S3Object(key: key, size: size, lastModified: modified))
        }
        isTruncated = Self.values(of: "IsTruncated", in: xml).first == "true"
        nextToken = Self.values(of: "NextContinuationToken", in: xml).first
    }

    /// The unescaped text of every `<name>…</name>` element, in order.
    static func values(of name: String, in xml: String) -> [String] {
        var result: [String] = []
        var rest = xml[...]
        while let open = rest.range(of: "<\(name)>"), let close = rest.range(of: "</\(name)>", range: open.upperBound..<rest.endIndex) {
            result.append(unescape(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return result
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension S3Client {
    /// `scheme://host[:port]` of the address presigned URLs name (the public endpoint, or the
    /// endpoint): what the Content-Security-Policy must allow for them to load in pages.
    public var origin: String? {
        let endpoint = settings.publicEndpoint ?? settings.endpoint
        guard let scheme = endpoint.scheme, let host = endpoint.host else { return nil }
        return "\(scheme)://\(SigV4Signer.host(of: endpoint).isEmpty ? host : SigV4Signer.host(of: endpoint))"
    }
}
