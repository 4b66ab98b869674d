import Foundation
import MemoryKit
import Vapor

/// The places table, read once on first use (145,000 towns, about half a second) and shared.
/// A missing or broken file is logged once and means "no place suggestions", nothing worse.
actor PlaceDirectory {
    private let file: URL
    private var loaded: PlaceIndex?
    private var failure: String?

    init(file: URL) {
        self.file = file
    }

    func index(logger: Logger) -> PlaceIndex? {
        if let loaded { return loaded }
        guard failure == nil else { return nil }
        do {
            loaded = try PlaceIndex(contentsOf: file)
        } catch {
            failure = String(describing: error)
            logger.warning("place names unavailable: cannot read \(file.path): \(failure ?? "")")
        }
        return loaded
    }

    /// `PLACES_FILE`, else where scripts/offline-data/install-places puts it.
    static func defaultFile(_ read: (String) -> String? = Environment.get) -> URL {
        if let explicit = read("PLACES_FILE"), !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let dataHome = read("XDG_DATA_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.local/share"
        return URL(fileURLWithPath: dataHome).appendingPathComponent("suite/places/rg_cities1000.csv")
    }
}

extension Application {
    private struct PlaceDirectoryKey: StorageKey { typealias Value = PlaceDirectory }

    var places: PlaceDirectory {
        get { storage[PlaceDirectoryKey.self] ?? PlaceDirectory(file: PlaceDirectory.defaultFile()) }
        set { storage[PlaceDirectoryKey.self] = newValue }
    }
}
