/// `/launches/favourites`: the signed-in account's starred launches, newest star first (the
/// NET as it was when starred).
struct FavouritesPage: Sendable {
    var rows: [KeptLaunchRow]
}
