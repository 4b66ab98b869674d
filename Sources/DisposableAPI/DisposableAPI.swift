// The generated `Types`, `Client` and `APIProtocol` (server stubs) of this module come from
// `openapi.yaml` at build time through the swift-openapi-generator plugin; nothing generated
// is committed. See `openapi-generator-config.yaml`.
import Foundation
import OpenAPIRuntime

/// The contract itself, shipped as a resource so the server can publish it at
/// `/api/disposable/openapi.yaml`.
public enum DisposableAPIDocument {
    /// The bytes of `openapi.yaml` exactly as the generator read them.
    public static func yaml() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
