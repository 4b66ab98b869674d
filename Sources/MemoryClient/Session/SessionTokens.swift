import Foundation

/// What a signed-in device keeps: the token pair from the accounts contract, and whose it is.
public struct SessionTokens: Codable, Equatable, Sendable {
    /// The short-lived JWT sent as `Authorization: Bearer …`.
    public var accessToken: String
    /// The single-use refresh token; replaced by the rotated one after every refresh.
    public var refreshToken: String
    public var email: String
    /// The account the tokens belong to (the access token's `sub`): the outbox and the read
    /// cache are kept per account, so nothing of one account is ever sent or shown for another.
    public var accountID: String

    public init(accessToken: String, refreshToken: String, email: String, accountID: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.email = email
        self.accountID = accountID
    }

    /// Reads the `sub` claim of an access token without checking its signature: the server
    /// checks tokens; the client only needs to know which account it is talking for.
    public static func accountID(fromAccessToken token: String) -> String? {
        let parts = token.split(separator: ".")
        guard parts.count == 3 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
            let claims = try? JSONDecoder().decode([String: JSONClaim].self, from: data),
            case .string(let subject) = claims["sub"]
        else { return nil }
        return subject.lowercased()
    }

    /// Any JSON value of a claim set; only strings are read.
    private enum JSONClaim: Decodable {
        case string(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = (try? container.decode(String.self)).map(JSONClaim.string) ?? .other
        }
    }
}
