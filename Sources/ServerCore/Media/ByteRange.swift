import Foundation

/// One HTTP byte range (RFC 9110 §14.1.2) resolved against a file size, for 206 answers.
public struct ByteRange: Equatable, Sendable {
    public var start: Int64
    /// Inclusive.
    public var end: Int64

    public var length: Int64 { end - start + 1 }

    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }

    /// The `Content-Range` value for this range of a file of `size` bytes.
    public func contentRange(size: Int64) -> String { "bytes \(start)-\(end)/\(size)" }

    public enum ParseResult: Equatable, Sendable {
        /// No usable `Range` header (absent, another unit, several ranges): send the whole file.
        case whole
        case partial(ByteRange)
        /// A syntactically valid range outside the file: 416.
        case unsatisfiable
    }

    /// Reads `bytes=a-b`, `bytes=a-` and `bytes=-n`. Multiple ranges are answered whole,
    /// which RFC 9110 allows and keeps the server simple.
    public static func parse(_ header: String?, size: Int64) -> ParseResult {
        guard let header, header.hasPrefix("bytes="), !header.contains(",") else { return .whole }
        let spec = header.dropFirst("bytes=".count).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard spec.count == 2 else { return .whole }
        let first = spec[0].trimmingCharacters(in: .whitespaces)
        let last = spec[1].trimmingCharacters(in: .whitespaces)
        switch (Int64(first), Int64(last)) {
        case (let start?, let end?) where start <= end:
            guard start < size else { return .unsatisfiable }
            return .partial(ByteRange(start: start, end: min(end, size - 1)))
        case (let start?, nil) where last.isEmpty:
            guard start < size else { return .unsatisfiable }
            return .partial(ByteRange(start: start, end: size - 1))
        case (nil, let suffix?) where first.isEmpty:
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .partial(ByteRange(start: max(0, size - suffix), end: size - 1))
        default:
            return .whole
        }
    }
}
