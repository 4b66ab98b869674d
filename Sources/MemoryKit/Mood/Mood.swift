/// The documented set of moods an entry can carry (docs/apps/memory.md#mood).
///
/// Six labels, chosen so each is easy to tell apart in a diary sentence: two pleasant ones that
/// differ in energy (joyful, calm), three unpleasant ones (sad, anxious, angry) and neutral,
/// which is also the honest answer when the words do not say enough.
public enum Mood: String, Codable, CaseIterable, Sendable {
    case joyful, calm, neutral, sad, anxious, angry
}

/// A mood with how sure the classifier is, from 0 to 1.
public struct MoodReading: Codable, Equatable, Sendable {
    public var mood: Mood
    public var confidence: Double

    public init(mood: Mood, confidence: Double) {
        self.mood = mood
        self.confidence = confidence
    }

    /// What an entry without any words gets.
    public static let unknown = MoodReading(mood: .neutral, confidence: 0)
}
