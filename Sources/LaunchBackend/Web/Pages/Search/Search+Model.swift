/// `/launches/search`: every launch the server has cached, searched by name, mission, provider,
/// rocket and pad, without asking LL2. The page says how much it searched.
struct LaunchSearchPage: Sendable {
    var query: String
    var rows: [LaunchRow]
    /// Matches beyond `rows` (the page shows the first `LaunchSearchPage.limit`).
    var moreMatches: Int
    /// Launches searched (the cache's), and how many LL2 lists in all when known.
    var searched: String
    var total: String?
    /// How long ago the oldest copy among `rows` was saved ("3 years ago"), when over a day.
    var oldestSaved: String? = nil

    /// The most rows one search shows: past it, a longer query is the better tool.
    static let limit = 50
}
