import Foundation
import Testing

/// Loads a copied fixture photo from the test bundle.
func fixture(_ name: String) throws -> Data {
    let url = try #require(
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
        "missing fixture \(name)")
    return try Data(contentsOf: url)
}

/// URL of a copied fixture photo in the test bundle.
func fixtureURL(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
}

/// Writes `data` to a temporary file for the file-based decoder; the caller removes it.
func temporaryFile(_ data: Data, name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("decode-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    return url
}
