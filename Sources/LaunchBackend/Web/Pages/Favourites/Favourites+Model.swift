/// `/launches/favourites`: the signed-in account's starred launches, newest star first.
struct FavouritesPage: Sendable {
    struct Row: Sendable, Equatable {
        var launchID: String
        var name: String
        /// The NET as it was when starred, in the reader's language ("Date TBD" without one).
        var dateText: String
    }

    var rows: [Row]
}
