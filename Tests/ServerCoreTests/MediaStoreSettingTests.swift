import Foundation
import ServerCore
import Testing

@Suite("MEDIA_STORE and the S3 settings from the environment")
struct MediaStoreSettingTests {
    private static let complete = [
        "MEDIA_STORE": "s3", "S3_ENDPOINT": "http://127.0.0.1:8333", "S3_BUCKET": "suite-media",
        "S3_REGION": "us-east-1", "S3_ACCESS_KEY_ID": "suite", "S3_SECRET_ACCESS_KEY": "secret",
    ]

    private static func config(_ environment: [String: String]) throws -> AppConfig {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("media-setting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var values = environment
        values["SUITE_DATA_DIR"] = data.path
        values["SUITE_SECRET"] = String(repeating: "k", count: 40)
        return try AppConfig.fromEnvironment { values[$0] }
    }

    @Test("unset is the local store (make run unchanged); s3 with all five settings is the bucket")
    func choices() throws {
        // setup, act
        let local = try Self.config([:])
        let s3 = try Self.config(Self.complete)
        // check
        #expect(local.mediaStore == .local)
        guard case .s3(let settings) = s3.mediaStore else { Issue.record("not s3: \(s3.mediaStore)"); return }
        #expect(settings.endpoint.absoluteString == "http://127.0.0.1:8333")
        #expect(settings.bucket == "suite-media" && settings.region == "us-east-1")
        #expect(settings.credentials == .init(accessKeyID: "suite", secretAccessKey: "secret"))
        #expect(settings.publicEndpoint == nil)
    }

    @Test("S3_PUBLIC_ENDPOINT names where browsers reach the store: presigned URLs and the page policy use it")
    func publicEndpoint() throws {
        // setup
        var environment = Self.complete
        environment["S3_PUBLIC_ENDPOINT"] = "https://media.example.com"
        // act
        guard case .s3(let settings) = try Self.config(environment).mediaStore else { Issue.record("not s3"); return }
        let client = S3Client(settings: settings)
        let url = client.presignedGET("owner/photo.jpg", expires: 300, now: Date(timeIntervalSince1970: 1_800_000_000))
        // check: the instances still talk to the private endpoint
        #expect(settings.endpoint.absoluteString == "http://127.0.0.1:8333")
        #expect(url.absoluteString.hasPrefix("https://media.example.com/suite-media/owner/photo.jpg?"))
        #expect(client.origin == "https://media.example.com")
    }

    @Test("a missing or invalid setting stops the start with a message naming it")
    func refusals() {
        // setup
        var cases: [(String, [String: String])] = [("MEDIA_STORE", ["MEDIA_STORE": "disk"])]
        for key in ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] {
            var missing = Self.complete
            missing[key] = nil
            cases.append((key, missing))
        }
        for (key, value) in [("S3_ENDPOINT", "127.0.0.1:8333"), ("S3_ENDPOINT", "http://s3.local/bucket"),
                             ("S3_PUBLIC_ENDPOINT", "media.example.com"), ("S3_BUCKET", "Suite_Media"), ("S3_REGION", "US East")] {
            var invalid = Self.complete
            invalid[key] = value
            cases.append((key, invalid))
        }
        for (key, environment) in cases {
            // act
            let error = #expect(throws: ConfigError.self, "\(key)") { try Self.config(environment) }
            // check
            #expect(error?.description.hasPrefix("Configuration \(key) ") == true, "\(error?.description ?? "")")
        }
    }
}
