/// `/launches/about`: where the data comes from — per list, when it was last updated and from
/// where (LL2 or the offline snapshot), and the hour's upstream calls against the budget.
struct AboutPage: Sendable {
    struct ListStatus: Sendable, Equatable {
        var name: String
        /// "12 min ago", or nil when never saved.
        var updated: String?
        var fromSnapshot: Bool
    }

    var lists: [ListStatus]
    var requestsUsed: Int
    var requestsLimit: Int
}
