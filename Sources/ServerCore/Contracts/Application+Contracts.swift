import OpenAPIRuntime
import OpenAPIVapor
import Vapor

extension Application {
    /// Mounts one OpenAPI contract: its generated handlers behind the suite's contract
    /// middleware, and its document at `documentPaths` (`/api/<app>/openapi.yaml`).
    ///
    /// In order, every operation runs behind: the body read whole (`bodyLimit`) — or, on the
    /// upload routes `uploadLimit` names, streamed to the operation as it arrives under that
    /// limit (``StreamedUploadMiddleware``) — header
    /// decoding, the error mapping (decoding failures → 400 problem+json, never internal text),
    /// bearer authentication (a valid token signs the request in; operations that need one ask
    /// `requireAPIAccount()`), the app's own `middleware`, and the `RequestContext` injection.
    ///
    /// ```swift
    /// try app.serveContract(document: try DisposableAPIDocument.yaml(),
    ///                       at: ["/api/disposable/openapi.yaml"]) { transport in
    ///     try DisposableAPIHandler().registerHandlers(on: transport, configuration: .suiteAPI)
    /// }
    /// ```
    public func serveContract(
        document: Data, at documentPaths: [String],
        bodyLimit: @escaping @Sendable (Request) -> ByteCount = { _ in Application.defaultContractBodyLimit },
        uploadLimit: @escaping @Sendable (Request) -> ByteCount? = { _ in nil },
        middleware: [any Middleware] = [],
        registerHandlers: (any ServerTransport) throws -> Void
    ) throws {
        // Bodies are read whole before the generated handlers run. A handler that answers early
        // (a validation error in the first part) leaves a streamed body half-read; Vapor only
        // drains bodies nobody started reading, so that keep-alive connection then stalled
        // (found by schemathesis). Uploads are too large to hold: they stream, and
        // `StreamedUpload` drops the unread rest itself.
        let stack: [any Middleware] =
            [
                StreamedUploadMiddleware(limit: uploadLimit),
                CollectBodyMiddleware(limit: { $0.streamedUpload == nil ? bodyLimit($0) : nil }),
                HeaderDecodingMiddleware(), OpenAPIErrorMiddleware(),
                BearerAccountAuthenticator(),
            ] + middleware + [DirectResponseBodyMiddleware(), RequestInjectionMiddleware()]
        try registerHandlers(ContractTransport(base: VaporTransport(routesBuilder: grouped(stack))))
        for path in documentPaths {
            get(path.split(separator: "/").map { PathComponent(stringLiteral: String($0)) }) { _ in
                Response(status: .ok, headers: ["Content-Type": "application/yaml"], body: .init(data: document))
            }
        }
    }

    /// What a contract's request body may weigh unless its backend says otherwise: JSON bodies
    /// (sign-in, a tag, a share link) are small.
    public static let defaultContractBodyLimit: ByteCount = "256kb"
}
