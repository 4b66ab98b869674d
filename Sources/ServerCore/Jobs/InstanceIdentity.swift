import Foundation
import Vapor

/// The name a server instance gives its job claims: made once and kept in its data directory
/// (`instance.id`), so the same instance started again knows which running jobs were its own.
/// Two instances must never share a data directory.
enum InstanceIdentity {
    static func name(of app: Application) -> String {
        if let given = app.config.instanceID { return given }
        let directory = app.config.dataDirectory
        let file = directory.appendingPathComponent("instance.id")
        if let existing = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
           !existing.isEmpty {
            return existing
        }
        let name = UUID().uuidString.lowercased()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(name.utf8).write(to: file, options: .atomic)
        } catch {
            // Without the file the claims still work; only a restart's at-once reclaim is lost
            // (the lease then frees them).
            app.logger.warning("instance identity: cannot keep \(file.path): \(error)")
        }
        return name
    }
}
