import MemoryKit
import ServerCore

extension ValidationError: ProblemConvertible {
    /// 400 `validation_failed` listing every field, the first one also as `field`.
    public var appError: AppError {
        AppError(
            .badRequest, code: "validation_failed",
            detail: "Some fields are not valid: \(fields.joined(separator: ", ")).", field: issues.first?.field,
            errors: issues.map { FieldProblem(field: $0.field, reason: $0.reason.rawValue) })
    }
}
