/// `/settings/feedback`: an idea or a problem, about one app or the whole suite, sent to the
/// people who run it; afterwards, the thanks and the way back (`sent`).
public struct FeedbackPage: Sendable {
    /// What the message is about: an app (the one the reader came from is chosen) or the suite.
    public enum Topic: String, CaseIterable, Sendable {
        case suite, notes, sleep, launches, memory, disposable

        /// The topic of a page: its app's, by the path's first segment; the suite's otherwise.
        public static func of(path: String?) -> Topic {
            let first = path?.split(separator: "/").first.map(String.init)
            return switch first {
            case "notes", "s": .notes
            case "sleep": .sleep
            case "launches": .launches
            case "memory", "m": .memory
            case "disposable", "e": .disposable
            default: .suite
            }
        }
    }

    public enum Kind: String, CaseIterable, Sendable {
        case problem, idea
    }

    /// The most characters a message may hold (grapheme clusters, as a person counts them).
    public static let maxMessage = 2000

    public var topic: Topic
    public var kind: Kind
    public var message: String
    /// Signed in: whether the sender lets an answer go to their account's address. Signed out:
    /// the address they typed (the field below), if any.
    public var mayReply: Bool
    public var replyTo: String
    /// The page that sent the reader here, where the way back leads.
    public var returnPath: String?
    public var problem: FormProblem?
    /// True once the message is stored: the page thanks and leads back.
    public var sent: Bool
    /// The suite's release, said under the form (a problem report often needs it).
    public var version: String

    public init(topic: Topic, kind: Kind = .problem, message: String = "", mayReply: Bool = false, replyTo: String = "",
                returnPath: String? = nil, problem: FormProblem? = nil, sent: Bool = false, version: String) {
        self.topic = topic
        self.kind = kind
        self.message = message
        self.mayReply = mayReply
        self.replyTo = replyTo
        self.returnPath = returnPath
        self.problem = problem
        self.sent = sent
        self.version = version
    }

    /// The form's field names, shared with the controller that reads them.
    public enum Field {
        public static let topic = "topic", kind = "kind", message = "message", mayReply = "mayReply", replyTo = "replyTo"
    }
}
