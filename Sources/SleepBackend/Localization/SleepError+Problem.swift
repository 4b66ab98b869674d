import Localization
import ServerCore
import Vapor
import WebUI

extension SleepError: ProblemConvertible {
    /// What a script gets (problem+json with a stable code).
    var appError: AppError {
        switch self {
        case .notStarted: AppError(.conflict, code: "sleep_not_started", detail: "Pick a schedule first.")
        case .notFound: AppError(.notFound, code: "sleep_not_found", detail: "That block or alarm is not in your plan.")
        case .alreadyRunning:
            AppError(.conflict, code: "sleep_block_running", detail: "Another block is still running. Tap “I'm awake” first.")
        case .nothingRunning: AppError(.conflict, code: "sleep_nothing_running", detail: "No block is running.")
        case .blockRecorded(let status):
            AppError(.conflict, code: "sleep_block_recorded",
                     detail: "This block is already recorded (\(status.rawValue)). Change it in History instead.")
        case .invalid(let field): AppError.badRequest(field: field, "The field \(field) is missing or not valid.")
        }
    }

    /// What a person reads, in their language (the flash after a form).
    func message(_ language: Localization.Language) -> String {
        switch self {
        case .notStarted: SleepText.errorNotStarted.text(language)
        case .notFound: SleepText.errorNotFound.text(language)
        case .alreadyRunning: SleepText.errorRunning.text(language)
        case .nothingRunning: SleepText.errorNothingRunning.text(language)
        case .blockRecorded(let status): SleepText.errorRecorded.text(language, ["status": status.text.text(language)])
        case .invalid(let field): SleepText.errorInvalid.text(language, ["field": field])
        }
    }
}

extension Request {
    /// Runs a form's action; a `SleepError` on a page (not a script) becomes an error banner on
    /// `fallback` in the reader's language, so a double tap or a stale page never ends on an
    /// error page. Scripts get the problem+json as before.
    func sleepForm(fallback: SleepURL, _ action: () async throws -> Response) async throws -> Response {
        do {
            return try await action()
        } catch let error as SleepError where !wantsJSON && error != .notStarted {
            flash(error.message(language), kind: .error)
            return redirect(to: fallback)
        } catch SleepError.notStarted where !wantsJSON {
            return redirect(to: SleepURL.welcome)
        }
    }
}
