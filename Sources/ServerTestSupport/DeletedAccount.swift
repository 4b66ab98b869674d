import Foundation
import ServerCore
import Vapor
import VaporTesting

/// An API token that outlives its account (access tokens are valid for up to 15 minutes after
/// the account is deleted): every contract's secured routes must then answer 401.
public enum DeletedAccount {
    /// Signs up on the web, signs in through the API, runs `whileSignedIn` with the token (so a
    /// test can prove it worked), then deletes the account on the web and returns the token.
    public static func token(
        _ app: Application, email: String, whileSignedIn: (String) async throws -> Void = { _ in }
    ) async throws -> String {
        let password = "correct horse battery"
        let browser = WebClient(app)
        try await browser.register(email: email, password: password)
        let login = try await APIClient(app).post("/api/auth/login", ["email": email, "password": password])
        let token = try login.content.decode(TokenService.Pair.self).token
        try await whileSignedIn(token)
        try await browser.get("/account/delete")
        let deleted = try await browser.post("/account/delete", form: ["password": password])
        guard deleted.status == .seeOther else {
            throw WebClient.Failure("account deletion answered \(deleted.status): \(deleted.body.string.prefix(300))")
        }
        return token
    }
}

extension ContractDocuments.Operation {
    /// Sends this operation with `token` as bearer, a random UUID for every path parameter and
    /// `{}` as its JSON body: enough to reach the route's authentication.
    public func send(bearer token: String, to app: Application) async throws -> TestingHTTPResponse {
        let filled = path.replacingOccurrences(of: #"\{[^}]+\}"#, with: UUID().uuidString, options: .regularExpression)
        var headers = HTTPHeaders()
        headers.bearerAuthorization = BearerAuthorization(token: token)
        headers.contentType = .json
        var captured: TestingHTTPResponse?
        try await app.testing().test(HTTPMethod(rawValue: method.uppercased()), filled, headers: headers,
                                     body: ByteBuffer(string: "{}")) { captured = $0 }
        guard let captured else { throw WebClient.Failure("\(self): no response") }
        return captured
    }
}
