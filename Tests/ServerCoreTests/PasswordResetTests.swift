import Fluent
import Foundation
@testable import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Forgot password: a single-use link by mail, one hour, every session ends")
struct PasswordResetTests {
    /// A mail server nobody listens on: mail is configured, so messages wait in the job queue
    /// (a delivery that fails stays there to retry), where the test reads them.
    static func withMail(_ config: inout AppConfig) {
        config.mail.smtp = MailSettings.SMTPServer(url: "smtp://127.0.0.1:9")
    }

    static func queuedMails(_ app: Application) async throws -> [MailMessage] {
        try await JobRecord.query(on: app.db).filter(\.$kind == Application.mailJobKind).all()
            .map { try JSONDecoder().decode(MailMessage.self, from: Data($0.payload.utf8)) }
    }

    static func resetPath(in mail: MailMessage) throws -> String {
        let link = try #require(mail.body.split(whereSeparator: \.isWhitespace).first { $0.contains("/account/reset/") })
        return String(link[try #require(link.range(of: "/account/reset/")).lowerBound...])
    }

    @Test("The link sets a new password once, then every other web session and refresh token has ended")
    func resetEndsSessions() async throws {
        try await withSuiteApp(adjusting: Self.withMail) { app in
            // setup
            let owner = WebClient(app)
            try await owner.register(email: "ayse@example.com")
            let pair = try await APIClient(app).post("/api/auth/login", ["email": "ayse@example.com", "password": "correct horse battery"])
                .content.decode(TokenService.Pair.self)
            let forgetful = WebClient(app)
            try await forgetful.get("/account/forgot")
            let asked = try await forgetful.post("/account/forgot", form: ["email": "Ayse@example.com"])
            let mail = try #require(try await Self.queuedMails(app).first)
            let path = try Self.resetPath(in: mail)
            // act
            let form = try await forgetful.get(path)
            let reset = try await forgetful.post(path, form: ["newPassword": "a brand new passphrase"])
            let again = try await forgetful.get(path)
            let ownerSettings = try await owner.get("/settings")
            let refresh = try await APIClient(app).post("/api/auth/refresh", ["refreshToken": pair.refreshToken])
            let newPassword = try await APIClient(app).post("/api/auth/login", ["email": "ayse@example.com", "password": "a brand new passphrase"])
            // check
            #expect(asked.status == .ok)
            #expect(mail.to == "ayse@example.com")
            #expect(mail.body.contains("http://127.0.0.1:8080/account/reset/"))
            #expect(form.status == .ok && form.body.string.contains(#"name="newPassword""#))
            #expect(reset.status == .seeOther)
            #expect(again.status == .gone, "single use")
            #expect(!ownerSettings.body.string.contains("ayse@example.com"), "the other browser is signed out")
            #expect(refresh.status == .unauthorized)
            #expect(newPassword.status == .ok)
            let stored = try await PasswordReset.query(on: app.db).all()
            #expect(stored.allSatisfy { !mail.body.contains($0.id!) }, "only the token's digest is stored")
        }
    }

    @Test("An address without an account gets the identical answer, and no mail")
    func unknownAddress() async throws {
        try await withSuiteApp(adjusting: Self.withMail) { app in
            // setup
            try await WebClient(app).register(email: "known@example.com")
            let browser = WebClient(app)
            try await browser.get("/account/forgot")
            // act
            let known = try await browser.post("/account/forgot", form: ["email": "known@example.com"])
            let unknown = try await browser.post("/account/forgot", form: ["email": "stranger@example.com"])
            // check
            #expect(known.status == unknown.status)
            func page(_ response: TestingHTTPResponse, _ email: String) -> String {
                response.body.string.replacingOccurrences(of: email, with: "EMAIL")
                    .replacingOccurrences(of: #"name="_csrf" value="[^"]*""#, with: "", options: .regularExpression)
            }
            #expect(page(known, "known@example.com") == page(unknown, "stranger@example.com"))
            #expect(try await Self.queuedMails(app).map(\.to) == ["known@example.com"])
        }
    }

    @Test("A link ends an hour after it was asked for")
    func expires() async throws {
        let clock = TestClock(Date())
        try await withSuiteApp(clock: clock.now, adjusting: Self.withMail) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "late@example.com")
            try await browser.get("/account/forgot")
            try await browser.post("/account/forgot", form: ["email": "late@example.com"])
            let path = try Self.resetPath(in: try #require(try await Self.queuedMails(app).first))
            // act
            clock.advance(by: 3601)
            let page = try await browser.get(path)
            let post = try await browser.post(path, form: ["newPassword": "a brand new passphrase"])
            // check
            #expect(page.status == .gone)
            #expect(page.body.string.contains("/account/forgot"), "the way to a new link")
            #expect(post.status == .gone)
        }
    }

    @Test("Asking is rate-limited per address, the same way for every email")
    func rateLimited() async throws {
        try await withSuiteApp(adjusting: Self.withMail) { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/account/forgot")
            // act
            var statuses: [UInt] = []
            for index in 0..<6 {
                statuses.append(try await browser.post("/account/forgot", form: ["email": "guess\(index)@example.com"]).status.code)
            }
            // check
            #expect(statuses == [200, 200, 200, 200, 200, 429])
        }
    }

    @Test("Without SMTP_URL the page says mail is not configured, and nothing is queued")
    func mailNotConfigured() async throws {
        try await withSuiteApp { app in
            // setup
            try await WebClient(app).register(email: "nomail@example.com")
            let browser = WebClient(app)
            // act
            let form = try await browser.get("/account/forgot")
            let answer = try await browser.post("/account/forgot", form: ["email": "nomail@example.com"])
            // check
            #expect(form.body.string.contains("Mail is not configured on this server"))
            #expect(answer.body.string.contains("Mail is not configured on this server"))
            #expect(try await Self.queuedMails(app).isEmpty)
            #expect(try await PasswordReset.query(on: app.db).count() == 1, "the link exists (it went to the log)")
        }
    }

    @Test("A rendered mail: RFC 5322 headers, an encoded non-ASCII subject, base64 UTF-8 body, dot-stuffed for DATA")
    func rendering() throws {
        // setup
        let message = MailMessage(to: "ayse@example.com", subject: "Parolanızı sıfırlayın", body: "Merhaba\n.\nson")
        // act
        let text = message.rendered(from: "Suite <no-reply@example.com>", date: Date(timeIntervalSince1970: 0), messageID: "m1@example.com")
        let stuffed = SMTPClient.dotStuffed(".one\r\ntwo\r\n..three\r\n")
        // check
        #expect(text.contains("Date: Thu, 01 Jan 1970 00:00:00 +0000\r\n"))
        #expect(text.contains("Message-ID: <m1@example.com>\r\n"))
        #expect(text.contains("Subject: =?UTF-8?B?\(Data("Parolanızı sıfırlayın".utf8).base64EncodedString())?=\r\n"))
        #expect(text.contains("Content-Type: text/plain; charset=utf-8\r\n"))
        let body = try #require(text.components(separatedBy: "\r\n\r\n").last)
        let decoded = String(decoding: try #require(Data(base64Encoded: body, options: .ignoreUnknownCharacters)), as: UTF8.self)
        #expect(decoded == "Merhaba\r\n.\r\nson")
        #expect(stuffed == "..one\r\ntwo\r\n...three\r\n")
        #expect(MailMessage.encodedWords(String(repeating: "ş", count: 60)).split(separator: "\r\n").allSatisfy { $0.count <= 76 })
    }
}
