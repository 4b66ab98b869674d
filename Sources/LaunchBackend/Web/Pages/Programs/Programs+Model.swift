import LaunchKit

/// `/launches`: the seed's Home, program cards in a grid; a card opens the program's dashboard.
struct ProgramsPage: Sendable {
    struct Card: Sendable {
        var data: ProgramCardViewData
        var imageURL: String?
    }

    var cards: [Card]
    var notice: DataNotice?
}
