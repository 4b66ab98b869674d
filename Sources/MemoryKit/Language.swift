/// The languages the seeds use; also selects case rules for Turkish.
public enum Language: String, Codable, CaseIterable, Sendable {
    case english = "en"
    case turkish = "tr"
    case french = "fr"
}
