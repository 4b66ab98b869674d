/// The four kinds of entry a Memory Recap timeline holds.
public enum EntryKind: String, Codable, CaseIterable, Sendable {
    case photo
    case audio
    case text
    case song
}

/// A count for each entry kind, encoded as a flat JSON object (`{"photo": 3, …}`).
public struct KindCounts: Codable, Equatable, Hashable, Sendable {
    public var photo: Int
    public var audio: Int
    public var text: Int
    public var song: Int

    public init(photo: Int = 0, audio: Int = 0, text: Int = 0, song: Int = 0) {
        self.photo = photo
        self.audio = audio
        self.text = text
        self.song = song
    }

    /// All entries, whatever their kind.
    public var total: Int { photo + audio + text + song }

    /// The count of one kind.
    public subscript(kind: EntryKind) -> Int {
        get {
            switch kind {
            case .photo: photo
            case .audio: audio
            case .text: text
            case .song: song
            }
        }
        set {
            switch kind {
            case .photo: photo = newValue
            case .audio: audio = newValue
            case .text: text = newValue
            case .song: song = newValue
            }
        }
    }
}
