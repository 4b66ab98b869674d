import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@MainActor
@Suite("Entry detail, summary, settings, onboarding and outbox list view models")
struct ScreenViewModelTests {
    @Test("entry detail: a delete waits in the outbox and can be undone before it goes")
    func detailDeleteUndo() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let loader = FakeTimelineLoader()
        loader.entries["s1"] = TimelineEntry(id: "s1", kind: .text, title: "Sahil", occurredAt: fixture.clock.now, utcOffsetSeconds: 0)
        let detail = EntryDetailViewModel(entryID: "s1", loader: loader, outbox: fixture.outbox, language: .en)
        // act
        await detail.load()
        await detail.delete()
        let marked = detail.state.value?.change
        await detail.undo()
        // check
        #expect(marked == .delete)
        #expect(detail.state.value?.change == nil && detail.undoableItemID == nil)
        #expect(await fixture.outbox.snapshot().items.isEmpty)
    }

    @Test("entry detail: undoing a delete the server already has says so in the reader's language")
    func detailUndoTooLate() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let loader = FakeTimelineLoader()
        loader.entries["s1"] = TimelineEntry(id: "s1", kind: .text, title: "Sahil", occurredAt: fixture.clock.now, utcOffsetSeconds: 0)
        let detail = EntryDetailViewModel(entryID: "s1", loader: loader, outbox: fixture.outbox, language: .tr)
        await detail.load()
        await detail.delete()
        await fixture.outbox.sendDue()
        // act
        await detail.undo()
        // check
        #expect(detail.actionError == "Sunucuya ulaşan bir silme geri alınamaz.")
    }

    @Test("entry detail: an edit shows at once as waiting; an entry only in the outbox is shown from there")
    func detailEdit() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let loader = FakeTimelineLoader()
        loader.entries["s1"] = TimelineEntry(id: "s1", kind: .text, title: "Old", text: "x", occurredAt: fixture.clock.now, utcOffsetSeconds: 0)
        let pending = try await fixture.outbox.create(fixture.text("Only here"))
        let detail = EntryDetailViewModel(entryID: "s1", loader: loader, outbox: fixture.outbox, language: .en)
        let local = EntryDetailViewModel(entryID: pending.id, loader: loader, outbox: fixture.outbox, language: .en)
        // act
        await detail.load()
        var draft = try #require(detail.state.value?.entry.draft)
        draft.title = "New"
        await detail.save(draft)
        await local.load()
        // check
        #expect(detail.state.value?.entry.title == "New" && detail.state.value?.sync == .waiting)
        #expect(local.state.value?.entry.title == "Only here" && local.state.value?.change == .create)
    }

    @Test("summary: this month first, no step into the future, year view, empty and offline notes")
    func summary() async throws {
        // setup
        let clock = ManualClock(Date(timeIntervalSince1970: 1_717_243_200))  // June 2024
        let loader = FakeSummaryLoader()
        let summary = SummaryViewModel(loader: loader, environment: clock.environment(), language: .en)
        // act
        await summary.load()
        await summary.step(by: 1)
        await summary.step(by: -6)
        let december = summary.title
        await summary.showYear(true)
        loader.totals = KindCounts()
        await summary.step(by: -1)
        let empty = summary.state
        loader.totals = KindCounts(text: 1)
        loader.storedAt = clock.now.addingTimeInterval(-7200)
        await summary.load()
        // check
        #expect(loader.asked == [.month(year: 2024, month: 6), .month(year: 2023, month: 12), .year(2023), .year(2022), .year(2022)])
        #expect(december == "December 2023")
        #expect(empty == .empty(message: "No entries in 2022 yet."))
        #expect(summary.state.value?.tagCloud == [TermCount("deniz", 2)])
        #expect(summary.banner?.hasPrefix("Offline: the recap as of") == true)
    }

    @Test("settings: turning the reminder on asks once, plans it, and moves it with the time; Wi-Fi only is kept")
    func settings() async throws {
        // setup
        let clock = ManualClock(Date(timeIntervalSince1970: 1_717_243_200))  // 15:00 in Istanbul
        let store = InMemorySettingsStore()
        let center = InMemoryReminderCenter(status: .notDetermined, answer: .authorized)
        let settings = SettingsViewModel(store: store, reminders: center, environment: clock.environment())
        // act
        await settings.setReminderEnabled(true)
        let planned = settings.plannedReminders.first?.fireDate
        await settings.setReminderTime(TimeOfDay(hour: 9, minute: 30))
        settings.setWifiOnly(true)
        // check
        #expect(planned == Date(timeIntervalSince1970: 1_717_264_800))  // 21:00 Istanbul, today
        #expect(settings.plannedReminders.first?.fireDate == Date(timeIntervalSince1970: 1_717_309_800))  // 09:30 tomorrow
        #expect(store.load().reminderEnabled && store.load().wifiOnly && store.load().reminderTime == TimeOfDay(hour: 9, minute: 30))
        #expect(await center.pending().count == 13)  // today's 09:30 has passed
    }

    @Test("settings: with notifications denied nothing is planned and the screen says so")
    func settingsDenied() async {
        // setup
        let center = InMemoryReminderCenter(status: .notDetermined, answer: .denied)
        let settings = SettingsViewModel(store: InMemorySettingsStore(), reminders: center, environment: ManualClock().environment())
        // act
        await settings.setReminderEnabled(true)
        // check
        #expect(settings.notificationsDenied && settings.plannedReminders.isEmpty)
    }

    @Test("onboarding: three slides, permissions asked one by one, finishing is remembered")
    func onboarding() async {
        // setup
        let store = InMemorySettingsStore()
        let permissions = FakePermissions()
        let onboarding = OnboardingViewModel(settings: store, permissions: permissions, language: .tr)
        // act
        await onboarding.load()
        onboarding.advance()
        onboarding.advance()
        let lastButton = onboarding.primaryButtonTitle
        await onboarding.request(.location)
        onboarding.advance()
        // check
        #expect(onboarding.slides.count == 3 && lastButton == "Başla")
        #expect(onboarding.permissions.first { $0.permission == .location }?.status == .denied)
        #expect(onboarding.permissions.first { $0.permission == .camera }?.explanation.contains("kameraya") == true)
        #expect(onboarding.isFinished && store.load().onboardingCompleted)
    }

    @Test("outbox list: states in words, the server's reason, what the queue waits for")
    func outboxList() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(
            .refused(ServerProblem(status: 422, code: "audio_too_long", title: "x", detail: "The recording is longer than 60 seconds.")),
            .unreachable(reason: "refused"))
        try await fixture.outbox.create(fixture.text("Long voice"))
        try await fixture.outbox.create(fixture.text("Later"))
        await fixture.outbox.sendDue()
        let list = OutboxListViewModel(outbox: fixture.outbox, language: .en, timeZone: TimeZone(identifier: "UTC")!)
        // act
        await list.load()
        // check
        #expect(list.rows.map(\.title) == ["Later", "Long voice"])
        #expect(list.rows.map(\.status) == ["Waiting to upload", "Not uploaded: The recording is longer than 60 seconds."])
        #expect(list.rows.last?.canRetry == true && list.rows.first?.canCancel == true)
        #expect(list.headline.hasPrefix("The server cannot be reached. Trying again at"))
        #expect(list.pendingCount == 1 && list.failedCount == 1)
    }
}
