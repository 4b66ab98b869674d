import AsyncHTTPClient
import Foundation
import NIOCore
import OpenAPIRuntime

/// `MediaStore` in an S3-compatible bucket (`MEDIA_STORE=s3`): objects `<owner>/<key>`, so an
/// owner's files are one prefix. Staging stays on this instance's disk (`<data>/staging`):
/// `place` uploads the sealed file, then removes it, so a crash between the two only means the
/// reconciler uploads it again (a PUT replaces the object whole; readers never see half of it).
public struct S3MediaStore: MediaStore {
    public let client: S3Client
    private let staging: LocalStaging
    /// Temporary copies for decoders (`withLocalCopy`); emptied at start-up.
    private let copies: URL

    /// `instance` names this instance's staged files (`InstanceIdentity`), so that a pending
    /// record a crash left is known as its own at the next start-up.
    public init(client: S3Client, dataDirectory: URL, instance: String) {
        self.client = client
        staging = LocalStaging(
            directory: dataDirectory.appendingPathComponent("staging", isDirectory: true), namePrefix: instance + ".")
        copies = dataDirectory.appendingPathComponent("media-copies", isDirectory: true)
        try? FileManager.default.removeItem(at: copies)
    }

    public func stagedByThisInstance(named name: String) -> Bool { staging.isOwn(name) }

    private var prefix: String { client.settings.keyPrefix }

    private func key(_ location: MediaLocation) -> String { prefix + location.description }

    private func ownerPrefix(_ owner: UUID) -> String { prefix + owner.uuidString.lowercased() + "/" }

    public func beginStaging() throws -> StagingWriter { try staging.begin() }

    public func place(stagedNamed name: String, at location: MediaLocation) async throws {
        let url = staging.url(name)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int64 ?? 0
        try await client.putObject(key(location), file: url, size: size)
        staging.discard(name)
    }

    public func discardStaged(named name: String) { staging.discard(name) }

    public func stagedFiles() throws -> [StagingFileInfo] { try staging.files() }

    public func storedFiles() async throws -> [StoredFileInfo] {
        try await client.listObjects(prefix: prefix).compactMap { object in
            // Only `<owner>/<key>` objects are ours; anything else in the bucket is left alone.
            let parts = object.key.dropFirst(prefix.count).split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let owner = UUID(uuidString: parts[0]), parts[0] == parts[0].lowercased() else { return nil }
            return StoredFileInfo(location: MediaLocation(owner: owner, key: parts[1]), modified: object.lastModified)
        }
    }

    public func write(_ data: Data, at location: MediaLocation) async throws {
        try await client.putObject(key(location), data: data)
    }

    public func sizes(owner: UUID) async throws -> [String: Int64] {
        let prefix = ownerPrefix(owner)
        var result: [String: Int64] = [:]
        for object in try await client.listObjects(prefix: prefix) { result[String(object.key.dropFirst(prefix.count))] = object.size }
        return result
    }

    public func size(at location: MediaLocation) async throws -> Int64? {
        try await client.headObject(key(location))
    }

    public func body(at location: MediaLocation, offset: Int64, length: Int64) async throws -> HTTPBody {
        guard length > 0 else { return HTTPBody() }
        guard let body = try await client.getObject(key(location), range: offset...(offset + length - 1)) else {
            throw S3Error(operation: "GET", key: key(location), status: 404, code: "NoSuchKey", message: "gone")
        }
        let chunks = body.map { ArraySlice($0.readableBytesView) }
        return HTTPBody(chunks, length: .known(length), iterationBehavior: .single)
    }

    public func read(at location: MediaLocation, offset: Int64, count: Int, into buffer: inout ByteBuffer) async throws {
        guard count > 0 else { return }
        let key = key(location)
        guard let body = try await client.getObject(key, range: offset...(offset + Int64(count) - 1)) else {
            throw S3Error(operation: "GET", key: key, status: 404, code: "NoSuchKey", message: "gone")
        }
        var got = 0
        for try await part in body {
            got += part.readableBytes
            guard got <= count else { break }
            buffer.writeImmutableBuffer(part)
        }
        guard got == count else {
            throw S3Error(operation: "GET", key: key, status: 206, code: nil, message: "\(got) of \(count) bytes came")
        }
    }

    public func withLocalCopy<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T {
        let key = key(location)
        guard let stream = try await client.getObject(key) else {
            throw S3Error(operation: "GET", key: key, status: 404, code: "NoSuchKey", message: "gone")
        }
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        let copy = copies.appendingPathComponent(UUID().uuidString.lowercased() + "-" + location.key.replacingOccurrences(of: "/", with: "_"))
        defer { try? FileManager.default.removeItem(at: copy) }
        guard FileManager.default.createFile(atPath: copy.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: copy.path])
        }
        let handle = try FileHandle(forWritingTo: copy)
        do {
            for try await part in stream { try handle.write(contentsOf: part.readableBytesView) }
            try handle.close()
        } catch {
            try? handle.close()
            throw error
        }
        return try await body(copy)
    }

    public func edit<T>(at location: MediaLocation, _ body: (URL) async throws -> T) async throws -> T {
        try await withLocalCopy(at: location) { copy in
            let result = try await body(copy)
            let size = try FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int64 ?? 0
            try await client.putObject(key(location), file: copy, size: size)
            return result
        }
    }

    public func presignedURL(
        at location: MediaLocation, expires: Int, now: Date, contentType: String, disposition: String
    ) -> URL? {
        client.presignedGET(
            key(location), expires: expires, now: now,
            answer: [("response-content-disposition", disposition), ("response-content-type", contentType)])
    }

    public func archiveReference(at location: MediaLocation) -> URL { location.archiveURL }

    public func delete(at location: MediaLocation) async {
        try? await client.deleteObject(key(location))
    }

    public func deleteAll(owner: UUID) async {
        guard let objects = try? await client.listObjects(prefix: ownerPrefix(owner)) else { return }
        try? await client.deleteObjects(objects.map(\.key))
    }
}
