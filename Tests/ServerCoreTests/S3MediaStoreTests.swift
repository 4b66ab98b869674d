import AsyncHTTPClient
import Foundation
import NIOCore
import OpenAPIRuntime
import ReferenceTools
import ServerCore
import Testing
import Vapor

/// The S3 media store against a real S3-compatible store (SeaweedFS from `scripts/seaweedfs`):
/// runs only when `SUITE_TEST_S3_ENDPOINT`, `_BUCKET`, `_REGION`, `_ACCESS_KEY_ID` and
/// `_SECRET_ACCESS_KEY` are set (`make test-s3` sets them). Each test works under an owner of its
/// own, so tests share the bucket without seeing each other's objects.
@Suite("S3 media store against SeaweedFS", .enabled(if: S3TestStore.settings != nil))
struct S3MediaStoreTests {
    /// `Fixtures/s3_boto3_read.py`: boto3, installed by `scripts/bootstrap test`, reads what we wrote.
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var settings: S3Settings? { S3TestStore.settings }

    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("s3-store-\(UUID().uuidString)")
    private var client: S3Client { S3Client(settings: Self.settings!) }
    private var store: S3MediaStore { S3MediaStore(client: client, dataDirectory: directory, instance: "s3-store-tests") }

    private static func bytes(_ count: Int, seed: Int = 7) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 31) &+ seed) })
    }

    private func stage(_ data: Data) async throws -> StagedFile {
        let writer = try store.beginStaging()
        try await writer.append(data)
        return try writer.seal()
    }

    private func collect(_ body: HTTPBody) async throws -> Data {
        var data = Data()
        for try await chunk in body { data.append(contentsOf: chunk) }
        return data
    }

    @Test("a placed upload is in the bucket, not in staging, and reads back whole, by range and as a copy")
    func placeAndRead() async throws {
        // setup
        let original = Self.bytes(300_000)
        let staged = try await stage(original)
        let location = MediaLocation(owner: UUID(), key: "photo-1")
        defer { Task { [store] in await store.deleteAll(owner: location.owner) } }
        // act
        try await store.place(stagedNamed: staged.name, at: location)
        // check
        #expect(try !store.stagedFiles().map(\.name).contains(staged.name))
        #expect(try await store.size(at: location) == 300_000)
        #expect(try await collect(store.body(at: location, offset: 0, length: 300_000)) == original)
        #expect(try await collect(store.body(at: location, offset: 1_000, length: 70_000)) == original[1_000..<71_000])
        var buffer = ByteBuffer()
        try await store.read(at: location, offset: 299_990, count: 10, into: &buffer)
        #expect(Data(buffer.readableBytesView) == original[299_990..<300_000])
        #expect(try await store.data(at: location) == original)
        let copyWasThere = try await store.withLocalCopy(at: location) { FileManager.default.fileExists(atPath: $0.path) }
        #expect(copyWasThere)
        #expect(try await store.sizes(owner: location.owner) == ["photo-1": 300_000])
        #expect(try await store.size(at: MediaLocation(owner: location.owner, key: "absent")) == nil)
    }

    @Test("listings page through every object; deleting an owner removes all of theirs and only theirs")
    func listAndDelete() async throws {
        // setup
        let owner = UUID()
        let neighbour = MediaLocation(owner: UUID(), key: "keep")
        for index in 0..<5 { try await store.write(Self.bytes(10, seed: index), at: MediaLocation(owner: owner, key: "k\(index)")) }
        try await store.write(Self.bytes(3), at: neighbour)
        // act
        let listed = try await client.listObjects(prefix: owner.uuidString.lowercased() + "/", pageSize: 2)
        await store.deleteAll(owner: owner)
        // check
        #expect(listed.map(\.key).sorted() == (0..<5).map { "\(owner.uuidString.lowercased())/k\($0)" })
        #expect(try await store.sizes(owner: owner).isEmpty)
        #expect(try await store.size(at: neighbour) == 3)
        await store.delete(at: neighbour)
        #expect(try await store.size(at: neighbour) == nil)
    }

    @Test("an unsigned request and a wrongly signed one are refused; a presigned URL works alone")
    func refusals() async throws {
        // setup
        let location = MediaLocation(owner: UUID(), key: "secret.jpg")
        try await store.write(Data("private bytes".utf8), at: location)
        defer { Task { [store] in await store.delete(at: location) } }
        let settings = Self.settings!
        let url = "\(settings.endpoint.absoluteString)/\(settings.bucket)/\(location)"
        var wrong = settings
        wrong.credentials.secretAccessKey += "x"
        // act
        let unsigned = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
        let forged = await #expect(throws: S3Error.self) { try await S3Client(settings: wrong).headObject(location.description) }
        let presigned = try #require(store.presignedURL(
            at: location, expires: 60, now: Date(), contentType: "image/jpeg", disposition: "inline"))
        let viaPresigned = try await HTTPClient.shared.execute(
            HTTPClientRequest(url: presigned.absoluteString), timeout: .seconds(10))
        // check
        #expect(unsigned.status.code == 403)
        #expect(forged?.status == 403)
        #expect(viaPresigned.status.code == 200)
        #expect(viaPresigned.headers.first(name: "content-type") == "image/jpeg")
        #expect(String(buffer: try await viaPresigned.body.collect(upTo: 1024)) == "private bytes")
    }

    @Test("a presigned URL made for the public endpoint (another name of the store) works there")
    func presignedForThePublicEndpoint() async throws {
        // setup: the store's loopback address under another name, as nginx would publish it
        let location = MediaLocation(owner: UUID(), key: "public.jpg")
        try await store.write(Data("public bytes".utf8), at: location)
        defer { Task { [store] in await store.delete(at: location) } }
        var settings = Self.settings!
        settings.publicEndpoint = URL(string: settings.endpoint.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "localhost"))
        // act
        let url = S3Client(settings: settings).presignedGET(location.description, expires: 60, now: Date())
        let answer = try await HTTPClient.shared.execute(HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
        // check
        #expect(url.host == "localhost")
        #expect(answer.status.code == 200)
        #expect(String(buffer: try await answer.body.collect(upTo: 1024)) == "public bytes")
    }

    @Test("boto3, an independent client, reads what the store wrote")
    func boto3Reads() async throws {
        // setup
        let original = Self.bytes(70_000, seed: 3)
        let staged = try await stage(original)
        let location = MediaLocation(owner: UUID(), key: "voice.wav")
        defer { Task { [store] in await store.delete(at: location) } }
        try await store.place(stagedNamed: staged.name, at: location)
        let settings = Self.settings!
        // act
        let read = try await ReferenceTool.python([
            Self.fixtures.appendingPathComponent("s3_boto3_read.py").path, settings.endpoint.absoluteString, settings.region,
            settings.credentials.accessKeyID, settings.credentials.secretAccessKey, settings.bucket, location.description,
        ])
        // check
        #expect(read.status == 0, "\(String(decoding: read.stderr, as: UTF8.self))")
        #expect(read.text.trimmingCharacters(in: .whitespaces) == SHA256.hash(data: original).map { String(format: "%02x", $0) }.joined())
    }
}

/// The store `make test-s3` started, from `SUITE_TEST_S3_*`; nil when they are not set.
enum S3TestStore {
    static let settings: S3Settings? = {
        let environment = ProcessInfo.processInfo.environment
        guard let endpoint = environment["SUITE_TEST_S3_ENDPOINT"].flatMap(URL.init(string:)),
            let bucket = environment["SUITE_TEST_S3_BUCKET"], let region = environment["SUITE_TEST_S3_REGION"],
            let key = environment["SUITE_TEST_S3_ACCESS_KEY_ID"], let secret = environment["SUITE_TEST_S3_SECRET_ACCESS_KEY"]
        else { return nil }
        return S3Settings(endpoint: endpoint, bucket: bucket, region: region,
                          credentials: .init(accessKeyID: key, secretAccessKey: secret))
    }()
}
