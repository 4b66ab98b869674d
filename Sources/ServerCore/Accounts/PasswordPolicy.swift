/// What a password and an email must be before an account is created or changed.
public enum AccountRules {
    public static let passwordLength = 8...128

    /// Throws an `AppError` naming the field when the password is not acceptable.
    public static func validate(password: String, field: String = "password") throws {
        guard passwordLength.contains(password.count) else {
            throw AppError(.badRequest, code: "password_length",
                           detail: "The password must be 8 to 128 characters long.", field: field)
        }
        guard !CommonPasswords.contains(password) else {
            throw AppError(.badRequest, code: "password_common",
                           detail: "This password is too common. Choose another one.", field: field)
        }
    }

    /// The contracts' limits on sign-in input (email at most 254 characters, password 8 to 128):
    /// input outside them is malformed, a 400 naming the field, not a wrong credential (401).
    public static func checkSignInLimits(email: String, password: String) throws {
        var problems: [FieldProblem] = []
        if email.count > 254 { problems.append(FieldProblem(field: "email", reason: "tooLong")) }
        if !passwordLength.contains(password.count) {
            problems.append(FieldProblem(field: "password", reason: password.count > 128 ? "tooLong" : "outOfRange"))
        }
        guard let first = problems.first else { return }
        throw AppError(
            .badRequest, code: "validation_failed",
            detail: "Some fields are not valid: \(problems.map(\.field).joined(separator: ", ")).", field: first.field,
            errors: problems)
    }

    /// Trims and lowercases an email, refusing what cannot be an address.
    public static func normalize(email raw: String) throws -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let isPlausible = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && email.count <= 254
            && !email.contains(where: \.isWhitespace)
        guard isPlausible else {
            throw AppError(.badRequest, code: "invalid_email", detail: "Enter a valid email address.", field: "email")
        }
        return email
    }
}

import Foundation
