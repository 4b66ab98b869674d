import ArgumentParser
import Foundation
import Localization
import MemoryClient

struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Who is signed in, and the outbox: every item with its state.")

    @OptionGroup var options: GlobalOptions
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        var context = try CLIContext(options)
        // Taking the upload lock (when no other command holds it) repairs the outbox first: an
        // item a killed process left "uploading" reads as waiting, which is what it is. Nothing is sent.
        _ = try await context.start(sending: true)
        let service = context.service
        let status = await service.session.status
        let snapshot = await service.outbox.snapshot()
        if json {
            print(try Self.json(status: status, snapshot: snapshot, server: context.serverURL))
            return
        }
        switch status {
        case .signedIn(let email, _): print("Signed in as \(email) on \(context.serverURL.absoluteString)")
        case .signedOut:
            // Signed out, every item here belongs to an account that is not signed in: say how
            // many wait for their sign-in rather than "everything is uploaded".
            print("Signed out (server \(context.serverURL.absoluteString)). memory login")
            let held = snapshot.heldForOtherAccounts
            if held > 0 { print(PluralKey(one: ClientText.heldEntriesOne, other: .heldEntriesOther).text(count: held, context.language)) }
            return
        }
        let list = await OutboxListViewModel(outbox: service.outbox, language: context.language)
        let (rows, headline) = await MainActor.run { () -> ([OutboxListViewModel.Row], String) in
            list.apply(snapshot)
            return (list.rows, list.headline)
        }
        print("Outbox: \(snapshot.pending.count) waiting, \(snapshot.failed.count) refused, \(snapshot.sent.count) sent in the last day.")
        if !headline.isEmpty { print(headline) }
        if snapshot.heldForOtherAccounts > 0 {
            print("\(snapshot.heldForOtherAccounts) item(s) of another account wait for it to sign in again.")
        }
        for row in rows where row.state != .sent {
            print("  \(row.id.prefix(8))  \(row.operation.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))  \(row.title)  —  \(row.status)")
        }
    }

    static func json(status: SessionStatus, snapshot: OutboxSnapshot, server: URL) throws -> String {
        struct Item: Encodable {
            var id, operation, state: String
            var entryID: String
            var serverEntryID: String?
            var attempts: Int
            var failure: OutboxFailure?
            var lastError: String?
        }
        struct Report: Encodable {
            var server: String
            var account: String?
            var pending, failed, sent, heldForOtherAccounts: Int
            var items: [Item]
        }
        let account: String? = if case .signedIn(let email, _) = status { email } else { nil }
        let report = Report(
            server: server.absoluteString, account: account, pending: snapshot.pending.count,
            failed: snapshot.failed.count, sent: snapshot.sent.count, heldForOtherAccounts: snapshot.heldForOtherAccounts,
            items: snapshot.items.map {
                Item(id: $0.id, operation: $0.operation.rawValue, state: $0.state.rawValue, entryID: $0.entryID,
                     serverEntryID: $0.serverEntryID, attempts: $0.attempts, failure: $0.failure, lastError: $0.lastError)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}

/// `memory cancel|retry|undo <id>`: the outbox's per-item actions (an id prefix from `status` is enough).
enum OutboxAction {
    static func perform(_ options: GlobalOptions, prefix: String, _ action: (Outbox, String) async throws -> String) async throws {
        var context = try CLIContext(options)
        _ = try await context.start(sending: false)
        let matches = await context.service.outbox.snapshot().items.filter { $0.id.hasPrefix(prefix.lowercased()) }
        guard matches.count == 1, let item = matches.first else {
            throw ValidationError(matches.isEmpty ? "no outbox item starts with \(prefix)" : "\(prefix) matches \(matches.count) items; give more of the id")
        }
        print(try await action(context.service.outbox, item.id))
    }
}

struct CancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Take back an item that is not uploaded yet.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The item's id (or its first characters).") var id: String

    func run() async throws {
        try await OutboxAction.perform(options, prefix: id) { outbox, id in
            try await outbox.cancel(id)
            return "Cancelled \(id.prefix(8))."
        }
    }
}

struct RetryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "retry", abstract: "Queue a refused item again.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The item's id (or its first characters).") var id: String

    func run() async throws {
        try await OutboxAction.perform(options, prefix: id) { outbox, id in
            try await outbox.retry(id)
            return "Queued \(id.prefix(8)) again; `memory sync` uploads it."
        }
    }
}

struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Undo an item: cancel it if it is not uploaded, revert it if it is.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The item's id (or its first characters).") var id: String

    func run() async throws {
        try await OutboxAction.perform(options, prefix: id) { outbox, id in
            let undo = try await outbox.undo(id)
            return undo.map { "Queued \($0.operation.rawValue) \($0.id.prefix(8)) to undo it; `memory sync` uploads it." }
                ?? "Cancelled \(id.prefix(8))."
        }
    }
}
