import Fluent
import Vapor

/// `suite migrate`: applies pending migrations and exits, without Fluent's interactive prompt,
/// so deploy scripts and CI can run it.
public struct MigrateOnlyCommand: AsyncCommand {
    public struct Signature: CommandSignature {
        public init() {}
    }

    public var help: String { "Applies every pending migration, then exits." }

    public init() {}

    public func run(using context: CommandContext, signature: Signature) async throws {
        try await context.application.migrateDatabase()
        context.console.print("Migrations are up to date.")
    }
}
