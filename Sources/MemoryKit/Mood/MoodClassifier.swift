import Foundation
import Localization

/// Reads the mood of a diary entry from its words: a lexicon per language with negation,
/// intensifiers and emoji. Deterministic and offline, so it runs the same on a phone and on
/// the server.
///
/// It prefers an honest "neutral" to a wrong guess: a mood is named only when the text has
/// enough emotional words and one mood clearly leads; otherwise the reading is neutral.
public struct MoodClassifier: Sendable {
    public var language: Language
    /// Below this confidence the reading is neutral.
    public var threshold: Double

    public init(language: Language, threshold: Double = 0.4) {
        self.language = language
        self.threshold = threshold
    }

    /// The mood of `texts` taken together (title, description, transcript…).
    public func classify(_ texts: [String]) -> MoodReading {
        var scores = [Mood: Double]()
        for text in texts { score(text, into: &scores) }
        return decide(scores)
    }

    /// The mood of one text.
    public func classify(_ text: String) -> MoodReading { classify([text]) }

    /// The mood of texts that are each in their own language (a title typed in English, a
    /// transcript heard in Turkish), each read with its language's lexicon.
    public func classify(_ parts: [(text: String, language: Language)]) -> MoodReading {
        var scores = [Mood: Double]()
        for part in parts { Self.score(part.text, language: part.language, into: &scores) }
        return decide(scores)
    }

    /// Scores per mood for `text`, before the decision (tests and tuning).
    func score(_ text: String, into scores: inout [Mood: Double]) {
        Self.score(text, language: language, into: &scores)
    }

    static func score(_ text: String, language: Language, into scores: inout [Mood: Double]) {
        let lexicon = MoodLexicon.for(language)
        for (mood, weight) in Self.emojiScores(text) { scores[mood, default: 0] += weight }
        let words = Self.words(text, language: language)
        var index = 0
        while index < words.count {
            let word = words[index]
            var hit: MoodLexicon.Hit?
            var span = 1
            if index + 1 < words.count, let phrase = lexicon.phrase(word, words[index + 1]) {
                hit = phrase
                span = 2
            } else {
                hit = lexicon.lookup(word)
            }
            if let hit {
                let before = words[max(0, index - 3)..<index]
                let after = words[min(words.count, index + span)..<min(words.count, index + span + 2)]
                var weight = hit.weight
                if let previous = before.last, lexicon.intensifiers.contains(previous) { weight *= 1.5 }
                if let previous = before.last, lexicon.softeners.contains(previous) { weight *= 0.6 }
                let negated = hit.negatedBySuffix
                    || before.contains(where: { lexicon.negators.contains($0) || $0.hasSuffix("n't") })
                    || after.contains(where: { word in lexicon.postNegators.contains { word.hasPrefix($0) } })
                for (mood, share) in Self.flip(hit.mood, negated: negated) { scores[mood, default: 0] += weight * share }
            }
            index += span
        }
    }

    /// "Not happy" leans sad and "not relaxed" anxious, but weaker than the plain words;
    /// "not sad" or "not angry" says little, so it only nudges towards calm.
    static func flip(_ mood: Mood, negated: Bool) -> [(Mood, Double)] {
        guard negated else { return [(mood, 1)] }
        switch mood {
        case .joyful: return [(.sad, 0.7)]
        case .calm: return [(.anxious, 0.7)]
        case .sad, .anxious, .angry: return [(.calm, 0.3)]
        case .neutral: return []
        }
    }

    /// Confidence grows with the leading mood's evidence and its lead over the runner-up.
    func decide(_ scores: [Mood: Double]) -> MoodReading {
        let ranked = scores.filter { $0.value > 0 }.sorted { ($0.value, $0.key.rawValue) > ($1.value, $1.key.rawValue) }
        guard let top = ranked.first else { return MoodReading(mood: .neutral, confidence: 0.8) }
        let total = ranked.reduce(0) { $0 + $1.value }
        let share = top.value / total
        let evidence = 1 - exp(-top.value / 1.2)
        let confidence = (share * evidence * 100).rounded() / 100
        guard confidence >= threshold else {
            return MoodReading(mood: .neutral, confidence: ((1 - confidence) * 0.8 * 100).rounded() / 100)
        }
        return MoodReading(mood: top.key, confidence: confidence)
    }

    /// Lowercased words in the language's case rules; apostrophes stay inside English words
    /// ("didn't") but split Turkish suffixes ("İstanbul'da" → "istanbul", "da").
    static func words(_ text: String, language: Language) -> [String] {
        let lowered = TextFolding.lowercased(text, language: language)
        var words: [String] = []
        var current = ""
        for character in lowered {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if (character == "'" || character == "’"), language == .en, !current.isEmpty {
                current.append("'")
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static let emoji: [Character: Mood] = [
        "😀": .joyful, "😃": .joyful, "😄": .joyful, "😁": .joyful, "😂": .joyful, "🥳": .joyful, "😍": .joyful,
        "❤️": .joyful, "🎉": .joyful, "😊": .joyful, "😌": .calm, "🧘": .calm, "🌿": .calm, "😢": .sad, "😭": .sad,
        "💔": .sad, "😞": .sad, "😔": .sad, "😟": .anxious, "😰": .anxious, "😨": .anxious, "😱": .anxious,
        "😬": .anxious, "😠": .angry, "😡": .angry, "🤬": .angry, "😤": .angry,
    ]

    static func emojiScores(_ text: String) -> [(Mood, Double)] {
        text.compactMap { emoji[$0].map { ($0, 0.8) } }
    }
}
