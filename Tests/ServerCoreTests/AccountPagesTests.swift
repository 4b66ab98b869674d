import Foundation
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Account pages: register, sign in/out, password, deletion, CSRF")
struct AccountPagesTests {
    @Test("Registering signs the user in; the same email again answers 409 with a clear message")
    func registerThenDuplicate() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "ayse@example.com")
            let settings = try await browser.get("/settings")
            let other = WebClient(app)
            try await other.get("/account/register")
            // act
            let duplicate = try await other.post("/account/register", form: ["email": "AYSE@example.com", "password": "another passphrase"])
            // check
            #expect(settings.body.string.contains("ayse@example.com"))
            #expect(duplicate.status == .conflict)
            #expect(duplicate.body.string.contains("An account with this email already exists"))
            #expect(duplicate.body.string.contains(#"aria-invalid="true""#))
        }
    }

    @Test("A wrong password re-renders the form with 401 and a message naming neither part")
    func wrongPassword() async throws {
        try await withSuiteApp { app in
            // setup
            try await WebClient(app).register(email: "b@example.com")
            let browser = WebClient(app)
            try await browser.get("/account/login")
            // act
            let response = try await browser.post("/account/login", form: ["email": "b@example.com", "password": "wrong one!"])
            // check
            #expect(response.status == .unauthorized)
            #expect(response.body.string.contains("The email or password is not correct."))
            #expect(response.body.string.contains(#"value="b@example.com""#), "the email stays filled in")
        }
    }

    @Test("A form POST without a valid CSRF token is refused with 403")
    func csrf() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.get("/account/login")
            // act
            let missing = try await browser.post("/account/register", form: ["email": "c@example.com", "password": "a passphrase"], csrf: .omit)
            let forged = try await browser.post("/account/register", form: ["email": "c@example.com", "password": "a passphrase"], csrf: .value("forged"))
            let fine = try await browser.post("/account/register", form: ["email": "c@example.com", "password": "a passphrase"])
            // check
            #expect(missing.status == .forbidden)
            #expect(forged.status == .forbidden)
            #expect(fine.status == .seeOther)
        }
    }

    @Test("A visitor's form stores no session: its token comes in a cookie of its own, and is worth nothing without it")
    func visitorToken() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            let sessionsBefore = try await SessionRecord.query(on: app.db).count()
            // act
            try await browser.get("/account/login")
            try await browser.get("/account/register")
            let sessionsAfter = try await SessionRecord.query(on: app.db).count()
            let token = try #require(browser.csrfToken)
            let stranger = WebClient(app)
            let withoutCookie = try await stranger.post(
                "/account/register", form: ["email": "v@example.com", "password": "a passphrase"], csrf: .value(token))
            let registered = try await browser.post("/account/register", form: ["email": "v@example.com", "password": "a passphrase"])
            // check
            #expect(sessionsAfter == sessionsBefore, "showing a form writes nothing")
            #expect(browser.cookies["suite_csrf"] == token, "the same token on both pages, in its cookie")
            #expect(withoutCookie.status == .forbidden)
            #expect(registered.status == .seeOther)
            #expect(try await SessionRecord.query(on: app.db).count() == sessionsBefore + 1, "signing up starts the session")
        }
    }

    @Test("Sign-in starts a new session id; sign-out ends it")
    func sessionRotation() async throws {
        try await withSuiteApp { app in
            // setup: a browser already holding a session (signed up as d) signs in again
            let browser = WebClient(app)
            try await browser.register(email: "d@example.com")
            try await browser.get("/account/login")
            let before = browser.cookies["suite_session"]
            // act
            try await browser.post("/account/login", form: ["email": "d@example.com", "password": "correct horse battery"])
            let after = browser.cookies["suite_session"]
            let signedIn = try await browser.get("/settings")
            try await browser.post("/account/logout", form: [:])
            let signedOut = try await browser.get("/settings")
            // check
            #expect(before != nil && after != nil && before != after)
            #expect(signedIn.body.string.contains("d@example.com"))
            #expect(!signedOut.body.string.contains("d@example.com"))
        }
    }

    @Test("Changing the password needs the current one and revokes API refresh tokens")
    func changePassword() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "e@example.com")
            let pair = try await APIClient(app).post("/api/auth/login", ["email": "e@example.com", "password": "correct horse battery"])
                .content.decode(TokenService.Pair.self)
            try await browser.get("/account/password")
            // act
            let wrong = try await browser.post("/account/password", form: ["currentPassword": "nope nope", "newPassword": "brand new passphrase"])
            let right = try await browser.post("/account/password", form: ["currentPassword": "correct horse battery", "newPassword": "brand new passphrase"])
            let refresh = try await APIClient(app).post("/api/auth/refresh", ["refreshToken": pair.refreshToken])
            let newLogin = try await APIClient(app).post("/api/auth/login", ["email": "e@example.com", "password": "brand new passphrase"])
            // check
            #expect(wrong.status == .unauthorized)
            #expect(wrong.body.string.contains("The current password is not correct."))
            #expect(right.status == .seeOther)
            #expect(refresh.status == .unauthorized)
            #expect(newLogin.status == .ok)
        }
    }

    @Test("Changing the password signs every other browser out")
    func passwordChangeEndsOtherSessions() async throws {
        try await withSuiteApp { app in
            // setup: the same account signed in on two browsers
            let laptop = WebClient(app)
            try await laptop.register(email: "two@example.com")
            let phone = WebClient(app)
            try await phone.get("/account/login")
            try await phone.post("/account/login", form: ["email": "two@example.com", "password": "correct horse battery"])
            let phoneBefore = try await phone.get("/settings").body.string
            // act
            try await laptop.get("/account/password")
            try await laptop.post("/account/password", form: ["currentPassword": "correct horse battery", "newPassword": "brand new passphrase"])
            let phoneAfter = try await phone.get("/settings").body.string
            let laptopAfter = try await laptop.get("/settings").body.string
            // check
            #expect(phoneBefore.contains("two@example.com"))
            #expect(!phoneAfter.contains("two@example.com"), "the other browser is signed out")
            #expect(laptopAfter.contains("two@example.com"), "the browser that changed it stays signed in")
        }
    }

    @Test("Deleting the account needs the password and removes it for good")
    func deleteAccount() async throws {
        try await withSuiteApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "f@example.com")
            try await browser.get("/account/delete")
            // act
            let wrong = try await browser.post("/account/delete", form: ["password": "not it at all"])
            let right = try await browser.post("/account/delete", form: ["password": "correct horse battery"])
            let login = try await APIClient(app).post("/api/auth/login", ["email": "f@example.com", "password": "correct horse battery"])
            let again = try await APIClient(app).post("/api/auth/register", ["email": "f@example.com", "password": "correct horse battery"])
            // check
            #expect(wrong.status == .unauthorized)
            #expect(right.status == .seeOther)
            #expect(try await User.query(on: app.db).count() == 1, "only the re-registered account remains")
            #expect(login.status == .unauthorized)
            #expect(again.status == .created)
        }
    }

    @Test("Only same-site paths are followed after sign-in")
    func openRedirect() async throws {
        try await withSuiteApp { app in
            // setup
            try await WebClient(app).register(email: "g@example.com")
            let browser = WebClient(app)
            try await browser.get("/account/login")
            // act
            var locations: [String?] = []
            for next in ["//evil.example/", "/\t/evil.example", "/\n/evil.example", "/\\evil.example", "https://evil.example", "/notes?q=a b"] {
                try await browser.get("/account/login")
                let response = try await browser.post("/account/login", form: ["email": "g@example.com", "password": "correct horse battery", "next": next])
                locations.append(response.headers.first(name: .location))
            }
            try await browser.get("/account/login")
            let allowed = try await browser.post("/account/login", form: ["email": "g@example.com", "password": "correct horse battery", "next": "/notes?q=a"])
            // check
            #expect(locations == Array(repeating: "/", count: 6))
            #expect(allowed.headers.first(name: .location) == "/notes?q=a")
        }
    }
}

import Fluent

