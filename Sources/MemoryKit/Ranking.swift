/// Counting and ranking used by every cloud and top list of a recap.
enum Ranking {
    /// Counts `terms` by match key (so "İzmir" and "izmir" are one), shows the first spelling
    /// seen, and ranks by count descending, then term ascending.
    static func top(_ terms: some Sequence<String>, limit: Int) -> [TermCount] {
        topGrouped(
            terms.filter { !$0.allSatisfy(\.isWhitespace) }, key: TextFolding.matchKey, limit: limit
        ).map { TermCount($0.first, $0.count) }
    }

    /// Groups `items` by `key`, keeps the first item of each group and ranks the groups.
    static func topGrouped<Item>(
        _ items: some Sequence<Item>, key: (Item) -> String, limit: Int
    ) -> [(first: Item, key: String, count: Int)] {
        var groups: [String: (first: Item, count: Int)] = [:]
        for item in items {
            let itemKey = key(item)
            if let group = groups[itemKey] {
                groups[itemKey]!.count = group.count + 1
            } else {
                groups[itemKey] = (item, 1)
            }
        }
        let ranked = groups.sorted { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
        }
        return ranked.prefix(limit).map { ($0.value.first, $0.key, $0.value.count) }
    }
}
