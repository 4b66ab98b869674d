import Localization
import MemoryKit

/// The mood an entry carries: read from everything the user wrote or said in it, in the
/// language those words are in (`MoodReader`); the page's language only breaks ties.
enum EntryMood {
    /// Nil for an entry without words (a photo without a caption, a song): no mood is better
    /// than a made-up "neutral" that would count in the recap.
    static func reading(
        title: String?, description: String?, text: String?, transcript: String?, transcriptLanguage: String?,
        pageLanguage: Language
    ) -> EntryMoodReading? {
        MoodReader(pageLanguage: pageLanguage).read(
            written: [title, description, text].compactMap { $0 },
            spoken: transcript.map { ($0, transcriptLanguage.flatMap(Language.init(rawValue:))) })
    }

    /// What `text_language` stores: the language, or "unknown" when the words did not tell.
    static func stored(_ guess: LanguageGuess) -> String { guess.language?.rawValue ?? unknown }

    static let unknown = "unknown"
}

extension MemoryEntry {
    /// Reads the mood again from the entry's current texts; `pageLanguage` is the language of the
    /// page or client that changed them (a tie-breaker only).
    func updateMood(pageLanguage: Language) {
        let reading = EntryMood.reading(
            title: title, description: details, text: text, transcript: transcript, transcriptLanguage: transcriptLanguage,
            pageLanguage: pageLanguage)
        mood = reading?.mood.mood.rawValue
        moodConfidence = reading?.mood.confidence
        textLanguage = reading.map { EntryMood.stored($0.language) }
    }
}
