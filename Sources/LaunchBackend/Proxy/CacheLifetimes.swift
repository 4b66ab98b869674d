import Foundation
import LaunchLibrary

/// How long each kind of LL2 answer is trusted before the server asks again.
///
/// Past launches change rarely (a late status correction at most), programs hardly ever;
/// upcoming launches move, and most in their last day. With LL2's 15 calls an hour, spending
/// them where data changes is what keeps pages both fresh and within the budget.
public struct CacheLifetimes: Sendable {
    /// The first page of upcoming launches: the front page of the app.
    public var upcomingFirstPage: TimeInterval = 30 * 60
    /// The first page of previous launches.
    public var previousFirstPage: TimeInterval = 60 * 60
    /// Any other list page (later pages, one program's launches).
    public var defaultList: TimeInterval = 2 * 3600
    /// Programs and their list.
    public var programs: TimeInterval = 12 * 3600
    /// A launch that has flown (success, failure, partial failure) more than two days ago.
    public var pastLaunch: TimeInterval = 7 * 86_400
    /// A launch due within a day: times and statuses change by the hour.
    public var imminentLaunch: TimeInterval = 15 * 60
    /// Any other launch.
    public var upcomingLaunch: TimeInterval = 60 * 60
    /// Past its lifetime an answer is still shown at once (and refreshed behind the reader) for this long.
    public var staleServedFor: TimeInterval = 30 * 86_400

    public init() {}

    /// The lifetime of `body`, fetched from `url` at `now`.
    func lifetime(of url: URL, body: Data, now: Date) -> TimeInterval {
        switch LL2Resource(url: url) {
        case .programs, .program: return programs
        case .launches(let segment, let isFirstPage, let programID):
            guard isFirstPage, programID == nil else { return defaultList }
            return segment == .upcoming ? upcomingFirstPage : previousFirstPage
        case .launch: return launchLifetime(body, now: now)
        case .other: return defaultList
        }
    }

    private func launchLifetime(_ body: Data, now: Date) -> TimeInterval {
        guard let launch = try? LL2Decoder.decode(LaunchTiming.self, from: body), let net = launch.net else {
            return upcomingLaunch
        }
        let finished = launch.status.map { LaunchStatus(id: $0.id, name: "").outcome.isFinished } ?? false
        if finished, now.timeIntervalSince(net) > 2 * 86_400 { return pastLaunch }
        if abs(net.timeIntervalSince(now)) < 86_400 { return imminentLaunch }
        return upcomingLaunch
    }

    /// Only what the lifetime depends on, so a 70 kB detail is not decoded twice over.
    private struct LaunchTiming: Decodable {
        struct Status: Decodable { let id: Int }
        let status: Status?
        let net: Date?

        enum CodingKeys: String, CodingKey { case status, net }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            status = try? c.decodeIfPresent(Status.self, forKey: .status)
            net = (try? c.decodeIfPresent(String.self, forKey: .net)).flatMap { $0.flatMap(LL2Date.parse) }
        }
    }
}
