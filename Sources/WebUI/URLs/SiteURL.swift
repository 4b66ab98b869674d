/// One typed address of the site: the same value gives a page's link (`url`) and the route
/// that serves it (ServerCore turns ``pathSegments`` into Vapor path components), so a route
/// and the links to it cannot drift apart. Each app declares one enum (``NotesURL``-style),
/// after SwiftPackageIndex-Server's `SiteURL`.
///
///     enum NotesURL: SiteURL {
///         case list, note(Parameter<String>)
///         var pathSegments: [PathSegment] {
///             switch self {
///             case .list: ["notes"]
///             case .note(let id): ["notes", .parameter("id", id)]
///             }
///         }
///     }
///
///     NotesURL.note(.value(note.id)).url    // "/notes/6F1A…"
///     routes.get(NotesURL.note(.key).pathComponents, use: edit)   // "notes/:id"
public protocol SiteURL: Sendable {
    var pathSegments: [PathSegment] { get }
}

/// A value in a URL's path: named by `.key` when a route declares it, given by `.value` in a link.
public enum Parameter<Value: Sendable & LosslessStringConvertible>: Sendable {
    case key
    case value(Value)
}

/// One segment of a ``SiteURL``'s path.
public enum PathSegment: Sendable, Hashable, ExpressibleByStringLiteral {
    /// Fixed text (`notes`, `export.json`).
    case constant(String)
    /// A named parameter; `value` is nil while declaring a route.
    case parameter(name: String, value: String?)

    public init(stringLiteral value: String) {
        self = .constant(value)
    }

    /// A segment from a typed parameter: the route's `:name`, or the link's value.
    public static func parameter<Value>(_ name: String, _ parameter: Parameter<Value>) -> PathSegment {
        switch parameter {
        case .key: .parameter(name: name, value: nil)
        case .value(let value): .parameter(name: name, value: value.description)
        }
    }
}

/// A name and value after `?`; a nil value leaves the item out.
public struct QueryItem: Sendable, Equatable {
    public var name: String
    public var value: String?

    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}

extension SiteURL {
    /// The site-relative link: `/notes/42`, each value percent-encoded.
    public var url: String {
        let segments = pathSegments
        guard !segments.isEmpty else { return "/" }
        var path = ""
        for segment in segments {
            path += "/"
            switch segment {
            case .constant(let text): path += text
            case .parameter(let name, let value): path += value.map(URLQuery.encode) ?? ":" + name
            }
        }
        return path
    }

    /// The link with a query string; items without a value are left out.
    public func url(query items: [QueryItem]) -> String {
        let pairs = items.compactMap { item in item.value.map { URLQuery.encode(item.name) + "=" + URLQuery.encode($0) } }
        return pairs.isEmpty ? url : url + "?" + pairs.joined(separator: "&")
    }
}
