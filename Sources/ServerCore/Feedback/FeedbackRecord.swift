import Fluent
import Foundation

/// One message sent from "Send feedback": an idea or a problem, about one app or the suite.
/// Signed in, it belongs to the account (and goes when the account goes); signed out (a
/// Disposable guest), it carries only the reply address the sender chose to give.
final class FeedbackRecord: Model, @unchecked Sendable {
    static let schema = "feedback"

    @ID(key: .id) var id: UUID?
    @OptionalField(key: "user_id") var userID: UUID?
    /// `FeedbackTopic` raw value: the app it is about, or `suite`.
    @Field(key: "app") var app: String
    /// `FeedbackKind` raw value.
    @Field(key: "kind") var kind: String
    @Field(key: "message") var message: String
    /// Where an answer may go: the account's address when its owner ticked the box, or what a
    /// signed-out sender typed; nil when no answer is wanted.
    @OptionalField(key: "reply_to") var replyTo: String?
    /// The page language, so an answer can be written in it.
    @Field(key: "language") var language: String
    /// The browser, as it named itself (cut short): a problem often depends on it.
    @Field(key: "user_agent") var userAgent: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    var properties: [any AnyProperty] { [$id, $userID, $app, $kind, $message, $replyTo, $language, $userAgent, $createdAt] }
}
