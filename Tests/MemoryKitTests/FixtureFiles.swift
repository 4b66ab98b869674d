import Foundation

/// Files under Tests/MemoryKitTests/Fixtures.
enum FixtureFiles {
    static func url(_ name: String) -> URL {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        return Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "Fixtures")!
    }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    static func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }
}
