import Foundation

/// The iOS app's store: `[Note]` as JSON in `UserDefaults` under `notes_store` (docs/apps/notes.md#storage).
///
/// Unreadable data is treated as precious: loading copies it to a backup key, reports
/// ``NotesStoreError/corrupted(backupKey:)``, and refuses every save until ``reset()``,
/// so a bug or a bad sync can never silently replace someone's notes with an empty list.
public final class UserDefaultsNotesRepository: NotesRepository {
    public let defaults: UserDefaults
    public let key: String
    /// Where a copy of unreadable data is kept; `reset()` leaves it in place for support.
    public let backupKey: String
    /// `nil` until the store was first read; then whether its bytes decoded.
    private var storeIsReadable: Bool?

    /// - Parameters:
    ///   - defaults: the store; inject a suite (`UserDefaults(suiteName:)`) in tests.
    ///   - key: the app's `notes_store` unless a test needs another.
    public init(defaults: UserDefaults = .standard, key: String = NotesStoreFormat.userDefaultsKey) {
        self.defaults = defaults
        self.key = key
        self.backupKey = key + ".unreadable-backup"
    }

    public func loadNotes() throws(NotesStoreError) -> [Note] {
        guard let stored = defaults.object(forKey: key) else {
            storeIsReadable = true
            return []
        }
        if let data = stored as? Data, let notes = try? NotesStoreFormat.decode(data) {
            storeIsReadable = true
            return notes
        }
        defaults.set(stored, forKey: backupKey)
        storeIsReadable = false
        throw .corrupted(backupKey: backupKey)
    }

    public func saveNotes(_ notes: [Note]) throws(NotesStoreError) {
        if storeIsReadable == nil { _ = try loadNotes() }
        guard storeIsReadable == true else { throw .corrupted(backupKey: backupKey) }
        guard let data = try? NotesStoreFormat.encode(notes) else { throw .writeFailed }
        defaults.set(data, forKey: key)
        // UserDefaults.set cannot throw; reading back is the only way to notice a write that
        // did not stick (a full disk, a size limit, a managed or read-only domain).
        guard defaults.data(forKey: key) == data else { throw .writeFailed }
    }

    public func reset() throws(NotesStoreError) {
        defaults.removeObject(forKey: key)
        guard defaults.object(forKey: key) == nil else { throw .writeFailed }
        storeIsReadable = true
    }

    /// The unreadable bytes kept by the last corrupted load, if any (for a support export).
    public var unreadableBackup: Data? {
        switch defaults.object(forKey: backupKey) {
        case let data as Data: data
        case let text as String: Data(text.utf8)
        default: nil
        }
    }
}
