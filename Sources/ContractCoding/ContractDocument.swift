import Foundation

/// Reads a contract's `openapi.yaml`, shipped as a resource of its API module, so the server can
/// publish exactly the document the generator read.
///
/// Each API module wraps this in one line (`MemoryAPIDocument.yaml()`), because only code inside
/// that module can name its `Bundle.module`.
public enum ContractDocument {
    /// The bytes of `openapi.yaml` in `bundle`.
    public static func yaml(in bundle: Bundle) throws -> Data {
        guard let url = bundle.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "openapi.yaml"])
        }
        return try Data(contentsOf: url)
    }
}
