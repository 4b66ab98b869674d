import Vapor  // re-exports swift-crypto (SHA256, HMAC)
import Foundation

/// AWS Signature Version 4 for S3-compatible stores (AWS S3, SeaweedFS, Garage, Ceph RGW):
/// an `Authorization` header for requests the server sends, and presigned query URLs that a
/// browser may use for a few minutes.
///
/// S3 rules, not the generic ones: the path is percent-encoded once (object keys are not
/// normalised), and the payload hash is sent as `x-amz-content-sha256`. Tested against AWS's
/// published S3 examples and against botocore (`Tests/ServerCoreTests/SigV4SignerTests.swift`).
public struct SigV4Signer: Sendable {
    public struct Credentials: Sendable, Equatable {
        public var accessKeyID: String
        public var secretAccessKey: String

        public init(accessKeyID: String, secretAccessKey: String) {
            self.accessKeyID = accessKeyID
            self.secretAccessKey = secretAccessKey
        }
    }

    /// The payload hash of a presigned URL and of bodies we choose not to hash.
    public static let unsignedPayload = "UNSIGNED-PAYLOAD"
    /// SHA-256 of no bytes: GET, HEAD, DELETE.
    public static let emptyPayloadHash = hex(SHA256.hash(data: Data()))

    public let credentials: Credentials
    public let region: String
    public let service: String

    public init(credentials: Credentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    /// The headers to add to a request for `url` (`host`, `x-amz-date`, `x-amz-content-sha256`,
    /// `authorization`). `headers` are the request's other headers; all of them are signed.
    public func signedHeaders(
        method: String, url: URL, headers: [(name: String, value: String)] = [], payloadHash: String, date: Date
    ) -> [(name: String, value: String)] {
        let stamp = Stamp(date)
        var all = headers.map { (name: $0.name.lowercased(), value: Self.trimmed($0.value)) }
        if !all.contains(where: { $0.name == "host" }) { all.append(("host", Self.host(of: url))) }
        all.append(("x-amz-date", stamp.dateTime))
        all.append(("x-amz-content-sha256", payloadHash))
        let (canonicalHeaders, signedNames) = Self.canonicalHeaders(all)
        let request = [
            method, Self.canonicalPath(url), Self.canonicalQuery(Self.queryItems(of: url)), canonicalHeaders, signedNames,
            payloadHash,
        ].joined(separator: "\n")
        let signature = sign(request, stamp: stamp)
        let authorization = "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(stamp.scope(region, service)), "
            + "SignedHeaders=\(signedNames), Signature=\(signature)"
        return all.filter { name, _ in headers.contains { $0.name.lowercased() == name } == false }
            + [("authorization", authorization)]
    }

    /// `url` with the query parameters that let anyone holding it send this one request until
    /// `expires` seconds after `date` (at most seven days, S3's limit). Signs only `host`.
    public func presignedURL(method: String = "GET", url: URL, expires: Int, date: Date) -> URL {
        let stamp = Stamp(date)
        var items = Self.queryItems(of: url)
        items += [
            ("X-Amz-Algorithm", "AWS4-HMAC-SHA256"),
            ("X-Amz-Credential", "\(credentials.accessKeyID)/\(stamp.scope(region, service))"),
            ("X-Amz-Date", stamp.dateTime),
            ("X-Amz-Expires", String(min(max(expires, 1), 604_800))),
            ("X-Amz-SignedHeaders", "host"),
        ]
        let query = Self.canonicalQuery(items)
        let request = [
            method, Self.canonicalPath(url), query, "host:\(Self.host(of: url))\n", "host", Self.unsignedPayload,
        ].joined(separator: "\n")
        let signature = sign(request, stamp: stamp)
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = query + "&X-Amz-Signature=\(signature)"
        return components.url!
    }

    /// The string to sign's signature (hex), with the key derived for the request's day.
    private func sign(_ canonicalRequest: String, stamp: Stamp) -> String {
        let stringToSign = [
            "AWS4-HMAC-SHA256", stamp.dateTime, stamp.scope(region, service),
            Self.hex(SHA256.hash(data: Data(canonicalRequest.utf8))),
        ].joined(separator: "\n")
        var key = SymmetricKey(data: Data("AWS4\(credentials.secretAccessKey)".utf8))
        for part: String in [String(stamp.date), region, service, "aws4_request"] {
            key = SymmetricKey(data: Data(HMAC<SHA256>.authenticationCode(for: Data(part.utf8), using: key)))
        }
        return Self.hex(HMAC<SHA256>.authenticationCode(for: Data(stringToSign.utf8), using: key))
    }

    // MARK: Canonical forms

    /// Each path segment percent-encoded once; `/` when empty.
    static func canonicalPath(_ url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.path ?? "/"  // decoded: encode exactly once below
        guard !path.isEmpty else { return "/" }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }
            .joined(separator: "/")
    }

    /// Decoded query items of `url`, in their order.
    static func queryItems(of url: URL) -> [(String, String)] {
        (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    }

    /// `name=value` pairs encoded and sorted by name, then value.
    static func canonicalQuery(_ items: [(String, String)]) -> String {
        let encoded: [(name: String, value: String)] = items.map { (encode($0.0), encode($0.1)) }
        let sorted = encoded.sorted { left, right in
            left.name == right.name ? left.value < right.value : left.name < right.name
        }
        return sorted.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// `name:value\n` lines sorted by name (repeated names joined by commas), and the names.
    static func canonicalHeaders(_ headers: [(name: String, value: String)]) -> (String, String) {
        var merged: [String: [String]] = [:]
        for (name, value) in headers { merged[name.lowercased(), default: []].append(trimmed(value)) }
        let names = merged.keys.sorted()
        let lines = names.map { "\($0):\(merged[$0]!.joined(separator: ","))\n" }.joined()
        return (lines, names.joined(separator: ";"))
    }

    /// RFC 3986 unreserved characters stay; every other byte becomes `%XX` (upper case).
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// `host[:port]`, the port only when it is not the scheme's default (what clients send).
    static func host(of url: URL) -> String {
        let host = url.host ?? ""
        guard let port = url.port else { return host }
        let isDefault = (url.scheme == "http" && port == 80) || (url.scheme == "https" && port == 443)
        return isDefault ? host : "\(host):\(port)"
    }

    /// Leading and trailing spaces removed, inner runs of spaces collapsed to one.
    static func trimmed(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
    }

    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// The request time in the two forms the signature uses.
    struct Stamp {
        let dateTime: String  // 20130524T000000Z
        var date: Substring { dateTime.prefix(8) }

        init(_ date: Date) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            dateTime = formatter.string(from: date)
        }

        func scope(_ region: String, _ service: String) -> String { "\(date)/\(region)/\(service)/aws4_request" }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
