// The generated `Types`, `Client` and `APIProtocol` (server stubs) of this module come from
// `openapi.yaml` at build time through the swift-openapi-generator plugin; nothing generated
// is committed. See `openapi-generator-config.yaml`.
import ContractCoding
import Foundation

/// The contract itself, served at `/api/disposable/openapi.yaml`.
public enum DisposableAPIDocument {
    public static func yaml() throws -> Data { try ContractDocument.yaml(in: .module) }
}
