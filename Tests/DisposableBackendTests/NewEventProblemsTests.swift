import Foundation
import Localization
import Testing

@testable import DisposableBackend

@Suite("The create-event form says which way a reveal time is wrong")
struct NewEventProblemsTests {
    private let now = Date.testStart  // 2026-06-14 14:00 UTC
    private let utc = TimeZone(identifier: "UTC")!

    private func form(revealAt: String) -> NewEventForm {
        NewEventForm(name: "Garden party", organizerName: "Margaret", durationHours: "24", shotsPerPerson: "10",
                     reveal: "later", revealAt: revealAt, consent: "on")
    }

    @Test("a time before now is said to have passed; one past the end's 7 days, to be too late; a good one passes")
    func revealTimeProblems() {
        #expect(NewEventPage.problems(form(revealAt: "2020-01-01T10:00"), now: now, timeZone: utc) == ["revealAt": .revealAtPast])
        #expect(NewEventPage.problems(form(revealAt: "2099-12-31T10:00"), now: now, timeZone: utc) == ["revealAt": .revealAtTooLate])
        #expect(NewEventPage.problems(form(revealAt: "2026-06-16T20:00"), now: now, timeZone: utc).isEmpty)
    }

    @Test("every language has its own sentence for each, unlike the field's hint")
    func sentencesDiffer() {
        for language in [Language.en, .tr, .fr] {
            let hint = DisposableText.revealAtHint.text(language)
            for problem in [DisposableText.revealAtPast, .revealAtTooLate, .revealAtUnreadable] {
                #expect(problem.text(language) != hint && !problem.text(language).isEmpty)
            }
        }
    }
}
