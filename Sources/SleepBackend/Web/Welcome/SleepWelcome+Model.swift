import Charts
import Localization
import SleepKit

/// `/sleep/welcome`: Get started (no schedule yet) or Change schedule: every SleepKit template
/// with its total sleep, blocks, difficulty and a 24-hour preview, the custom editor, and an
/// honest note on adaptation from the kit's stages.
struct SleepWelcomePage: Sendable {
    struct Choice: Sendable {
        let template: ScheduleTemplate
        let name: String
        let totalMinutes: Int
        let napCount: Int
        let coreCount: Int
        let difficulty: Difficulty
        let ring: DayRing
        let isCurrent: Bool
    }

    let choices: [Choice]
    /// True when the account already follows a schedule (choosing restarts its adaptation).
    let hasSchedule: Bool
    /// The followed schedule's typical adaptation; nil before one is chosen (then the range).
    let typicalDays: Int?

    init(current: SleepSchedule?, language: Language) {
        hasSchedule = current != nil
        choices = ScheduleTemplate.allCases.map { template in
            let schedule = template.makeSchedule(id: template.rawValue)
            return Choice(
                template: template, name: template.displayName, totalMinutes: schedule.totalMinutes,
                napCount: schedule.blocks.filter { $0.kind == .nap }.count,
                coreCount: schedule.blocks.filter { $0.kind == .core }.count, difficulty: template.difficulty,
                ring: ScheduleRing.make(id: "ring-\(template.rawValue)", title: template.displayName, schedule: schedule,
                                        language: language, compact: true),
                isCurrent: current?.template == template)
        }
        typicalDays = current?.difficulty.typicalAdaptationDays
    }
}
