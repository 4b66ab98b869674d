import Localization
import MemoryKit
import ServerCore

extension ValidationError: ProblemConvertible {
    /// 400 `validation_failed` listing every field, the first one also as `field`.
    /// Its message in the reader's language names each field's problem in a sentence: the
    /// timeline's outbox shows it beside a memory the server refused.
    public var appError: AppError {
        var error = AppError(
            .badRequest, code: "validation_failed",
            detail: "Some fields are not valid: \(fields.joined(separator: ", ")).", field: issues.first?.field,
            errors: issues.map { FieldProblem(field: $0.field, reason: $0.reason.rawValue) })
        let issues = issues
        error.localizedDetail = { language in issues.map { $0.message(in: language) }.joined(separator: " ") }
        return error
    }
}
