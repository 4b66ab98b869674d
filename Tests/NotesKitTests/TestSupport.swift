import Foundation
import Localization
import Testing

@testable import NotesKit

/// A clock the test moves by hand.
final class TestClock {
    var now: Date
    init(_ now: Date = Date(timeIntervalSinceReferenceDate: 760_000_000)) { self.now = now }
    func advance(by seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}

/// Ids "00000000-0000-4000-8000-000000000001", "…002", … in order.
final class SequentialIDs {
    private var next = 1
    func make() -> String {
        defer { next += 1 }
        return String(format: "00000000-0000-4000-8000-%012d", next)
    }
}

/// A fresh, empty UserDefaults suite per test, removed when the test ends.
final class TemporaryDefaults {
    let suiteName = "notes-kit-tests-\(UUID().uuidString)"
    let defaults: UserDefaults
    init() {
        defaults = UserDefaults(suiteName: suiteName)!
    }
    deinit {
        defaults.removePersistentDomain(forName: suiteName)
    }
}

/// Everything a view model test pins: storage, clock, ids, analytics.
@MainActor
struct Harness {
    let repository: InMemoryNotesRepository
    let settings = InMemoryNotesSettingsStore()
    let analytics = RecordingNotesAnalytics()
    let clock = TestClock()
    let ids = SequentialIDs()
    let environment: NotesEnvironment

    init(notes: [Note] = [], language: Language = .en) {
        repository = InMemoryNotesRepository(notes: notes)
        let (clock, ids) = (self.clock, self.ids)
        environment = NotesEnvironment(
            repository: repository, settingsStore: settings, analytics: analytics,
            now: { clock.now }, makeID: ids.make, language: language,
            timeZone: TimeZone(identifier: "Europe/Istanbul")!)
    }

    func makeList() -> NotesListViewModel {
        let list = NotesListViewModel(environment: environment)
        list.load()
        return list
    }
}

/// A note with readable defaults; dates are minutes after a fixed instant.
func makeNote(
    _ title: String, body: String = "", id: String = UUID().uuidString, createdMinute: Double = 0,
    updatedMinute: Double? = nil
) -> Note {
    let base = Date(timeIntervalSinceReferenceDate: 750_000_000)
    return Note(
        id: id, title: title, body: body, createdAt: base.addingTimeInterval(createdMinute * 60),
        updatedAt: base.addingTimeInterval((updatedMinute ?? createdMinute) * 60))
}

/// A fixture file's bytes.
func fixture(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
}
