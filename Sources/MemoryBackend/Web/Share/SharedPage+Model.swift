import Foundation

/// `/s/{token}`: what a share link shows a stranger, or why it shows nothing any more.
struct SharedPage: Sendable {
    enum State: Sendable {
        case entry(Entry)
        case recap(Recap)
        case unavailable(Unavailable)
    }

    enum Unavailable: Sendable {
        case notFound, expired, revoked
    }

    struct Entry: Sendable {
        var title: String?
        var description: String?
        /// The text entry's Markdown, rendered safely by the view.
        var markdown: String?
        var occurredAt: Date
        /// Where the moment happened: the date reads as it did there.
        var utcOffsetSeconds: Int
        var placeName: String?
        var song: (title: String, artist: String)?
        var photos: [Photo]
        var recordings: [String]
        var tags: [String]
    }

    struct Photo: Sendable {
        var url: String
        var width: Int?
        var height: Int?
    }

    struct Recap: Sendable {
        var year: Int
        var month: Int
        var photos: Int, recordings: Int, texts: Int, songs: Int
        var topTags: [(term: String, count: Int)]
        var frequentWords: [String]
    }

    var state: State
    var expiresAt: Date?
}
