import Localization
import MemoryKit

/// The mood an entry carries: read from everything the user wrote or said in it.
enum EntryMood {
    /// Nil for an entry without words (a photo without a caption, a song): no mood is better
    /// than a made-up "neutral" that would count in the recap.
    static func reading(title: String?, description: String?, text: String?, transcript: String?, language: Language)
        -> MoodReading?
    {
        let texts = [title, description, text, transcript].compactMap { $0 }.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !texts.isEmpty else { return nil }
        return MoodClassifier(language: language).classify(texts)
    }
}

extension MemoryEntry {
    /// Reads the mood again from the entry's current texts.
    func updateMood(language: Language) {
        let reading = EntryMood.reading(title: title, description: details, text: text, transcript: transcript, language: language)
        mood = reading?.mood.rawValue
        moodConfidence = reading?.confidence
    }
}
