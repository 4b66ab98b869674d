import Foundation

/// The contract itself, shipped as a resource so the server can publish it at `/api/openapi.yaml`.
public enum MemoryAPIDocument {
    /// The bytes of `openapi.yaml` exactly as the generator read them.
    public static func yaml() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
