import FluentSQLiteDriver
import Vapor

/// A database that stayed too busy for a request: its wait for the SQLite write lock
/// (`busy_timeout`) or for a pooled connection ran out. The request did nothing, so the honest
/// answer is 503 with `Retry-After`, not a 500.
enum DatabaseBusy {
    static func matches(_ error: any Error) -> Bool {
        if let error = error as? SQLiteError {
            switch error.reason {
            case .busy, .busyTimeout, .busyInSnapshot, .busyInRecovery, .locked: return true
            default: return false
            }
        }
        return error is ConnectionPoolTimeoutError
    }

    static let appError = AppError(
        .serviceUnavailable, code: "service_busy", detail: "The server is busy. Try again in a moment.",
        headers: ["Retry-After": "1"])
}
