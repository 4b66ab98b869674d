import Foundation
import Vapor

/// A page's `multipart/form-data` post read part by part as it arrives (over the request's
/// ``StreamedUpload``), so a form with photos is never held whole: the text fields are read
/// first (and the CSRF token among them checked), then each file part streams to whoever
/// stages it. The boundary scanner keeps at most one network chunk and a delimiter's length.
///
/// The fields must come before the files, as a form sends its inputs in document order and
/// ours put the file input last; a field after a file is skipped.
public final class StreamedForm: @unchecked Sendable {
    // @unchecked: read by one task at a time, part after part (the route, then the intake).
    public struct Part: Sendable {
        public var name: String
        /// Set on a file input's part (empty when the person chose no file).
        public var filename: String?
    }

    private enum State { case body, afterDelimiter, headers, end }

    private let request: Request
    private var source: StreamedUpload.Chunks.AsyncIterator
    private var buffer: [UInt8] = [13, 10]  // the first delimiter then matches like every later one
    private var state = State.body  // the preamble, skipped like a part's rest
    private let delimiter: [UInt8]

    static let maxHeaderBytes = 16 * 1024

    /// The form of a request on a streamed route; 415 when it is not multipart.
    public init(_ request: Request) throws {
        guard let upload = request.streamedUpload else {
            throw Abort(.internalServerError, reason: "StreamedForm needs a route behind StreamedUploadMiddleware")
        }
        self.request = request
        source = StreamedUpload.Chunks(upload: upload).makeAsyncIterator()
        let type = request.headers.contentType
        if type == .urlEncodedForm {
            isURLEncoded = true
            delimiter = []
            return
        }
        guard let type, type.type == "multipart", let boundary = type.parameters["boundary"], !boundary.isEmpty else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", detail: "Send multipart/form-data.")
        }
        isURLEncoded = false
        delimiter = Array("\r\n--\(boundary)".utf8)
    }

    /// A form without files, sent URL-encoded: its fields only (read whole, they are small).
    private let isURLEncoded: Bool

    static let malformed = AppError(.badRequest, code: "malformed_request", detail: "The multipart body could not be read.")

    /// The text fields before the first file part, which becomes the current part (nil when the
    /// form has no file). The CSRF token among them is checked here, before any file is read,
    /// when the request did not present it in a header (see `CSRFMiddleware`).
    public func fieldsBeforeFiles(maxBytes: Int = 1024 * 1024) async throws -> (fields: [String: String], file: Part?) {
        var fields: [String: String] = [:]
        var total = 0
        var file: Part?
        if isURLEncoded {
            var bytes: [UInt8] = []
            while let chunk = try await source.next() {
                guard bytes.count + chunk.count <= maxBytes else { throw Abort(.payloadTooLarge) }
                bytes += chunk
            }
            state = .end
            for pair in String(decoding: bytes, as: UTF8.self).split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) in
                    let spaced = text.replacingOccurrences(of: "+", with: " ")
                    return spaced.removingPercentEncoding ?? spaced
                }
                fields[decode(nameAndValue[0])] = nameAndValue.count > 1 ? decode(nameAndValue[1]) : ""
            }
        }
        while let part = try await nextPart() {
            if part.filename != nil {
                file = part
                break
            }
            var bytes: [UInt8] = []
            while let chunk = try await nextBytes() {
                total += chunk.count
                guard total <= maxBytes else { throw Abort(.payloadTooLarge) }
                bytes += chunk
            }
            fields[part.name] = String(decoding: bytes, as: UTF8.self)
        }
        try CSRFMiddleware.verifyStreamedForm(request, token: fields[CSRFMiddleware.fieldName])
        return (fields, file)
    }

    /// The next part, after skipping what is left of the current one; nil after the last.
    public func nextPart() async throws -> Part? {
        while true {
            switch state {
            case .end:
                return nil
            case .body:
                while try await nextBytes() != nil {}
            case .afterDelimiter:
                while buffer.count < 2 { guard try await fill() else { throw Self.malformed } }
                if buffer[0] == 0x2D, buffer[1] == 0x2D {  // "--": the closing delimiter
                    state = .end
                    buffer = []
                } else if buffer[0] == 13, buffer[1] == 10 {
                    buffer.removeFirst(2)
                    state = .headers
                } else {
                    throw Self.malformed
                }
            case .headers:
                let end: [UInt8] = [13, 10, 13, 10]
                var found = find(end)
                while found == nil {
                    guard buffer.count <= Self.maxHeaderBytes, try await fill() else { throw Self.malformed }
                    found = find(end)
                }
                guard let found else { throw Self.malformed }
                var headers = HTTPHeaders()
                for line in String(decoding: buffer[0..<found], as: UTF8.self).split(separator: "\r\n") {
                    let pair = line.split(separator: ":", maxSplits: 1)
                    if pair.count == 2 { headers.add(name: String(pair[0]), value: pair[1].trimmingCharacters(in: .whitespaces)) }
                }
                buffer.removeFirst(found + end.count)
                state = .body
                guard let disposition = headers.contentDisposition, let name = disposition.name else { throw Self.malformed }
                return Part(name: name, filename: disposition.filename)
            }
        }
    }

    /// The current part's next bytes; nil at its end.
    public func nextBytes() async throws -> ArraySlice<UInt8>? {
        guard state == .body else { return nil }
        while true {
            if let index = find(delimiter) {
                let rest = buffer[0..<index]
                buffer.removeFirst(index + delimiter.count)
                state = .afterDelimiter
                return rest.isEmpty ? nil : ArraySlice(rest)
            }
            // Everything but a tail that could be the start of the delimiter is the part's.
            let safe = buffer.count - (delimiter.count - 1)
            if safe > 0 {
                let bytes = ArraySlice(buffer[0..<safe])
                buffer.removeFirst(safe)
                return bytes
            }
            guard try await fill() else { throw Self.malformed }
        }
    }

    /// The current part's bytes, for `UploadStaging` or an `HTTPBody`.
    public var partBytes: PartBytes { PartBytes(form: self) }

    public struct PartBytes: AsyncSequence, Sendable {
        public typealias Element = ArraySlice<UInt8>
        let form: StreamedForm

        public struct AsyncIterator: AsyncIteratorProtocol {
            let form: StreamedForm
            public mutating func next() async throws -> ArraySlice<UInt8>? { try await form.nextBytes() }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(form: form) }
    }

    private func fill() async throws -> Bool {
        guard let chunk = try await source.next() else { return false }
        buffer += chunk
        return true
    }

    /// Where `needle` first starts in `buffer` (memchr for its first byte, then memcmp).
    private func find(_ needle: [UInt8]) -> Int? {
        guard let first = needle.first, buffer.count >= needle.count else { return nil }
        return buffer.withUnsafeBytes { haystack -> Int? in
            guard let base = haystack.baseAddress else { return nil }
            let last = haystack.count - needle.count
            var start = 0
            while start <= last {
                guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return nil }
                let index = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + index, needle, needle.count) == 0 { return index }
                start = index + 1
            }
            return nil
        }
    }
}
