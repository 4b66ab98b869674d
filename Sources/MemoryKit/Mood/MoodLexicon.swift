/// Emotion words of one language, with the words that turn them around or up.
///
/// Entries ending in `*` match any word that starts with them (Turkish suffixes, English
/// inflections); the longest matching entry wins, so "huzursuz" (uneasy) beats "huzur" (peace).
/// Entries ending in `+` are Turkish verb stems: a negative suffix right after the stem
/// (`-me-`/`-ma-`, as in "eğlenmedim") negates them.
struct MoodLexicon: Sendable {
    struct Hit: Sendable {
        var mood: Mood
        var weight: Double
        var negatedBySuffix: Bool
    }

    private var exact: [String: Hit] = [:]
    /// Prefix entries grouped by their first two characters, longest first within a group.
    private var prefixes: [String: [(stem: String, hit: Hit, verb: Bool)]] = [:]
    /// Multi-word expressions: the first word (exact) → (second-word stem, mood, weight).
    private var phrases: [String: [(second: String, hit: Hit)]] = [:]
    let negators: Set<String>
    /// Negators that follow the emotion word (Turkish "değil", "yok").
    let postNegators: [String]
    let intensifiers: Set<String>
    let softeners: Set<String>

    init(
        words: [Mood: [String: Double]], phrases: [(String, String, Mood, Double)], negators: Set<String>,
        postNegators: [String] = [], intensifiers: Set<String>, softeners: Set<String>
    ) {
        self.negators = negators
        self.postNegators = postNegators
        self.intensifiers = intensifiers
        self.softeners = softeners
        for (mood, entries) in words {
            for (entry, weight) in entries {
                let hit = Hit(mood: mood, weight: weight, negatedBySuffix: false)
                if entry.hasSuffix("*") || entry.hasSuffix("+") {
                    let stem = String(entry.dropLast())
                    prefixes[String(stem.prefix(2)), default: []].append((stem, hit, entry.hasSuffix("+")))
                } else {
                    exact[entry] = hit
                }
            }
        }
        for key in prefixes.keys { prefixes[key]!.sort { $0.stem.count > $1.stem.count } }
        for (first, second, mood, weight) in phrases {
            self.phrases[first, default: []].append((second, Hit(mood: mood, weight: weight, negatedBySuffix: false)))
        }
    }

    /// The emotion a word carries, if any.
    func lookup(_ word: String) -> Hit? {
        if let hit = exact[word] { return hit }
        guard let group = prefixes[String(word.prefix(2))] else { return nil }
        for entry in group where word.hasPrefix(entry.stem) {
            var hit = entry.hit
            if entry.verb { hit.negatedBySuffix = Self.hasNegativeSuffix(word.dropFirst(entry.stem.count)) }
            return hit
        }
        return nil
    }

    /// The emotion of `first second` as an expression ("fed up", "moralim bozuk").
    func phrase(_ first: String, _ second: String) -> Hit? {
        phrases[first]?.first { second.hasPrefix($0.second) }?.hit
    }

    /// Turkish negative verb suffix right after the stem: `-me-/-ma-` ("eğlenmedim", "üzülmemiş",
    /// "korkmazdım") but not the infinitive `-mek/-mak` or `-meli/-malı`; `-mi-/-mı-/-mu-/-mü-`
    /// only before `-yor` ("dinlenmiyorum"), since `-miş` ("dinlenmiş") is a plain past.
    static func hasNegativeSuffix(_ rest: Substring) -> Bool {
        let scalars = Array(rest.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0] == "m" else { return false }
        let next: Unicode.Scalar? = scalars.count == 3 ? scalars[2] : nil
        switch scalars[1] {
        case "e", "a": return next != "k" && next != "l"
        case "i", "ı", "u", "ü": return next == "y"
        default: return false
        }
    }
}
