import Foundation
import ServerCore
import Testing

@Suite("Media bodies read files lazily, chunk by chunk")
struct FileChunkReaderTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("a range comes out in chunks of at most 64 KiB, exactly its bytes")
    func chunks() throws {
        // setup
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: file) }
        let reader = try FileChunkReader(file, offset: 1_000, length: 150_000)
        // act
        var chunks: [ArraySlice<UInt8>] = []
        while let chunk = try reader.next() { chunks.append(chunk) }
        // check
        #expect(chunks.map(\.count) == [65_536, 65_536, 18_928])
        #expect(Array(chunks.joined()) == Array(bytes[1_000..<151_000]))
        #expect(try reader.next() == nil)
    }

    @Test("nothing is read before the client asks: bytes changed after the body was made are the ones sent")
    func lazy() async throws {
        // setup
        let file = try temporaryFile(Array(repeating: 0x61, count: 100_000))
        defer { try? FileManager.default.removeItem(at: file) }
        let body = try FileBody.body(file, offset: 0, length: 100_000)
        // act: rewrite the file in place, then read the body
        let writer = try FileHandle(forWritingTo: file)
        try writer.write(contentsOf: Data(repeating: 0x62, count: 100_000))
        try writer.close()
        var received: [UInt8] = []
        for try await chunk in body { received += chunk }
        // check
        #expect(received.count == 100_000)
        #expect(received.allSatisfy { $0 == 0x62 })
    }
}
