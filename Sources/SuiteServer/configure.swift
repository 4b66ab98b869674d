import Fluent
import MemoryBackend
import NotesBackend
import ServerCore
import Vapor

/// Builds the whole server: the shared core, then each app's backend.
public func configure(_ app: Application, config: AppConfig, options: ServerCoreOptions = .init()) async throws {
    var options = options
    // Memory Recap's OpenAPI handlers serve /api/auth/* (the contract includes them).
    options.registersAuthAPI = false
    try await app.configureServerCore(config: config, options: options)
    try app.configureNotesBackend()
    try app.configureMemoryBackend()
    try routes(app)
}
