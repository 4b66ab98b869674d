import Fluent
import Vapor

/// `suite feedback [--limit N]`: the newest messages sent from "Send feedback", newest first,
/// for an operator without a mail server (or reading back what was mailed).
public struct FeedbackCommand: AsyncCommand {
    public struct Signature: CommandSignature {
        @Option(name: "limit", help: "How many messages to list (default 20).")
        var limit: Int?
        public init() {}
    }

    public var help: String { "Lists the newest feedback messages, newest first." }

    public init() {}

    public func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.migrateDatabase()
        let records = try await FeedbackRecord.query(on: app.db).sort(\.$createdAt, .descending)
            .limit(max(1, signature.limit ?? 20)).all()
        guard !records.isEmpty else {
            context.console.print("No feedback yet.")
            return
        }
        for record in records {
            context.console.print("\(record.createdAt.ISO8601Format()) · \(record.app) · \(record.kind) · "
                + "\(record.language) · answer to: \(record.replyTo ?? "-")")
            context.console.print(record.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    \($0)" }.joined(separator: "\n"))
            context.console.print("")
        }
    }
}
