import Vapor

extension Response {
    private struct ParsedMediaType: StorageKey {
        typealias Value = (header: String, type: HTTPMediaType?)
    }

    /// The response's `Content-Type`, parsed once while the header stays the same. Vapor's
    /// `headers.contentType` parses the header's directives on every read, and two middlewares
    /// read it for every response (three hundredths of a guest page's time).
    var mediaType: HTTPMediaType? {
        guard let header = headers.first(name: .contentType) else { return nil }
        if let parsed = storage[ParsedMediaType.self], parsed.header == header { return parsed.type }
        let type = headers.contentType
        storage[ParsedMediaType.self] = (header, type)
        return type
    }
}
