import DisposableBackend
import Fluent
import MemoryBackend
import NotesBackend
import ServerCore
import Vapor

/// Builds the whole server: the shared core, then each app's backend.
public func configure(_ app: Application, config: AppConfig, options: ServerCoreOptions = .init()) async throws {
    try await app.configureServerCore(config: config, options: options)
    try app.configureNotesBackend()
    try app.configureMemoryBackend()
    try app.configureDisposableBackend()
    try routes(app)
}
