import Fluent
import Foundation
@testable import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Send feedback: from anyone, kept with the account, mailed to the operator, never losing the text")
struct FeedbackTests {
    static func withFeedbackMail(_ config: inout AppConfig) {
        PasswordResetTests.withMail(&config)
        config.mail.feedbackTo = "team@example.com"
    }

    @Test("A signed-in message about the app it came from is stored, mailed with its answer address, and thanked")
    func signedIn() async throws {
        try await withSuiteApp(adjusting: Self.withFeedbackMail) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "ayse@example.com")
            // act
            let form = try await browser.get("/settings/feedback?from=/notes")
            let sent = try await browser.post("/settings/feedback", form: [
                "topic": "notes", "kind": "idea", "message": "  A dark icon would be lovely.  ", "mayReply": "on", "from": "/notes"])
            let thanks = try await browser.get(try #require(sent.headers.first(name: .location)))
            // check
            #expect(form.body.string.contains(#"<option value="notes" selected"#), "the app the reader came from is chosen")
            #expect(sent.status == .seeOther)
            #expect(thanks.body.string.contains("Thank You") && thanks.body.string.contains(#"href="/notes""#))
            let stored = try #require(try await FeedbackRecord.query(on: app.db).first())
            #expect(stored.message == "A dark icon would be lovely.")
            #expect(stored.app == "notes" && stored.kind == "idea" && stored.replyTo == "ayse@example.com")
            let mails = try await PasswordResetTests.queuedMails(app)
            #expect(mails.map(\.to) == ["team@example.com"])
            #expect(mails.first?.subject == "Feedback: idea about notes")
            #expect(mails.first?.body.contains("Answer to: ayse@example.com") == true)
        }
    }

    @Test("A refused message comes back in the form with its text and the reason, in the page's language")
    func refusedKeepsText() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "fr"
            try await browser.get("/settings/feedback")
            let long = String(repeating: "é", count: 2001)
            // act
            let empty = try await browser.post("/settings/feedback", form: ["topic": "suite", "kind": "problem", "message": "   "])
            let tooLong = try await browser.post("/settings/feedback", form: ["topic": "memory", "kind": "problem", "message": long])
            let badAddress = try await browser.post("/settings/feedback", form: [
                "topic": "disposable", "kind": "problem", "message": "The wall froze.", "replyTo": "not an address"])
            // check
            #expect(empty.status == .unprocessableEntity)
            #expect(empty.body.string.contains("Écrivez ce qui s’est passé"))
            #expect(tooLong.status == .unprocessableEntity)
            #expect(tooLong.body.string.contains("2 001") || tooLong.body.string.contains("2\u{202F}001"), "the count, as French writes it")
            #expect(tooLong.body.string.contains(long), "the text typed is still there")
            #expect(tooLong.body.string.contains(#"<option value="memory" selected"#))
            #expect(badAddress.status == .unprocessableEntity)
            #expect(badAddress.body.string.contains("The wall froze.") && badAddress.body.string.contains("Saisissez une adresse e-mail valide."))
            #expect(try await FeedbackRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("Signed out (a guest), a message needs no account; the eleventh in an hour is refused with the text kept")
    func signedOutAndLimited() async throws {
        try await withSuiteApp { app in
            // setup
            let guest = WebClient(app)
            try await guest.get("/settings/feedback?from=/e/abc/help")
            // act
            var statuses: [UInt] = []
            for index in 1...10 {
                statuses.append(try await guest.post("/settings/feedback", form: [
                    "topic": "disposable", "kind": "problem", "message": "Message \(index)", "replyTo": "Guest@Example.com"]).status.code)
            }
            let refused = try await guest.post("/settings/feedback", form: ["topic": "disposable", "kind": "problem", "message": "Eleventh"])
            // check
            #expect(statuses == Array(repeating: 303, count: 10))
            #expect(refused.status == .tooManyRequests && refused.headers.first(name: "Retry-After") != nil)
            #expect(refused.body.string.contains("Eleventh"))
            let stored = try await FeedbackRecord.query(on: app.db).all()
            #expect(stored.count == 10 && stored.allSatisfy { $0.userID == nil && $0.replyTo == "guest@example.com" })
        }
    }

    @Test("Deleting the account deletes what it sent")
    func goesWithTheAccount() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "leaving@example.com")
            try await browser.get("/settings/feedback")
            try await browser.post("/settings/feedback", form: ["topic": "sleep", "kind": "problem", "message": "Alarm was late."])
            // act
            try await browser.get("/account/delete")
            let deleted = try await browser.post("/account/delete", form: ["password": "correct horse battery"])
            // check
            #expect(deleted.status == .seeOther)
            #expect(try await FeedbackRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("Settings says the version and leads to the form, and back to the page that sent the reader")
    func settingsAbout() async throws {
        try await withSuiteApp { app in
            // act
            let settings = try await WebClient(app).get("/settings?from=/e/abc/settings")
            // check
            #expect(settings.body.string.contains("Version \(SuiteRelease.version)"))
            #expect(settings.body.string.contains(#"href="/settings/feedback?from=/e/abc/settings""#)
                    || settings.body.string.contains(#"href="/settings/feedback?from=%2Fe%2Fabc%2Fsettings""#))
        }
    }
}
