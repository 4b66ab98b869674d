import Foundation

/// Streams one uploaded file into the store's staging area, judging it while it arrives: the
/// size limit stops reading at the first chunk past it, the type is decided from the first
/// bytes (a file that is not what the route takes is refused before the rest is read), and
/// `observe` sees every chunk (an incremental hash). What is left after the stream ends —
/// decoding, pixel limits, duration — is judged on the sealed file.
///
/// Nothing stays behind on any refusal: the staging file is discarded before the error goes on.
public struct UploadStaging {
    /// The most bytes the file may have.
    public var maxBytes: Int
    /// The refusal past `maxBytes` (each app words its own 413).
    public var tooLarge: any Error
    /// How many first bytes `checkHead` needs (fewer when the whole file is shorter).
    public var headLength: Int
    /// Throws the refusal when the first bytes are not a type the route accepts; nil: no check.
    public var checkHead: ((Data) throws -> Void)?

    public init(maxBytes: Int, tooLarge: any Error, headLength: Int = 64, checkHead: ((Data) throws -> Void)? = nil) {
        self.maxBytes = maxBytes
        self.tooLarge = tooLarge
        self.headLength = headLength
        self.checkHead = checkHead
    }

    /// Writes `body` into a new staging file and seals it (fsync).
    public func stage<Body: AsyncSequence>(
        _ body: Body, into store: any MediaStore, observe: (Data) -> Void = { _ in }
    ) async throws -> StagedFile where Body.Element == ArraySlice<UInt8> {
        let writer = try store.beginStaging()
        do {
            var head: Data? = checkHead == nil ? nil : Data()
            for try await chunk in body {
                guard writer.byteCount + Int64(chunk.count) <= maxBytes else { throw tooLarge }
                let data = Data(chunk)
                if var first = head {
                    first.append(data.prefix(headLength - first.count))
                    if first.count >= headLength {
                        try checkHead?(first)
                        head = nil
                    } else {
                        head = first
                    }
                }
                observe(data)
                try await writer.append(data)
            }
            if let head { try checkHead?(head) }
            return try writer.seal()
        } catch {
            writer.discard()
            throw error
        }
    }
}
