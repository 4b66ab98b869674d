import Foundation

extension SleepSchedule {
    /// How far a block may move without the body having to adapt again (the wiki's rule of
    /// thumb: shifting a schedule by up to an hour is tolerated).
    public static let toleratedShiftMinutes = 60

    /// Whether saving `self` in place of `previous` starts the adaptation over: a different
    /// number of blocks, another kind or length for any block, or a block moved by more than
    /// an hour. Shifting everything by up to an hour keeps the adaptation.
    public func resetsAdaptation(comparedTo previous: SleepSchedule) -> Bool {
        guard blocks.count == previous.blocks.count else { return true }
        // Both lists are sorted by start; compare them as circles, so a block that moved across
        // midnight (23:50 → 00:20) still pairs with its old self.
        let rotations = (0..<blocks.count).map { offset in
            blocks.indices.map { previous.blocks[($0 + offset) % blocks.count] }
        }
        return !rotations.contains { old in
            zip(blocks, old).allSatisfy { new, old in
                new.kind == old.kind && new.durationMinutes == old.durationMinutes
                    && Self.circularDistance(new.start, old.start) <= Self.toleratedShiftMinutes
            }
        }
    }

    static func circularDistance(_ a: TimeOfDay, _ b: TimeOfDay) -> Int {
        let difference = abs(a.minutes - b.minutes)
        return min(difference, TimeOfDay.minutesPerDay - difference)
    }
}
