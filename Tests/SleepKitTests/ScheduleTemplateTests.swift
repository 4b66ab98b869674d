import Foundation
import Testing
@testable import SleepKit

@Suite("Schedule templates")
struct ScheduleTemplateTests {
    @Test("every template sums to its documented total and validates", arguments: ScheduleTemplate.allCases)
    func templateIsConsistent(template: ScheduleTemplate) {
        // setup
        let schedule = template.makeSchedule(id: template.rawValue)
        // act
        let errors = schedule.validate().filter { $0.severity == .error }
        // check
        #expect(schedule.totalMinutes == template.documentedTotalMinutes)
        #expect(errors.isEmpty, "\(template): \(errors)")
        #expect(schedule.difficulty == template.difficulty)
    }

    @Test("E3 has the wiki's block times: 21:00 core and naps 04:10, 08:10, 14:40")
    func everymanThreeTimes() {
        // setup
        let schedule = SleepSchedule.template(.everymanE3)
        // act
        let starts = schedule.blocks.map(\.start.description)
        let kinds = schedule.blocks.map(\.kind)
        // check
        #expect(starts == ["04:10", "08:10", "14:40", "21:00"])
        #expect(kinds == [.nap, .nap, .nap, .core])
        #expect(schedule.totalMinutes == 240)
    }

    @Test("Uberman is six 20-minute naps every four hours")
    func ubermanSpacing() {
        // setup
        let blocks = SleepSchedule.template(.uberman).blocks
        // act
        let gaps = zip(blocks, blocks.dropFirst()).map { $1.start.minutes - $0.start.minutes }
        // check
        #expect(blocks.count == 6)
        #expect(blocks.allSatisfy { $0.kind == .nap && $0.durationMinutes == 20 })
        #expect(gaps == [240, 240, 240, 240, 240])
    }

    @Test("difficulty ranks nap-only schedules above monophasic")
    func difficultyOrder() {
        #expect(ScheduleTemplate.uberman.difficulty > ScheduleTemplate.everymanE3.difficulty)
        #expect(ScheduleTemplate.everymanE3.difficulty > ScheduleTemplate.monophasic.difficulty)
        #expect(ScheduleTemplate.tesla.difficulty.typicalAdaptationDays > Difficulty.easy.typicalAdaptationDays)
    }

    @Test("shifting keeps durations and gaps, wrapping across midnight")
    func shiftKeepsGaps() {
        // setup
        let schedule = SleepSchedule.template(.everymanE3)
        // act
        let shifted = schedule.shifted(byMinutes: 90)
        // check
        #expect(shifted.blocks.map(\.start.description) == ["05:40", "09:40", "16:10", "22:30"])
        #expect(shifted.totalMinutes == schedule.totalMinutes)
        #expect(shifted.block(id: "core")?.crossesMidnight == true)
        #expect(shifted.isValid)
    }

    @Test("display names number repeated kinds only")
    func displayNames() {
        // setup
        let schedule = SleepSchedule.template(.everymanE3)
        // act
        let names = schedule.blocks.map { schedule.displayName(of: $0, in: .tr) }
        // check
        #expect(names == ["Nap 1", "Nap 2", "Nap 3", "Core"])
    }
}
