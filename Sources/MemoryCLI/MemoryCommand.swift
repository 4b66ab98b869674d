import ArgumentParser

/// `memory`: Memory Recap from the command line, a real client of MemoryClient (the same
/// session, outbox, cache and view models an iOS app links).
@main
struct MemoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Memory Recap: your timeline of photos, voice, text and songs, from the command line.",
        discussion: """
            Everything you add goes through an outbox on this machine first, so nothing is lost when the \
            server cannot be reached: `memory sync` sends what waits, `memory status` shows it.
            """,
        subcommands: [
            LoginCommand.self, LogoutCommand.self, AddCommand.self, ImportCommand.self, SyncCommand.self,
            StatusCommand.self, TimelineCommand.self, ExportCommand.self, CancelCommand.self, RetryCommand.self,
            UndoCommand.self,
        ])
}
