import Foundation
import MemoryClient

/// Exit codes shared by the commands that upload.
enum ExitCode32 {
    static let ok: Int32 = 0
    static let failure: Int32 = 1
    /// Some items were refused by the server (each is listed with its reason).
    static let refused: Int32 = 2
    /// Items still wait (the server could not be reached in time).
    static let waiting: Int32 = 3
    /// No session: sign in first.
    static let signedOut: Int32 = 4
}

/// Sends what waits in the outbox with a progress bar, then brings the 30-day cache up to date.
enum Upload {
    static func run(_ context: CLIContext, locked: Bool, wait: TimeInterval) async -> Int32 {
        let outbox = context.service.outbox
        guard locked else {
            Terminal.say("Another memory command is uploading from this folder; it sends these too.")
            return ExitCode32.ok
        }
        let total = await outbox.tally().pending
        if total > 0 {
            let bar = ProgressBar("Uploading", total: total)
            let session = context.service.session
            let draw = { @Sendable in
                // Signed out, the outbox shows no account's items: that is not "all sent".
                guard case .signedIn = await session.status else { return }
                let tally = await outbox.tally()
                let detail = tally.uploading?.fraction.map { "\(Int($0 * 100))%" } ?? waitingText(tally.pause)
                bar.update(done: max(0, total - tally.pending), total: max(total, tally.pending), detail: detail)
            }
            // A progress bar's frame rate, not a wait for anything.
            let watcher = Task {
                while !Task.isCancelled {
                    await draw()
                    try? await Task.sleep(for: .milliseconds(200))
                }
            }
            let result = await outbox.drain(until: context.service.environment.now().addingTimeInterval(wait))
            watcher.cancel()
            await watcher.value  // its sleep ends at once when cancelled
            await draw()  // where it ended, so a log never stops at "0/1"
            bar.finish()
            if result == .signedOut {
                await sessionEnded(context)
                return ExitCode32.signedOut
            }
        }
        return await report(context)
    }

    /// Prints what the outbox holds after a run and picks the exit code.
    static func report(_ context: CLIContext) async -> Int32 {
        let snapshot = await context.service.outbox.snapshot()
        let sentNow = snapshot.sent.count
        for item in snapshot.failed {
            let name = item.attachments.first?.originalName ?? item.draft?.title ?? item.id
            Terminal.say("✗ \(name): \(item.failure?.message ?? "refused") [\(item.failure?.code ?? "")] (memory retry \(item.id.prefix(8)) / memory cancel \(item.id.prefix(8)))")
        }
        if !snapshot.pending.isEmpty {
            Terminal.say("\(snapshot.pending.count) waiting to upload. \(waitingText(snapshot.pause)) Run `memory sync` again later.")
            return ExitCode32.waiting
        }
        if snapshot.failed.isEmpty {
            _ = try? await context.service.timeline.refreshRecent(now: context.service.environment.now())
            print("Outbox empty: everything is uploaded (\(sentNow) sent in the last day).")
            return ExitCode32.ok
        }
        print("Uploaded everything else; \(snapshot.failed.count) refused by the server (see above).")
        return ExitCode32.refused
    }

    /// Says why the session ended (the server's reason, a reused token named as such) and what
    /// becomes of the entries that wait.
    static func sessionEnded(_ context: CLIContext) async {
        let reason: SignOutReason? = if case .signedOut(let reason) = await context.service.session.status { reason } else { nil }
        let message = reason?.message(in: context.language) ?? "Your session has ended."
        Terminal.say("\(message) Entries not yet uploaded stay here; `memory login` then `memory sync` sends them.")
    }

    static func waitingText(_ pause: OutboxPause?) -> String {
        switch pause?.reason {
        case .offline?: "Offline."
        case .waitingForWiFi?: "Waiting for Wi-Fi."
        case .signedOut?: "Signed out."
        case .serverUnreachable(let reason)?: "Server unreachable (\(reason.prefix(60)))."
        case nil: ""
        }
    }
}
