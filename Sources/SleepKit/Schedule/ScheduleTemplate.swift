import Foundation

/// The canonical schedules, with block times and totals as commonly given by the Polyphasic Sleep Wiki.
///
/// Times are the wiki's usual placements; users shift or edit them into a custom schedule.
public enum ScheduleTemplate: String, Codable, Sendable, CaseIterable {
    case monophasic
    case biphasicE1
    case siesta
    case segmented
    case everymanE2
    case everymanE3
    case everymanE4
    case dualCore1
    case dualCore2
    case dualCore3
    case dualCore4
    case triphasic
    case uberman
    case dymaxion
    case tesla

    /// The short name sleepers use ("E3", "DC1").
    public var displayName: String {
        switch self {
        case .monophasic: "Monophasic"
        case .biphasicE1: "Biphasic E1"
        case .siesta: "Siesta"
        case .segmented: "Segmented"
        case .everymanE2: "Everyman E2"
        case .everymanE3: "Everyman E3"
        case .everymanE4: "Everyman E4"
        case .dualCore1: "Dual Core DC1"
        case .dualCore2: "Dual Core DC2"
        case .dualCore3: "Dual Core DC3"
        case .dualCore4: "Dual Core DC4"
        case .triphasic: "Triphasic"
        case .uberman: "Uberman"
        case .dymaxion: "Dymaxion"
        case .tesla: "Tesla"
        }
    }

    /// The documented daily total in minutes (what the blocks must add up to).
    public var documentedTotalMinutes: Int {
        switch self {
        case .monophasic: 480
        case .biphasicE1: 380
        case .siesta: 390
        case .segmented: 400
        case .everymanE2: 310
        case .everymanE3: 240
        case .everymanE4: 170
        case .dualCore1: 310
        case .dualCore2: 330
        case .dualCore3: 240
        case .dualCore4: 260
        case .triphasic: 270
        case .uberman, .dymaxion: 120
        case .tesla: 80
        }
    }

    public var difficulty: Difficulty {
        switch self {
        case .monophasic, .biphasicE1, .siesta, .segmented: .easy
        case .everymanE2, .dualCore1: .moderate
        case .everymanE3, .dualCore2, .triphasic: .hard
        case .everymanE4, .dualCore3, .dualCore4: .veryHard
        case .uberman, .dymaxion, .tesla: .extreme
        }
    }

    /// The template's blocks at their usual times.
    public var blocks: [SleepBlock] {
        switch self {
        case .monophasic: [.core("core", 23, 0, minutes: 480)]
        case .biphasicE1: [.core("core", 23, 0, minutes: 360), .nap("nap", 14, 0)]
        // The siesta's 90-minute "nap" is a full sleep cycle, so it is modelled as a second core.
        case .siesta: [.core("core1", 0, 0, minutes: 300), .core("core2", 13, 0, minutes: 90)]
        case .segmented: [.core("core1", 21, 30, minutes: 200), .core("core2", 4, 30, minutes: 200)]
        case .everymanE2: [.core("core", 22, 0, minutes: 270), .nap("nap1", 8, 0), .nap("nap2", 14, 0)]
        case .everymanE3:
            [.core("core", 21, 0, minutes: 180), .nap("nap1", 4, 10), .nap("nap2", 8, 10), .nap("nap3", 14, 40)]
        case .everymanE4:
            [
                .core("core", 22, 0, minutes: 90), .nap("nap1", 3, 30), .nap("nap2", 8, 0),
                .nap("nap3", 12, 30), .nap("nap4", 17, 0),
            ]
        case .dualCore1:
            [.core("core1", 21, 40, minutes: 200), .core("core2", 5, 30, minutes: 90), .nap("nap", 14, 0)]
        case .dualCore2:
            [
                .core("core1", 22, 0, minutes: 200), .core("core2", 5, 0, minutes: 90), .nap("nap1", 11, 0),
                .nap("nap2", 16, 0),
            ]
        case .dualCore3:
            [
                .core("core1", 21, 0, minutes: 90), .core("core2", 3, 0, minutes: 90), .nap("nap1", 8, 0),
                .nap("nap2", 12, 40), .nap("nap3", 17, 0),
            ]
        case .dualCore4:
            [
                .core("core1", 22, 0, minutes: 90), .core("core2", 4, 0, minutes: 90), .nap("nap1", 9, 0),
                .nap("nap2", 12, 30), .nap("nap3", 16, 0), .nap("nap4", 19, 30),
            ]
        case .triphasic:
            [.core("core1", 22, 0, minutes: 90), .core("core2", 6, 0, minutes: 90), .core("core3", 14, 0, minutes: 90)]
        case .uberman: (0..<6).map { .nap("nap\($0 + 1)", $0 * 4, 0) }
        case .dymaxion: (0..<4).map { .nap("nap\($0 + 1)", $0 * 6, 0, minutes: 30) }
        case .tesla: (0..<4).map { .nap("nap\($0 + 1)", $0 * 6, 0) }
        }
    }

    /// A fresh schedule from this template; `id` is injected so stored schedules keep stable ids.
    public func makeSchedule(id: String) -> SleepSchedule {
        SleepSchedule(id: id, name: displayName, blocks: blocks, difficulty: difficulty, template: self)
    }
}
