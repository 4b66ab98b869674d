import Foundation
import LaunchKit
import LaunchLibrary

/// The LL2 requests the web pages make, with their page sizes, in one place: the pages, the
/// refresher and the offline snapshot name the same URLs, so they share cache entries.
struct LaunchRequests: Sendable {
    /// Launches per list page.
    let pageSize: Int
    /// Past launches behind a dashboard's success rate and per-year bars: one call, LL2's largest page.
    let dashboardSample = 100

    /// The program grid (the kit's Home loads one page that holds them all).
    var programs: LL2Endpoint { .programs(limit: HomeViewModel.programsPerPage, offset: 0) }

    /// A launch list page, optionally of one program.
    func launches(_ segment: LaunchSegment, programID: Int? = nil, offset: Int = 0) -> LL2Endpoint {
        .launches(segment, limit: pageSize, offset: offset, programID: programID)
    }

    /// A program's recent past launches, for its dashboard.
    func dashboardHistory(programID: Int) -> LL2Endpoint {
        .launches(.previous, limit: dashboardSample, offset: 0, programID: programID)
    }

    /// The lists most readers open first, refreshed ahead of expiry.
    var refreshedAhead: [LL2Endpoint] { [launches(.upcoming), launches(.previous), programs] }
}
