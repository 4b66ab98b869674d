import Foundation
import ReferenceTools
import ServerCore
import Testing

/// The SigV4 signer against AWS's published S3 examples, and against botocore for what those do
/// not cover (ports, keys that need encoding, our own presigned URLs).
@Suite("SigV4 signatures match AWS's examples and botocore")
struct SigV4SignerTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    private struct Examples: Decodable {
        struct Case: Decodable {
            var name: String
            var kind: String
            var method: String
            var url: String
            var headers: [[String]]?
            var payloadHash: String?
            var expires: Int?
            var signedHeaders: String?
            var signature: String
        }

        var accessKeyId: String
        var secretAccessKey: String
        var region: String
        var timestamp: String
        var cases: [Case]
    }

    private static func examples() throws -> Examples {
        try JSONDecoder().decode(
            Examples.self, from: Data(contentsOf: fixtures.appendingPathComponent("sigv4-s3-examples.json")))
    }

    private static func date(_ stamp: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.date(from: stamp)!
    }

    private static func signer(_ examples: Examples) -> SigV4Signer {
        SigV4Signer(
            credentials: .init(accessKeyID: examples.accessKeyId, secretAccessKey: examples.secretAccessKey),
            region: examples.region)
    }

    private static func authorization(_ headers: [(name: String, value: String)]) -> String {
        headers.first { $0.name == "authorization" }?.value ?? ""
    }

    @Test("every published example gets AWS's signature")
    func publishedExamples() throws {
        // setup
        let examples = try Self.examples()
        let signer = Self.signer(examples)
        let date = Self.date(examples.timestamp)
        for example in examples.cases {
            // act
            let url = URL(string: example.url)!
            let signature: String
            if example.kind == "presign" {
                let signed = signer.presignedURL(url: url, expires: example.expires!, date: date)
                signature = URLComponents(url: signed, resolvingAgainstBaseURL: false)!.queryItems!
                    .first { $0.name == "X-Amz-Signature" }!.value!
            } else {
                let headers = (example.headers ?? []).map { (name: $0[0], value: $0[1]) }
                let authorization = Self.authorization(signer.signedHeaders(
                    method: example.method, url: url, headers: headers, payloadHash: example.payloadHash!, date: date))
                #expect(authorization.contains("SignedHeaders=\(example.signedHeaders!),"), "\(example.name)")
                signature = String(authorization.split(separator: "=").last ?? "")
            }
            // check
            #expect(signature == example.signature, "\(example.name)")
        }
    }

    @Test("botocore signs what we sign the same way: ports, encoded keys, our presigned URLs")
    func botocoreAgrees() async throws {
        // setup: cases the published examples do not cover, in the shapes our client sends
        let signer = SigV4Signer(credentials: .init(accessKeyID: "suite-test", secretAccessKey: "s3cr3t/with+chars"),
                                 region: "eu-west-3")
        let stamp = "20261129T081500Z"
        let date = Self.date(stamp)
        let payload = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b4ed0a15ea08a64e6e4f06ecd"
        let requests: [(kind: String, method: String, url: String, headers: [(name: String, value: String)], hash: String)] = [
            ("header", "PUT", "http://127.0.0.1:8333/media/0b7c1e2a-aaaa-4bbb-8ccc-123456789abc/photo%20one%2B%C3%A9.jpg",
             [("Content-Type", "image/jpeg"), ("Content-Length", "4")], payload),
            ("header", "GET", "http://127.0.0.1:8333/media?list-type=2&prefix=0b7c%2F&continuation-token=a%2Bb%3D&max-keys=1000",
             [], SigV4Signer.emptyPayloadHash),
            ("header", "POST", "http://localhost:9000/media?delete", [("Content-MD5", "XrY7u+Ae7tCTyyK7j1rNww==")], payload),
            ("presign", "GET", "http://127.0.0.1:8333/media/owner/key%20with%20space.jpg", [], ""),
        ]
        var cases: [[String: Any]] = []
        var ours: [String] = []
        for request in requests {
            let url = URL(string: request.url)!
            let json: [String: Any] = [
                "kind": request.kind, "method": request.method, "url": request.url, "accessKeyId": "suite-test",
                "secretAccessKey": "s3cr3t/with+chars", "region": "eu-west-3", "timestamp": stamp,
                "headers": request.headers.map { [$0.name, $0.value] }, "payloadHash": request.hash, "expires": 300,
            ]
            if request.kind == "presign" {
                ours.append(signer.presignedURL(url: url, expires: 300, date: date).absoluteString)
            } else {
                ours.append(Self.authorization(signer.signedHeaders(
                    method: request.method, url: url, headers: request.headers, payloadHash: request.hash, date: date)))
            }
            cases.append(json)
        }
        // act
        let theirs = try await Self.botocore(cases)
        // check
        #expect(ours == theirs)
    }

    /// Runs `Fixtures/sigv4_botocore.py` on the cases (botocore is installed by `scripts/bootstrap test`).
    private static func botocore(_ cases: [[String: Any]]) async throws -> [String] {
        let output = try await ReferenceTool.withFile(try JSONSerialization.data(withJSONObject: cases), name: "cases.json") { url in
            try await ReferenceTool.python([fixtures.appendingPathComponent("sigv4_botocore.py").path, url.path])
        }
        try #require(output.status == 0, "botocore could not sign (is it installed?): \(String(decoding: output.stderr, as: UTF8.self))")
        return try JSONDecoder().decode([String].self, from: output.stdout)
    }
}
