import ContractCoding
import Foundation

// The generated `Types`, `Client` and `APIProtocol` (server stubs) of this module come from
// `openapi.yaml` at build time through the swift-openapi-generator plugin; nothing generated
// is committed. See `openapi-generator-config.yaml`. Both sides speak it with
// `Configuration.suiteAPI` (ContractCoding).

/// The accounts contract (`/api/auth/*`), shipped as a resource so the server can publish it at
/// `/api/auth/openapi.yaml`.
public enum AccountsAPIDocument {
    /// The bytes of `openapi.yaml` exactly as the generator read them.
    public static func yaml() throws -> Data { try ContractDocument.yaml(in: .module) }
}
