import Foundation

/// A change to an entry that has not reached the server yet.
public enum PendingChange: String, Equatable, Sendable {
    case create, update, delete
}

/// How a pending change is doing; every state is shown (docs/apps/memory.md#offline).
public enum SyncState: Equatable, Sendable {
    case waiting
    case sending(fraction: Double?)
    /// Refused by the server; `message` is its reason.
    case failed(message: String)
}

/// One row of the timeline: an entry, and the change of it still in the outbox (if any).
public struct TimelineItem: Equatable, Identifiable, Sendable {
    public var entry: TimelineEntry
    public var change: PendingChange?
    public var sync: SyncState?
    /// The outbox item behind `change` (to cancel, retry or undo it).
    public var outboxItemID: String?

    public init(entry: TimelineEntry, change: PendingChange? = nil, sync: SyncState? = nil, outboxItemID: String? = nil) {
        self.entry = entry
        self.change = change
        self.sync = sync
        self.outboxItemID = outboxItemID
    }

    public var id: String { entry.id }
}

/// Lays the outbox over what the server said (docs/apps/memory.md#offline: entries from the outbox
/// merged into the timeline with their state): waiting creates appear where their date puts them, waiting edits
/// show their new fields, waiting deletes are marked, and changes the server already has but a
/// stored page predates still show as done.
public enum TimelineMerger {
    /// - Parameters:
    ///   - complete: the server list holds every matching entry (no more pages); otherwise only
    ///     pending creates no older than its oldest entry are placed, the rest wait for more pages.
    public static func merge(
        _ server: [TimelineEntry], outbox: [OutboxItem], progress: [String: UploadProgress] = [:], query: TimelineQuery,
        complete: Bool, files: OutboxFiles? = nil
    ) -> [TimelineItem] {
        var items = server.map { TimelineItem(entry: $0) }
        let index = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var removed: Set<String> = []
        let oldest = complete ? nil : server.last?.occurredAt
        var created: [TimelineItem] = []
        for item in outbox {
            let sync = state(of: item, progress: progress)
            switch item.operation {
            case .create:
                if let serverID = item.serverEntryID, index[serverID] != nil { continue }
                guard var entry = pendingEntry(item, files: files), query.matches(entry) else { continue }
                if let oldest, entry.occurredAt < oldest { continue }
                if item.state == .sent, let serverID = item.serverEntryID { entry.id = serverID }
                created.append(TimelineItem(
                    entry: entry, change: item.state == .sent ? nil : .create, sync: sync, outboxItemID: item.id))
            case .update:
                guard let position = index[item.entryID], let draft = item.draft else { continue }
                let shown = items[position].entry
                if item.state == .sent, let updatedAt = shown.updatedAt, let sentAt = item.sentAt, updatedAt >= sentAt {
                    continue  // the server's copy already has it
                }
                items[position].entry = shown.applying(draft)
                if item.state != .sent {
                    items[position].change = .update
                    items[position].sync = sync
                    items[position].outboxItemID = item.id
                }
            case .delete:
                guard let position = index[item.entryID] else { continue }
                if item.state == .sent {
                    removed.insert(item.entryID)  // a stored page from before the delete
                } else {
                    items[position].change = .delete
                    items[position].sync = sync
                    items[position].outboxItemID = item.id
                }
            }
        }
        items.removeAll { removed.contains($0.id) }
        items += created
        return items.sorted { ($0.entry.occurredAt, $0.entry.id) > ($1.entry.occurredAt, $1.entry.id) }
    }

    static func state(of item: OutboxItem, progress: [String: UploadProgress]) -> SyncState? {
        switch item.state {
        case .waiting: .waiting
        case .sending: .sending(fraction: progress[item.id]?.fraction)
        case .failed: .failed(message: item.failure?.message ?? "")
        case .sent: nil
        }
    }

    /// A create's entry as it will look once sent, its files still on the device.
    static func pendingEntry(_ item: OutboxItem, files: OutboxFiles?) -> TimelineEntry? {
        guard let draft = item.draft else { return nil }
        let media = item.attachments.map { attachment in
            TimelineMedia(
                id: attachment.storedName, contentType: MediaTypes.guess(attachment.originalName),
                byteSize: attachment.byteSize, localFile: files?.url(of: attachment.storedName).path)
        }
        return TimelineEntry(
            id: item.id, kind: draft.kind, title: draft.title, description: draft.description, text: draft.text,
            tags: draft.tags, occurredAt: draft.occurredAt, utcOffsetSeconds: draft.utcOffsetSeconds,
            location: draft.location, song: draft.song, isPrivate: draft.isPrivate, media: media,
            createdAt: item.createdAt, updatedAt: item.updatedAt)
    }
}

/// Media types from file names, for files that have not been sniffed by the server yet.
enum MediaTypes {
    static func guess(_ filename: String) -> String {
        switch (filename as NSString).pathExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "heic", "heif": "image/heic"
        case "webp": "image/webp"
        case "m4a", "mp4", "aac": "audio/mp4"
        case "wav": "audio/wav"
        default: "application/octet-stream"
        }
    }

    static let photoExtensions: Set<String> = ["jpg", "jpeg", "png", "heic", "heif", "webp"]
    static let audioExtensions: Set<String> = ["m4a", "mp4", "aac", "wav"]
}
