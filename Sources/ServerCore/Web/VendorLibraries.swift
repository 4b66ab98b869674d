import Foundation
import NIOConcurrencyHelpers
import Vapor

/// Front-end libraries installed from Debian's `libjs-*` packages, served from this origin
/// at `/vendor/<name>/…` (no CDN, so the Content-Security-Policy stays `'self'` and pages
/// work offline). A backend names the ones it uses while it configures:
///
///     try app.vendorLibraries.serve("leaflet", from: "/usr/share/javascript/leaflet")
///
/// Only files under a named library's folder are served; `..` and hidden names are refused.
public final class VendorLibraries: Sendable {
    private let roots = NIOLockedValueBox<[String: String]>([:])

    init() {}

    /// Serves `directory` at `/vendor/<name>/`. Fails when the folder is missing, naming the
    /// Debian package to install (`scripts/bootstrap` installs the ones the suite uses).
    public func serve(_ name: String, from directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigError.invalid(key: "vendor library \(name)", reason: "needs \(directory) (apt install libjs-\(name))")
        }
        roots.withLockedValue { $0[name] = directory.hasSuffix("/") ? directory : directory + "/" }
    }

    func file(library: String, segments: [String]) -> String? {
        guard let root = roots.withLockedValue({ $0[library] }), !segments.isEmpty,
            segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") })
        else { return nil }
        let path = root + segments.joined(separator: "/")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return path
    }

    static func route(_ request: Request) async throws -> Response {
        guard let library = request.parameters.get("library"),
            let path = request.application.vendorLibraries.file(library: library, segments: request.parameters.getCatchall())
        else { throw Abort(.notFound) }
        let response = try await request.fileio.asyncStreamFile(at: path)
        // A package upgrade replaces the file in place: cache for a day, revalidate by ETag after.
        response.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
        return response
    }
}

extension Application {
    private struct VendorLibrariesKey: StorageKey { typealias Value = VendorLibraries }

    /// The `libjs-*` libraries served at `/vendor/…`.
    public var vendorLibraries: VendorLibraries {
        if let existing = storage[VendorLibrariesKey.self] { return existing }
        let made = VendorLibraries()
        storage[VendorLibrariesKey.self] = made
        return made
    }
}
