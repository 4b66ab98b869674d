import Localization
import MemoryKit
import OpenAPIRuntime

/// The one sentence a screen shows for a failure, in the reader's language: the server's own
/// sentence when it sent one, why a session ended, what the outbox refused and why, every
/// invalid field; `fallback` only for what has nothing better to say. A generated client's
/// `ClientError` is looked through to its cause, so no screen ever shows a type's description.
enum ErrorMessage {
    static func text(for error: any Error, language: Localization.Language, fallback: ClientText) -> String {
        switch error {
        case let wrapped as ClientError: text(for: wrapped.underlyingError, language: language, fallback: fallback)
        case let problem as ServerProblem: problem.message
        case SessionError.signedOut(let reason): reason?.message(in: language) ?? ClientText.sessionEnded.text(language)
        case let validation as ValidationError: validation.messages(in: language).joined(separator: " ")
        case let outbox as OutboxError: text(for: outbox, language: language)
        default: fallback.text(language)
        }
    }

    private static func text(for error: OutboxError, language: Localization.Language) -> String {
        switch error {
        case .signedOut: ClientText.outboxSignedOut.text(language)
        case .unknownItem: ClientText.outboxItemGone.text(language)
        case .notCancellable: ClientText.outboxNotCancellable.text(language)
        case .cannotUndoDelete: ClientText.outboxCannotUndoDelete.text(language)
        case .notFailed: ClientText.outboxNotFailed.text(language)
        }
    }
}
