import Foundation
import GRDB
import MemoryKit

/// What one round of sending did.
public struct SendRound: Equatable, Sendable {
    public var delivered = 0
    public var refused = 0
    public var deferred = 0
    /// Set when the round stopped because the whole outbox has to wait.
    public var pause: OutboxPause?
}

/// How `drain` ended.
public enum DrainResult: Equatable, Sendable {
    /// Nothing is left to send (refused items may remain; they wait for the person).
    case drained
    /// The deadline came first.
    case timedOut
    /// Items wait for their account to sign in again.
    case signedOut
}

extension Outbox {
    /// Sends every item that is due now, oldest first, one at a time, until none is due or the
    /// whole outbox has to wait (no network, "Wi-Fi only" on cellular, server unreachable, signed out).
    @discardableResult
    public func sendDue() async -> SendRound {
        var round = SendRound()
        guard let account = await account() else {
            pause = OutboxPause(reason: .signedOut, until: nil)
            await notify()
            round.pause = pause
            return round
        }
        if pause?.reason == .signedOut { pause = nil }
        let path = await reachability.currentPath()
        if let hold = policy().hold(on: path) {
            pause = OutboxPause(reason: hold, until: nil)
            await notify()
            round.pause = pause
            return round
        }
        if let current = pause {
            // Offline or Wi-Fi holds end when the path allows again; a server pause at its time.
            if case .serverUnreachable = current.reason, let until = current.until, until > environment.now() {
                round.pause = current
                return round
            }
            if case .serverUnreachable = current.reason {} else { pause = nil }
        }
        while let item = try? nextDue(account: account) {
            let outcome = await send(item)
            switch outcome {
            case .delivered: round.delivered += 1
            case .refused: round.refused += 1
            case .retryLater: round.deferred += 1
            case .unreachable, .signedOut:
                round.pause = pause
                return round
            }
        }
        return round
    }

    /// Sends until nothing sendable is left or `deadline` passes, waiting out backoffs with the
    /// environment's sleep. What a command line's `sync` runs.
    public func drain(until deadline: Date? = nil) async -> DrainResult {
        while true {
            let round = await sendDue()
            if round.pause?.reason == .signedOut { return .signedOut }
            guard let account = await account(), var next = try? nextWake(account: account) else { return .drained }
            let now = environment.now()
            if let reason = round.pause?.reason, reason == .offline || reason == .waitingForWiFi {
                next = max(next, now.addingTimeInterval(1))  // the network decides: look again in a second
            }
            if let deadline, deadline <= now || next > deadline { return .timedOut }
            let wait = max(0.01, next.timeIntervalSince(now))
            try? await environment.sleep(.milliseconds(Int(wait * 1000)))
            if Task.isCancelled { return .timedOut }
        }
    }

    /// Runs until cancelled: sends what is due, then sleeps until the next try is due, a new
    /// item arrives, or the network changes.
    public func run() async {
        let (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        wakeUp = continuation
        let paths = Task { [reachability] in
            for await _ in await reachability.paths() { continuation.yield() }
        }
        defer { paths.cancel() }
        var iterator = signals.makeAsyncIterator()
        while !Task.isCancelled {
            await sendDue()
            let account = await account()
            let next = account.flatMap { try? nextWake(account: $0) }
            let wait = next.map { max(0.01, $0.timeIntervalSince(environment.now())) }
            let sleeper = Task { [environment] in
                try? await environment.sleep(.milliseconds(Int((wait ?? 3600) * 1000)))
                continuation.yield()
            }
            _ = await iterator.next()
            sleeper.cancel()
        }
    }

    // MARK: One item

    private func send(_ item: OutboxItem) async -> TransmitOutcome {
        guard let sending = try? change(item.id, { $0.state = .sending; $0.attempts += 1 }) else {
            return .retryLater(reason: "gone", after: nil)
        }
        await notify()
        let outcome = await transmit(sending)
        progress.remove(item.id)
        await settle(sending, outcome)
        return outcome
    }

    private func transmit(_ item: OutboxItem) async -> TransmitOutcome {
        switch item.operation {
        case .create:
            guard let draft = item.draft else { return .refused(Self.localProblem("draft_missing", "Nothing to send.")) }
            var uploads: [OutboxUpload] = []
            for attachment in item.attachments {
                guard let data = try? files.read(attachment) else {
                    return .refused(Self.localProblem("file_missing", "The file \(attachment.originalName) is no longer on this device."))
                }
                uploads.append(OutboxUpload(filename: attachment.originalName, data: data))
            }
            let (id, board) = (item.id, progress)
            let reporter: @Sendable (UploadProgress) -> Void = { update in
                if board.record(update, for: id) { Task { await self.notify() } }
            }
            return await UploadProgressReporting.$report.withValue(reporter) {
                await transmitter.create(draft, files: uploads, idempotencyKey: item.id)
            }
        case .update:
            guard let draft = item.draft else { return .refused(Self.localProblem("draft_missing", "Nothing to send.")) }
            return await transmitter.update(entryID: item.entryID, to: draft)
        case .delete:
            return await transmitter.delete(entryID: item.entryID)
        }
    }

    private func settle(_ item: OutboxItem, _ outcome: TransmitOutcome) async {
        let now = environment.now()
        switch outcome {
        case .delivered(let entry):
            pause = nil
            unreachableStreak = 0
            let sent = try? await database.writer.write { db -> OutboxItem in
                var sent = try Self.requireItem(item.id, db)
                sent.state = .sent
                sent.sentAt = now
                sent.updatedAt = now
                sent.lastError = nil
                sent.serverEntryID = entry?.id ?? (item.operation == .create ? nil : item.entryID)
                try sent.update(db)
                if item.operation == .create, let serverID = entry?.id {
                    // Edits and deletes made while it was on its way now know the entry's id.
                    try db.execute(
                        sql: "UPDATE \(OutboxItem.databaseTableName) SET entryID = ?, dependsOn = NULL WHERE dependsOn = ?",
                        arguments: [serverID, item.id])
                }
                return sent
            }
            files.remove(item.attachments)
            for handler in deliveryHandlers { await handler(sent ?? item, entry) }
        case .retryLater(let reason, let after):
            let delay = max(after ?? 0, retry.delay(afterAttempt: item.attempts, random: environment.random()))
            _ = try? change(item.id) {
                $0.state = .waiting
                $0.lastError = reason
                $0.nextAttemptAt = now.addingTimeInterval(delay)
            }
        case .unreachable(let reason):
            unreachableStreak += 1
            let delay = retry.delay(afterAttempt: unreachableStreak, random: environment.random())
            pause = OutboxPause(reason: .serverUnreachable(reason), until: now.addingTimeInterval(delay))
            // A dead network is nobody's fault: the item keeps its place and its tries.
            _ = try? change(item.id) { $0.state = .waiting; $0.attempts -= 1; $0.lastError = reason }
        case .refused(let problem):
            _ = try? change(item.id) {
                $0.state = .failed
                $0.failure = OutboxFailure(status: problem.status, code: problem.code, message: problem.message)
            }
        case .signedOut:
            pause = OutboxPause(reason: .signedOut, until: nil)
            _ = try? change(item.id) { $0.state = .waiting; $0.attempts -= 1 }
        }
        await notify()
    }

    // MARK: Queries

    /// The oldest waiting item that is due and not waiting for a create still in the outbox.
    func nextDue(account: String) throws -> OutboxItem? {
        let now = environment.now()
        return try database.writer.read { db in
            try OutboxItem.filter(Column("account") == account)
                .filter(Column("state") == OutboxState.waiting.rawValue)
                .filter(Column("dependsOn") == nil)
                .filter(Column("nextAttemptAt") <= now)
                .order(Column("sequence")).fetchOne(db)
        }
    }

    /// When something can next be sent: the earliest due time of a sendable item, not before
    /// the end of a server pause; nil when nothing is left to send.
    func nextWake(account: String) throws -> Date? {
        let earliest = try database.writer.read { db in
            try Date.fetchOne(
                db,
                OutboxItem.filter(Column("account") == account)
                    .filter(Column("state") == OutboxState.waiting.rawValue)
                    .filter(Column("dependsOn") == nil)
                    .select(min(Column("nextAttemptAt"))))
        }
        guard let earliest else { return nil }
        guard let until = pause?.until else { return earliest }
        return max(earliest, until)
    }

    static func localProblem(_ code: String, _ message: String) -> ServerProblem {
        ServerProblem(status: 0, code: code, title: message)
    }
}
