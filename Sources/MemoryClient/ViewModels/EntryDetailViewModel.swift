import Foundation
import Localization
import MemoryKit
import Observation

/// Loads one entry (`TimelineRepository`; fakes in tests).
public protocol EntryLoading: Sendable {
    func entry(_ id: String) async throws -> TimelineEntry?
}

extension TimelineRepository: EntryLoading {}

/// One entry (docs/apps/memory.md#entry-detail): its fields and media, the change of it still in the
/// outbox, editing and deleting through the outbox, and undo of the last of those.
@MainActor @Observable
public final class EntryDetailViewModel {
    public private(set) var state: LoadState<TimelineItem> = .loading
    /// The outbox item the last edit or delete made, while it can still be undone.
    public private(set) var undoableItemID: String?
    public private(set) var actionError: String?
    /// True once the entry is deleted (or its create cancelled): the screen closes.
    public private(set) var isGone = false
    private let entryID: String
    private let loader: any EntryLoading
    private let outbox: Outbox
    private let language: Localization.Language
    private var serverEntry: TimelineEntry?

    public init(entryID: String, loader: any EntryLoading, outbox: Outbox, language: Localization.Language) {
        self.entryID = entryID
        self.loader = loader
        self.outbox = outbox
        self.language = language
    }

    /// The entry from the server (or the device), with the outbox laid over it; an entry that
    /// exists only in the outbox is shown from there.
    public func load() async {
        do {
            serverEntry = try await loader.entry(entryID)
        } catch {
            serverEntry = nil
        }
        await rebuild()
    }

    /// Saves an edit of the entry's fields (through the outbox; undoable once sent).
    public func save(_ draft: EntryDraft) async {
        await act { [self] in
            try await outbox.update(entryID: entryID, to: draft, previous: state.value?.entry.draft, language: language)
        }
    }

    /// Deletes the entry (through the outbox). An entry not yet sent simply disappears.
    public func delete() async {
        await act { [self] in try await outbox.delete(entryID: entryID) }
    }

    /// Takes back the last edit or delete (cancelled if not sent yet, reverted if it was).
    public func undo() async {
        guard let id = undoableItemID else { return }
        do {
            _ = try await outbox.undo(id)
            undoableItemID = nil
            isGone = false
        } catch {
            actionError = ErrorMessage.text(for: error, language: language, fallback: .actionFailed)
        }
        await rebuild()
    }

    private func act(_ action: @escaping () async throws -> OutboxItem?) async {
        actionError = nil
        do {
            let item = try await action()
            undoableItemID = item?.id
        } catch {
            actionError = ErrorMessage.text(for: error, language: language, fallback: .actionFailed)
        }
        await rebuild()
    }

    private func rebuild() async {
        let snapshot = await outbox.snapshot()
        let related = snapshot.items.filter { $0.entryID == entryID || $0.id == entryID || $0.serverEntryID == entryID }
        let items = TimelineMerger.merge(
            serverEntry.map { [$0] } ?? [], outbox: related, progress: snapshot.progress, query: TimelineQuery(),
            complete: true)
        if let item = items.first {
            state = .loaded(item)
        } else {
            isGone = serverEntry != nil || related.contains { $0.operation == .delete }
            state = .empty(message: ClientText.entryNotFound.text(language))
        }
    }
}
