import Localization

/// An entry's mood read in the language its words are in, and which language that was.
public struct EntryMoodReading: Equatable, Sendable {
    public var mood: MoodReading
    /// The entry's language as told from its words (or as heard, for a voice diary);
    /// `language == nil` when it could not be told, and the page's language was used to read it.
    public var language: LanguageGuess

    public init(mood: MoodReading, language: LanguageGuess) {
        self.mood = mood
        self.language = language
    }
}

/// Reads an entry's mood in the language of its words, not the language of the page it was
/// typed on: "Yarınki sınav yüzünden çok endişeliyim" is anxious under the English page too.
///
/// Written texts (title, description, text) are identified together; a transcript is in the
/// language the recogniser heard. The page's language only breaks ties and is the last resort
/// when nothing tells the language (then the reading says so).
public struct MoodReader: Sendable {
    public var pageLanguage: Language

    public init(pageLanguage: Language) {
        self.pageLanguage = pageLanguage
    }

    /// Nil when there are no words at all. `spoken.language` is what speech recognition heard
    /// (nil: not known, then the transcript's words are identified like written ones).
    public func read(written: [String], spoken: (text: String, language: Language?)? = nil) -> EntryMoodReading? {
        let written = written.filter { !$0.allSatisfy(\.isWhitespace) }
        let spoken = spoken.flatMap { $0.text.allSatisfy(\.isWhitespace) ? nil : $0 }
        guard !written.isEmpty || spoken != nil else { return nil }

        let heard: LanguageGuess? = spoken.map { spoken in
            spoken.language.map { LanguageGuess(language: $0, confidence: 1) }
                ?? LanguageIdentifier.identify(spoken.text, tieBreaker: pageLanguage)
        }
        let typed = written.isEmpty
            ? nil : LanguageIdentifier.identify(written.joined(separator: "\n"), tieBreaker: heard?.language ?? pageLanguage)
        // The entry's language: its written words when they tell, else what was heard.
        let entry = [typed, heard].compactMap { $0 }.first { $0.language != nil } ?? .unknown

        var parts = written.map { (text: $0, language: typed?.language ?? entry.language ?? pageLanguage) }
        if let spoken { parts.append((spoken.text, heard?.language ?? entry.language ?? pageLanguage)) }
        return EntryMoodReading(mood: MoodClassifier(language: pageLanguage).classify(parts), language: entry)
    }
}
