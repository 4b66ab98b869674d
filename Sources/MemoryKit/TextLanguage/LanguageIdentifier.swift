import Foundation
import Localization

/// Which of the suite's languages a text is written in, or "could not be told".
public struct LanguageGuess: Codable, Equatable, Sendable {
    /// Nil when the words do not say (too short, numbers only, or two languages equally likely
    /// and neither is the tie-breaker).
    public var language: Language?
    /// From 0 to 1: how clearly the best language leads and how much evidence there was.
    public var confidence: Double

    public init(language: Language?, confidence: Double) {
        self.language = language
        self.confidence = confidence
    }

    public static let unknown = LanguageGuess(language: nil, confidence: 0)
}

/// Tells English, Turkish and French apart from the text alone: letters only one of them uses
/// (Turkish ı ğ ş, French é è à…), function words, and the typical word endings (Turkish
/// suffixes such as "-yorum", "-dım"). Deterministic, offline and small, so the phone and the
/// server agree; a general n-gram model would need data files the kit should not carry.
///
/// The page's language is never evidence: it only breaks a tie between the two best.
public enum LanguageIdentifier {
    /// Below this much evidence (about two telling words) the language is unknown.
    static let minimumEvidence = 1.6
    /// The runner-up within this share of the best counts as a tie.
    static let tieShare = 0.85

    public static func identify(_ text: String, tieBreaker: Language? = nil) -> LanguageGuess {
        let scores = self.scores(text)
        let ranked = Language.allCases.map { ($0, scores[$0, default: 0]) }.sorted { $0.1 > $1.1 }
        let (best, bestScore) = ranked[0]
        let runnerUp = ranked[1]
        guard bestScore >= minimumEvidence else { return .unknown }
        let total = ranked.reduce(0) { $0 + $1.1 }
        let evidence = 1 - exp(-bestScore / 3)
        if runnerUp.1 >= bestScore * tieShare {
            // Two languages about equally likely: the page's language decides if it is one of them.
            guard let tieBreaker, tieBreaker == best || tieBreaker == runnerUp.0 else { return .unknown }
            return LanguageGuess(language: tieBreaker, confidence: rounded(0.5 * evidence))
        }
        return LanguageGuess(language: best, confidence: rounded(bestScore / total * evidence))
    }

    /// Evidence per language, before the decision (tests and tuning).
    static func scores(_ text: String) -> [Language: Double] {
        var scores = [Language: Double]()
        // Letters: `I` is ambiguous (Turkish ı/İ pairs), so fold with the root rules first.
        let lowered = TextFolding.lowercased(text, language: .en)
        for scalar in lowered.unicodeScalars {
            if let (language, weight) = letters[scalar] { scores[language, default: 0] += weight }
        }
        for word in words(lowered) {
            for (language, list) in functionWords where list.contains(word) { scores[language, default: 0] += 1 }
            for (language, endings) in self.endings where word.count > 4 {
                if endings.contains(where: { word.hasSuffix($0) }) { scores[language, default: 0] += 0.5 }
            }
        }
        return scores
    }

    /// Letters split at anything else, apostrophes included ("j'ai" → "j", "ai"; "didn't" →
    /// "didn", "t"; "İstanbul'da" → "istanbul", "da").
    static func words(_ lowered: String) -> [String] {
        lowered.split { !$0.isLetter }.map(String.init)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Letters that belong to one language here: Turkish ı ğ ş are decisive, ö ü ç are shared
    /// (French ç, German-style names) so they count less; French accents rarely appear in
    /// Turkish or English text (â and î do in a few Turkish words, so they count less).
    static let letters: [Unicode.Scalar: (Language, Double)] = [
        "ı": (.tr, 1), "ğ": (.tr, 1.2), "ş": (.tr, 1.2), "ö": (.tr, 0.6), "ü": (.tr, 0.6), "ç": (.tr, 0.3),
        "é": (.fr, 1), "è": (.fr, 1.2), "ê": (.fr, 1.2), "à": (.fr, 1), "ù": (.fr, 1.2), "û": (.fr, 1),
        "ô": (.fr, 1), "œ": (.fr, 1.5), "ë": (.fr, 0.8), "ï": (.fr, 0.8), "â": (.fr, 0.5), "î": (.fr, 0.5),
    ]
}
