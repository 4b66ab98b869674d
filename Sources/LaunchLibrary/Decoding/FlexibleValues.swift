import Foundation

/// A number LL2 sends either as a JSON number or as a string (`pad.latitude`, `launch_cost`,
/// `founding_year` in 2.2.0 are strings; 2.3.0 sends numbers). Empty or unparsable strings become `nil`.
public struct FlexibleDouble: Hashable, Sendable {
    public let value: Double?

    public init(_ value: Double?) { self.value = value }
}

extension FlexibleDouble: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let number = try? container.decode(Double.self) {
            value = number
        } else {
            value = Double(try container.decode(String.self).trimmingCharacters(in: .whitespaces))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a number-or-string field; absent, null and unparsable all read as `nil`.
    func flexibleDouble(_ key: Key) throws -> Double? {
        try decodeIfPresent(FlexibleDouble.self, forKey: key)?.value
    }

    /// Decodes an LL2 date string; absent, null or an unrecognised shape read as `nil`
    /// so that one odd date does not drop the whole launch.
    func ll2Date(_ key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        return LL2Date.parse(text)
    }

    /// Decodes a string or a number as text (ids and `founding_year` change type between versions).
    func looseString(_ key: Key) throws -> String? {
        if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return String(number) }
        return nil
    }

    /// Decodes an optional array, reading absent and null as empty.
    func list<T: Decodable>(_ type: T.Type, _ key: Key) throws -> [T] {
        try decodeIfPresent([T].self, forKey: key) ?? []
    }
}

/// An image reference: a URL string in 2.2.0 (`"image": "https://…"`) or an object in 2.3.0
/// (`"image": {"image_url": …, "thumbnail_url": …, "credit": …}`).
public struct ImageReference: Hashable, Sendable, Codable {
    public let url: URL
    public let thumbnailURL: URL?
    public let credit: String?

    public init(url: URL, thumbnailURL: URL? = nil, credit: String? = nil) {
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.credit = credit
    }

    private enum CodingKeys: String, CodingKey {
        case imageURL = "image_url", thumbnailURL = "thumbnail_url", credit
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "Bad image URL")
            }
            self.init(url: url)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            url: try container.decode(URL.self, forKey: .imageURL),
            thumbnailURL: try? container.decodeIfPresent(URL.self, forKey: .thumbnailURL),
            credit: try? container.decodeIfPresent(String.self, forKey: .credit))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .imageURL)
        try container.encodeIfPresent(thumbnailURL, forKey: .thumbnailURL)
        try container.encodeIfPresent(credit, forKey: .credit)
    }
}

extension KeyedDecodingContainer {
    /// An image that may be a string, an object, null, empty or malformed; only a usable URL survives.
    func image(_ key: Key) -> ImageReference? {
        guard let reference = try? decodeIfPresent(ImageReference.self, forKey: key) else { return nil }
        return reference.url.absoluteString.isEmpty ? nil : reference
    }
}

/// A name that is a plain string in 2.2.0 (`"type": "Commercial"`) and `{id, name}` in 2.3.0.
public struct NamedValue: Hashable, Sendable, Codable {
    public let id: Int?
    public let name: String

    public init(id: Int? = nil, name: String) {
        self.id = id
        self.name = name
    }

    private enum CodingKeys: String, CodingKey { case id, name }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(name: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try? container.decodeIfPresent(Int.self, forKey: .id), name: try container.decode(String.self, forKey: .name))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(name, forKey: .name)
    }
}
