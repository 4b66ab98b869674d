import ArgumentParser
import Foundation
import MemoryClient

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Upload what waits in the outbox, then refresh the last 30 days kept here.")

    @OptionGroup var options: GlobalOptions
    @Option(help: "Seconds to keep trying when the server cannot be reached.") var wait: Double = 300

    func run() async throws {
        var context = try CLIContext(options)
        let locked = try await context.start(sending: true)
        guard case .signedIn = await context.service.session.status else {
            Terminal.say("Sign in first: memory login")
            throw ExitCode(ExitCode32.signedOut)
        }
        let code = await Upload.run(context, locked: locked, wait: wait)
        if code != ExitCode32.ok { throw ExitCode(code) }
    }
}
