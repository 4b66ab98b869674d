import Foundation
import LaunchKit
import LaunchLibrary

/// One LL2 list answer as the list page shows it, for one reader's language and zone: mapped
/// once per answer (`DecodedAnswers` keys it on the answer's bytes), so a cached list page
/// maps nothing and only counts its countdowns down (`counted(at:)`).
struct LaunchListAnswer: Sendable {
    var rows: [LaunchRow]
    /// The launches behind `rows`, to map a row again once its phase has changed.
    var launches: [Launch]
    var images: ImageLinks
    /// Launches on this page of LL2's answer.
    var fetched: Int
    var hasNext: Bool

    init(_ page: Page<Launch>, mapper: LaunchMapper, images: ImageLinks, now: Date) {
        // Mapped as fetched now; `counted` re-maps any row whose phase differs at its own time.
        rows = page.results.map { LaunchRow($0, mapper: mapper, images: images, now: now, fetchedAt: now) }
        launches = page.results
        self.images = images
        fetched = page.results.count
        hasNext = page.next != nil
    }

    /// The rows at `now`, from LL2 data fetched at `fetchedAt`: a row whose `LaunchPhase` is
    /// no longer the one it was mapped in (its NET passed, the copy is old) is mapped again,
    /// the others only count their countdowns on.
    func counted(at now: Date, fetchedAt: Date, _ mapper: LaunchMapper) -> [LaunchRow] {
        zip(rows, launches).map { row, launch in
            guard LaunchPhase.of(launch, fetchedAt: fetchedAt, now: now) == row.data.phase else {
                return LaunchRow(launch, mapper: mapper, images: images, now: now, fetchedAt: fetchedAt)
            }
            guard let target = row.countdownTarget else { return row }
            var counted = row
            counted.data = row.data.counting(to: target, at: now, mapper.formatting)
            return counted
        }
    }
}
