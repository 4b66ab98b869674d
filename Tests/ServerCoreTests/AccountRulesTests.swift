import Testing

@testable import ServerCore

@Suite("Account rules")
struct AccountRulesTests {
    @Test("Passwords outside 8…128 characters are refused, naming the field")
    func passwordLength() {
        #expect(throws: AppError(.badRequest, code: "password_length", detail: "", field: "password")) {
            try AccountRules.validate(password: "short7!")
        }
        #expect(throws: AppError(.badRequest, code: "password_length", detail: "", field: "password")) {
            try AccountRules.validate(password: String(repeating: "x", count: 129))
        }
        #expect(throws: Never.self) { try AccountRules.validate(password: "a fine passphrase") }
    }

    @Test("Common passwords are refused whatever their case", arguments: ["password123", "Galatasaray", "QWERTYUIOP"])
    func commonPasswords(password: String) {
        #expect(throws: AppError(.badRequest, code: "password_common", detail: "", field: "password")) {
            try AccountRules.validate(password: password)
        }
    }

    @Test("Emails are trimmed and lowercased; non-addresses are refused")
    func emails() throws {
        #expect(try AccountRules.normalize(email: "  Ayse@Example.COM ") == "ayse@example.com")
        for bad in ["", "no-at-sign", "a@b", "a@.com", "two@@example.com", "sp ace@example.com"] {
            #expect(throws: AppError.self, "\(bad)") { try AccountRules.normalize(email: bad) }
        }
    }
}
