import Fluent
import Foundation
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

@Suite("Schedules: the editor's form, the kit's validation, adaptation and history across edits")
struct SleepScheduleTests {
    let istanbul = Wall("Europe/Istanbul")

    @Test("an overlap is refused with the kit's message, in the reader's language")
    func overlap() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            browser.acceptLanguage = "tr"
            // act: the third row (Nap 3, 14:40) moved into the core
            let response = try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["start[2]"] = "22:30" })
            // check
            #expect(response.status == .unprocessableEntity)
            // The moved nap is named by its times: by start it is now the third nap, no longer "Nap 3".
            #expect(response.body.string.contains("Core (21:00–00:00) ile Nap (22:30–22:50) çakışıyor."))
            #expect(try await SleepScheduleVersion.query(on: app.db).count() == 1)
        }
    }

    @Test("an unreadable row names its field and row, and the page says what the field needs")
    func unreadableRow() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            let response = try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["start[1]"] = "25:00" })
            _ = try await browser.get("/sleep/schedule")
            let page = try await browser.post("/sleep/schedule", form: everyman3Form {
                $0["start[1]"] = "25:00"; $0["minutes[3]"] = "lots"
            })
            // check
            #expect(response.status == .unprocessableEntity && response.body.string.contains("start[2]"))
            #expect(page.status == .unprocessableEntity)
            #expect(page.body.string.contains("Block 2: enter a start time, such as 14:00."))
            #expect(page.body.string.contains("Block 4: enter a length in whole minutes, from 1 to 1439."))
            #expect(page.body.string.contains(#"value="lots""#), "the row shows what was typed, to correct it")
        }
    }

    @Test("a small shift keeps the adaptation; a new shape needs confirmation, then restarts it")
    func adaptation() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            clock.now = istanbul.at(2025, 6, 15, 9)
            // act
            let shifted = try await browser.script(.POST, "/sleep/schedule", form: everyman3Form {
                $0["start[0]"] = "03:40"; $0["start[1]"] = "07:40"; $0["start[2]"] = "14:10"; $0["start[3]"] = "20:30"
            })
            let keptStart = try await SleepProfile.query(on: app.db).first()?.adaptationStart
            let unconfirmed = try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["minutes[0]"] = "30" })
            let confirmed = try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["minutes[0]"] = "30"; $0["confirm"] = "1" })
            let restart = try await SleepProfile.query(on: app.db).first()?.adaptationStart
            // check
            #expect(shifted.status == .noContent)
            #expect(keptStart == istanbul.at(2025, 6, 10, 0))
            #expect(unconfirmed.status == .conflict && unconfirmed.body.string.contains("sleep_confirm_reset"))
            #expect(confirmed.status == .noContent && restart == istanbul.at(2025, 6, 15, 0))
            #expect(try await SleepScheduleVersion.query(on: app.db).count() == 2, "two edits on one day make one version")
        }
    }

    @Test("the editor's buttons: add a nap in the largest free gap, remove one, shift all, apply a template")
    func editorButtons() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            let added = try SleepTestJSON.decode(DraftDTO.self, try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["action"] = "add-nap" }))
            let removed = try SleepTestJSON.decode(DraftDTO.self, try await browser.script(.POST, "/sleep/schedule", form: everyman3Form { $0["action"] = "remove:nap2" }))
            let shifted = try SleepTestJSON.decode(DraftDTO.self, try await browser.script(.POST, "/sleep/schedule", form: everyman3Form {
                $0["action"] = "shift"; $0["shiftMinutes"] = "-30"
            }))
            let template = try SleepTestJSON.decode(DraftDTO.self, try await browser.script(.POST, "/sleep/schedule", form: everyman3Form {
                $0["action"] = "template"; $0["template"] = "uberman"
            }))
            // check
            // 08:30–14:40 is the widest gap: the nap sits in its middle, not at 02:00 two hours after the core.
            #expect(added.blocks.map(\.id).contains("nap4") && added.blocks.first { $0.id == "nap4" }?.start == "11:25")
            #expect(added.canSave && added.messages.isEmpty, "room on both sides: no error, no warning")
            #expect(removed.blocks.map(\.id) == ["nap1", "nap3", "core"])
            #expect(shifted.blocks.map(\.start) == ["03:40", "07:40", "14:10", "20:30"])
            #expect(template.blocks.count == 6 && template.canSave)
            #expect(try await SleepScheduleVersion.query(on: app.db).count() == 1, "no button but Save stores anything")
        }
    }

    @Test("custom: the first schedule can come from the editor")
    func customFirst() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            // act
            let welcome = try await browser.post("/sleep/welcome", form: ["template": "custom"])
            let editor = try await browser.get("/sleep/schedule?new=1")
            let saved = try await browser.script(.POST, "/sleep/schedule", form: [
                "name": "Siesta-ish", "timeZone": "Europe/Istanbul", "kind[0]": "core", "start[0]": "00:30", "minutes[0]": "330",
                "kind[1]": "nap", "start[1]": "14:00", "minutes[1]": "25",
            ])
            let state = try await browser.nowState()
            // check
            #expect(welcome.headers.first(name: .location) == "/sleep/schedule?new=1")
            #expect(editor.body.string.contains("No blocks yet. Add a core or a nap."))
            #expect(!editor.body.string.contains("schedule-errors"), "nothing is wrong before anything is typed")
            #expect(saved.status == .noContent)
            #expect(state.countdownTarget.map(istanbul.time) == "14:00")
        }
    }

    @Test("build your own over a schedule in use starts from no blocks; the schedule stays until Save")
    func buildOwnOverCurrent() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            let fresh = try await browser.get("/sleep/schedule?new=1")
            let current = try await browser.get("/sleep/schedule")
            // check
            #expect(fresh.body.string.contains("No blocks yet.") && !fresh.body.string.contains(#"name="start[]""#))
            #expect(current.body.string.components(separatedBy: #"name="start[]""#).count - 1 == 4)
            #expect(try await SleepScheduleVersion.query(on: app.db).count() == 1)
        }
    }
}
