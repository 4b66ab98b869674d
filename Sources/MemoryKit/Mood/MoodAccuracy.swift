import Localization

/// Accuracy of mood reading on a labelled set of diary lines, per language, beside the
/// majority-class baseline on the same lines. Shared by the kit's tests and `make bench`.
public struct MoodAccuracy: Sendable {
    /// One labelled line: `language<TAB>mood<TAB>split<TAB>text` (`#` starts a comment).
    public struct Line: Sendable, Equatable {
        public var language: Language
        public var mood: Mood
        /// "tune" or "holdout": held-out lines were never used to adjust a lexicon.
        public var split: String
        public var text: String
    }

    public struct Row: Sendable, Equatable {
        public var language: Language
        public var count: Int
        /// Mood read right, through language identification under the English page.
        public var accuracy: Double
        /// The same on held-out lines only.
        public var holdoutAccuracy: Double
        /// Always answering the set's most frequent mood.
        public var baseline: Double
        /// The language identified right (no page language given).
        public var identification: Double
    }

    public static let goal = 0.75

    public var lines: [Line]

    /// Parses the set; throws on a line that does not follow the format (naming its number).
    public init(tsv: String) throws {
        lines = try tsv.split(separator: "\n", omittingEmptySubsequences: true).enumerated().compactMap { number, line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", maxSplits: 3).map(String.init)
            guard fields.count == 4, let language = Language(rawValue: fields[0]), let mood = Mood(rawValue: fields[1])
            else { throw FormatError(line: number + 1) }
            return Line(language: language, mood: mood, split: fields[2], text: fields[3])
        }
    }

    public struct FormatError: Error, Equatable {
        public var line: Int
    }

    /// Per language, in the suite's language order. Every line is read as if typed on the
    /// English page: the page must not decide the language.
    public func rows() -> [Row] {
        let reader = MoodReader(pageLanguage: .en)
        return Language.allCases.compactMap { language in
            let set = lines.filter { $0.language == language }
            guard !set.isEmpty else { return nil }
            let right = set.map { reader.read(written: [$0.text])?.mood.mood == $0.mood }
            let holdout = zip(set, right).filter { $0.0.split == "holdout" }
            let majority = Dictionary(grouping: set, by: \.mood).values.map(\.count).max() ?? 0
            let identified = set.filter { LanguageIdentifier.identify($0.text).language == language }.count
            return Row(
                language: language, count: set.count, accuracy: share(right.filter { $0 }.count, set.count),
                holdoutAccuracy: share(holdout.filter(\.1).count, holdout.count),
                baseline: share(majority, set.count), identification: share(identified, set.count))
        }
    }

    /// The table `make bench` prints.
    public func table() -> String {
        var text = "mood accuracy (labelled diary lines, read under the English page; goal >= \(Self.goal))\n"
        text += "lang  lines  accuracy  held-out  majority baseline  language identified  verdict\n"
        for row in rows() {
            let verdict = row.accuracy >= Self.goal ? "ok" : "MISSED"
            text += "\(row.language.rawValue)    \(pad(row.count, 5))  \(fixed(row.accuracy))      \(fixed(row.holdoutAccuracy))"
                + "      \(fixed(row.baseline))               \(fixed(row.identification))                 \(verdict)\n"
        }
        return text
    }

    private func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
    private func pad(_ value: Int, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
    }
    private func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
