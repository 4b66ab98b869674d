import Foundation
import LaunchKit
import LaunchLibrary

/// One LL2 list answer as the list page shows it, for one reader's language and zone: mapped
/// once per answer (`DecodedAnswers` keys it on the answer's bytes), so a cached list page
/// maps nothing and only counts its countdowns down (`counted(at:)`).
struct LaunchListAnswer: Sendable {
    var rows: [LaunchRow]
    /// Launches on this page of LL2's answer.
    var fetched: Int
    var hasNext: Bool

    init(_ page: Page<Launch>, mapper: LaunchMapper, images: ImageLinks, now: Date) {
        rows = page.results.map { LaunchRow($0, mapper: mapper, images: images, now: now) }
        fetched = page.results.count
        hasNext = page.next != nil
    }

    /// The rows with their countdowns at `now`.
    func counted(at now: Date, _ formatting: LaunchFormatting) -> [LaunchRow] {
        rows.map { row in
            guard let target = row.countdownTarget else { return row }
            var counted = row
            counted.data = row.data.counting(to: target, at: now, formatting)
            return counted
        }
    }
}
