import DisposableAPI
import DisposableBackend
import Foundation
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Join limits: a venue on one address joins, guessing codes does not")
struct JoinLimitsTests {
    /// One join through the API, as a phone on the venue's Wi-Fi sends it (every in-process
    /// request comes from the same address).
    static func join(_ app: Application, code: String, name: String) async throws -> HTTPResponseStatus {
        let body = #"{"displayName":"\#(name)","consent":{"termsVersion":"\#(Terms.version)","accepted":true}}"#
        return try await APIClient(app).send(.POST, "/api/disposable/invitations/\(code)/join", body: Data(body.utf8)).status
    }

    static func joinToken(_ event: Components.Schemas.Event) throws -> String {
        String(try #require(event.joinURL).split(separator: "/").last!)
    }

    @Test("A 320-guest wedding on one Wi-Fi address joins through the QR link with no refusal")
    func weddingOnOneAddress() async throws {
        try await withDisposableApp { app in
            // setup
            let event = try await Actor.organizer(app).createEvent(name: "Wedding")
            let token = try Self.joinToken(event)
            // act
            var statuses: [UInt: Int] = [:]
            for guest in 1...320 {
                statuses[try await Self.join(app, code: token, name: "Guest \(guest)").code, default: 0] += 1
            }
            // check
            #expect(statuses == [201: 320])
        }
    }

    @Test("Short codes that name no event are limited per address; a working code and the QR link still join")
    func guessingIsLimited() async throws {
        try await withDisposableApp { app in
            // setup
            let event = try await Actor.organizer(app).createEvent()
            let shortCode = try #require(event.shortCode)
            var working: [UInt] = []
            for index in 0..<5 { working.append(try await Self.join(app, code: shortCode, name: "Typed \(index)").code) }
            // act
            var guesses: [UInt] = []
            for index in 0..<31 {
                let guess = String(format: "ZZZZ%04d", index)
                guesses.append(try await APIClient(app).send(.GET, "/api/disposable/invitations/\(guess)").status.code)
            }
            let byCodeWhilePaused = try await Self.join(app, code: shortCode, name: "Typed late")
            let byLinkWhilePaused = try await Self.join(app, code: try Self.joinToken(event), name: "Scanned")
            // check
            #expect(working == [201, 201, 201, 201, 201], "codes that work never count")
            #expect(guesses.prefix(30).allSatisfy { $0 == 404 })
            #expect(guesses.last == 429)
            #expect(byCodeWhilePaused == .tooManyRequests)
            #expect(byLinkWhilePaused == .created, "the QR code's link is never refused for guessing")
        }
    }

    @Test("An event takes its limit of new guests per window, or as many as it had before the window")
    func eventLimitGrowsWithTheEvent() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_900_000_000))
        let options = DisposableBackendOptions(eventJoinLimit: RateLimit(3, per: 600))
        try await withDisposableApp(clock: clock.now, options: options) { app in
            // setup
            let event = try await Actor.organizer(app).createEvent(hours: 6)
            let token = try Self.joinToken(event)
            var windows: [[UInt]] = []
            func window(_ joins: Int) async throws {
                var statuses: [UInt] = []
                for index in 0..<joins { statuses.append(try await Self.join(app, code: token, name: "G\(windows.count)-\(index)").code) }
                windows.append(statuses)
                clock.advance(by: 601)
            }
            // act
            try await window(4)  // nobody joined before this window: the limit, 3
            try await window(4)  // 4 before (the organizer and 3 guests)
            try await window(9)  // 8 before
            // check
            #expect(windows[0] == [201, 201, 201, 429])
            #expect(windows[1] == [201, 201, 201, 201])
            #expect(windows[2] == Array(repeating: 201, count: 8) + [429])
        }
    }

    @Test("A refused code look-up on the web explains itself and offers the way back, in the guest's language")
    func refusalPage() async throws {
        let options = DisposableBackendOptions(codeGuessLimit: RateLimit(1, per: 600))
        try await withDisposableApp(options: options) { app in
            // setup
            let browser = WebClient(app)
            browser.acceptLanguage = "fr"
            try await browser.get("/disposable/join?code=ZZZZ0001")
            // act
            let refused = try await browser.get("/disposable/join?code=ZZZZ0002")
            // check
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: "Retry-After") != nil)
            let html = refused.body.string
            #expect(html.contains("Un instant, s’il vous plaît"))
            #expect(html.contains("10\u{00A0}min") || html.contains("10 min"))
            #expect(html.contains(#"href="/disposable/join""#), "Try again leads back to the code form")
            #expect(!html.contains("Go to Apps") && !html.contains("Aller aux apps"))
        }
    }

    @Test("Guesses spread over two server instances on one database are counted together")
    func guessesAcrossInstances() async throws {
        let backend = DisposableBackend(options: DisposableBackendOptions(codeGuessLimit: RateLimit(4, per: 600)))
        try await withTwoSuiteApps([backend]) { first, second in
            // act
            var statuses: [UInt] = []
            for index in 0..<5 {
                let instance = index.isMultiple(of: 2) ? first : second
                statuses.append(try await APIClient(instance).send(.GET, "/api/disposable/invitations/ZZZZ000\(index)").status.code)
            }
            // check
            #expect(statuses == [404, 404, 404, 404, 429])
        }
    }
}
