import Foundation
import NotesBackend
import ServerTestSupport
import Vapor

/// Notes' tests run on ServerCore and the Notes backend alone.
func withNotesApp<T>(clock: (@Sendable () -> Date)? = nil, _ body: (Application) async throws -> T) async throws -> T {
    try await withSuiteApp([NotesBackend()], clock: clock, body)
}
