import Foundation
import Localization
import MemoryKit
import Observation

/// The outbox as a list, every state visible (docs/apps/memory.md#offline): each item's state, upload
/// progress and the server's reason for a refusal, what the whole queue waits for, and the
/// actions of each item (cancel, retry, undo).
@MainActor @Observable
public final class OutboxListViewModel {
    public struct Row: Equatable, Identifiable, Sendable {
        public let id: String
        public let operation: OutboxOperation
        public let kind: EntryKind?
        public let title: String
        public let state: OutboxState
        /// "Waiting to upload", "Uploading… 40 %", "Not uploaded: <server's reason>".
        public let status: String
        public let fraction: Double?
        public let canCancel: Bool
        public let canRetry: Bool
        public let canUndo: Bool
    }

    public private(set) var rows: [Row] = []
    /// Why nothing moves now (offline, Wi-Fi only, server unreachable, signed out), or "all uploaded".
    public private(set) var headline: String = ""
    public private(set) var pendingCount = 0
    public private(set) var failedCount = 0
    private let outbox: Outbox
    private let language: Localization.Language
    private let timeZone: TimeZone

    public init(outbox: Outbox, language: Localization.Language, timeZone: TimeZone = .current) {
        self.outbox = outbox
        self.language = language
        self.timeZone = timeZone
    }

    public func load() async { apply(await outbox.snapshot()) }

    /// Follows the outbox until the task is cancelled.
    public func observe() async {
        for await snapshot in await outbox.updates() { apply(snapshot) }
    }

    public func cancel(_ id: String) async { try? await outbox.cancel(id); await load() }
    public func retry(_ id: String) async { try? await outbox.retry(id); await load() }
    public func undo(_ id: String) async { _ = try? await outbox.undo(id); await load() }

    public func apply(_ snapshot: OutboxSnapshot) {
        rows = snapshot.items.reversed().map { row($0, progress: snapshot.progress[$0.id]) }
        pendingCount = snapshot.pending.count
        failedCount = snapshot.failed.count
        headline = headline(snapshot)
    }

    private func row(_ item: OutboxItem, progress: UploadProgress?) -> Row {
        let draft = item.draft
        let title = draft?.title ?? item.attachments.first?.originalName ?? draft?.headline ?? item.entryID
        return Row(
            id: item.id, operation: item.operation, kind: draft?.kind, title: title, state: item.state,
            status: status(item, progress: progress), fraction: item.state == .sending ? progress?.fraction : nil,
            canCancel: item.state == .waiting || item.state == .failed, canRetry: item.state == .failed,
            canUndo: item.state == .sent && item.operation != .delete)
    }

    func status(_ item: OutboxItem, progress: UploadProgress?) -> String {
        switch item.state {
        case .waiting: return ClientText.syncWaiting.text(language)
        case .sending:
            guard let fraction = progress?.fraction else { return ClientText.syncSending.text(language) }
            return ClientText.syncSendingPercent.text(language, ["percent": LocalizedNumber.percent(fraction, language)])
        case .failed:
            let failure = item.failure
            let reason = failure?.code == "file_missing"
                ? ClientText.fileMissing.text(language, ["name": item.attachments.first?.originalName ?? ""])
                : failure?.message ?? ""
            return ClientText.syncFailed.text(language, ["reason": reason])
        case .sent: return ""
        }
    }

    private func headline(_ snapshot: OutboxSnapshot) -> String {
        switch snapshot.pause?.reason {
        case .offline?: return ClientText.outboxOffline.text(language)
        case .waitingForWiFi?: return ClientText.outboxWaitingForWiFi.text(language)
        case .signedOut?: return ClientText.outboxSignedOut.text(language)
        case .serverUnreachable?:
            let formats = TimelineFormats(language: language, timeZone: timeZone)
            let time = snapshot.pause?.until.map { formats.format($0, template: "jjmmss", zone: timeZone) } ?? ""
            return ClientText.outboxServerUnreachable.text(language, ["time": time])
        case nil:
            return snapshot.pending.isEmpty && snapshot.failed.isEmpty ? ClientText.outboxEmpty.text(language) : ""
        }
    }
}
