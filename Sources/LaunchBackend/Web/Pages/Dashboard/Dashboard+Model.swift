import Foundation
import LaunchKit
import LaunchLibrary

/// `/launches/programs/<id>`: the dashboard — picture and description, total flights and
/// success rate (a donut), launches per year (bars), and the program's next launch
/// (docs/apps/launches.md#screens).
struct DashboardPage: Sendable {
    struct YearCount: Sendable, Equatable {
        var year: Int
        var count: Int
    }

    var programID: Int
    var data: DashboardViewData?
    var imageURL: String?
    /// Launches of the sample, per calendar year of their NET (in the reader's zone), oldest first.
    var perYear: [YearCount]
    /// How many past launches the rate and bars were computed from.
    var sampleSize: Int
    var nextLaunch: LaunchRow?
    var notice: DataNotice?

    /// Counts `launches` per year of their NET.
    static func perYear(_ launches: [Launch], calendar: Calendar) -> [YearCount] {
        var counts: [Int: Int] = [:]
        for launch in launches {
            guard let net = launch.net else { continue }
            counts[calendar.component(.year, from: net), default: 0] += 1
        }
        return counts.keys.sorted().map { YearCount(year: $0, count: counts[$0] ?? 0) }
    }
}
