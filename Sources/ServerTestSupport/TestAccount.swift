import AccountsAPI
import ContractCoding
import Foundation
import Vapor

/// An account signed up through the accounts contract (`/api/auth/register`), as a native client
/// would: the token pair every app's API tests start from.
public struct TestAccount: Sendable {
    public static let password = "long enough pw"

    public let email: String
    public let token: String
    public let refreshToken: String

    /// Registers `email` through the generated accounts client; fails unless the answer is 201.
    public static func register(_ app: Application, _ email: String, password: String = password) async throws
        -> TestAccount
    {
        let output = try await AccountsClient.make(app).register(body: .json(.init(email: email, password: password)))
        let pair = try output.created.body.json
        return TestAccount(email: email, token: pair.token, refreshToken: pair.refreshToken)
    }
}

/// The generated accounts client, talking to the in-process server.
public enum AccountsClient {
    public static func make(_ app: Application, bearer: String? = nil) -> AccountsAPI.Client {
        AccountsAPI.Client(
            serverURL: URL(string: "http://localhost")!, configuration: .suiteAPI,
            transport: InProcessTransport(app: app, bearer: bearer))
    }
}
