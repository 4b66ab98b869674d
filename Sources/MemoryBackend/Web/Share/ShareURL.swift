import WebUI

/// The public address a share link hands out: `/s/{token}`.
public enum ShareURL: SiteURL {
    case shared(token: Parameter<String>)

    public static let token = "token"

    public var pathSegments: [PathSegment] {
        switch self {
        case .shared(let token): ["s", .parameter(Self.token, token)]
        }
    }
}
