import ContractCoding
import Foundation

// The generated `Types`, `Client` and `APIProtocol` of this module come from `openapi.yaml` at
// build time (swift-openapi-generator plugin); nothing generated is committed.

/// The Web Push contract (`/api/push/*`), shipped as a resource so the server can publish it at
/// `/api/push/openapi.yaml`.
public enum PushAPIDocument {
    /// The bytes of `openapi.yaml` exactly as the generator read them.
    public static func yaml() throws -> Data { try ContractDocument.yaml(in: .module) }
}
