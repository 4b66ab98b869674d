import LaunchLibrary

/// `/launches/list`: the launch list — Upcoming / Previous, paged by offset (infinite scroll with
/// JS, a "More launches" link without), optionally one program's. Its search field opens
/// `/launches/search`, which searches every cached launch (docs/apps/launches.md#screens).
struct LaunchListPage: Sendable {
    var segment: LaunchSegment
    var segmentTitles: [LaunchSegment: String]
    var programID: Int?
    /// The program's name in the title when the list is one program's.
    var programName: String?
    var offset: Int
    var rows: [LaunchRow]
    /// Where "More launches" starts, when LL2 has more.
    var nextOffset: Int?
    /// The kit's "No launches".
    var emptyText: String
    var notice: DataNotice?

    func url(segment: LaunchSegment? = nil, offset: Int = 0) -> String {
        LaunchesURL.list(segment: (segment ?? self.segment).rawValue, programID: programID, offset: offset)
    }
}
