import LaunchKit

/// `/launches`: home, program cards in a grid; a card opens the program's dashboard
/// (docs/apps/launches.md#screens).
struct ProgramsPage: Sendable {
    struct Card: Sendable {
        var data: ProgramCardViewData
        var imageURL: String?
    }

    var cards: [Card]
    var notice: DataNotice?
}
