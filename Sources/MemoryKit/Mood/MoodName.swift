import Localization

/// A mood's name as readers see it (the entry's chip, the recap image), one table for every
/// place that names a mood.
public enum MoodName: String, LocalizedKey {
    case joyful, calm, neutral, sad, anxious, angry

    public static let strings = StringTable<Self>(
        en: [.joyful: "Joyful", .calm: "Calm", .neutral: "Neutral", .sad: "Sad", .anxious: "Anxious", .angry: "Angry"],
        tr: [.joyful: "Neşeli", .calm: "Sakin", .neutral: "Nötr", .sad: "Üzgün", .anxious: "Kaygılı", .angry: "Öfkeli"],
        fr: [.joyful: "Joyeux", .calm: "Calme", .neutral: "Neutre", .sad: "Triste", .anxious: "Anxieux", .angry: "En colère"])
}

extension Mood {
    /// "Calm", "Sakin", "Calme".
    public func name(in language: Language) -> String {
        MoodName(rawValue: rawValue).map { $0.text(language) } ?? rawValue
    }
}
