/// Size limits shared by the app and the server, so both reject the same input.
public enum NoteLimits {
    /// Characters (grapheme clusters, what a person counts) allowed in a title.
    public static let titleMaxCharacters = 200
    /// Characters allowed in a body: plenty for a note, small enough to keep
    /// the whole `notes_store` comfortably inside UserDefaults.
    public static let bodyMaxCharacters = 100_000
}
