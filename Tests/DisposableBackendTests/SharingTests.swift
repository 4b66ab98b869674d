import DisposableAPI
import Foundation
import Localization
import ReferenceTools
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import DisposableBackend

@Suite("Sharing: the QR code decodes to the join URL, the association file follows Apple's rules, the card prints")
struct SharingTests {
    @Test("the QR PNG and SVG decode with zbarimg to exactly PUBLIC_BASE_URL/e/{joinToken}")
    func qrDecodes() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let joinURL = try #require(event.joinURL)
            // act
            let png = try await organizer.get("/api/disposable/events/\(event.id)/qr?format=png")
            let svg = try await organizer.get("/api/disposable/events/\(event.id)/qr?format=svg")
            let guest = try await organizer.join(event, as: "Ali")
            let refused = try await guest.client.getEventQRCode(path: .init(eventId: event.id))
            // check
            #expect(joinURL.hasPrefix(app.config.publicBaseURL.absoluteString.trimmingCharacters(in: ["/"]) + "/e/"))
            #expect(joinURL.split(separator: "/").last!.count >= 22, "a token of at least 128 bits")
            #expect(png.headers.contentType?.description == "image/png")
            #expect(try await ZBar.decode(Data(png.body.readableBytesView), extension: "png") == joinURL)
            #expect(try await ZBar.decode(Data(svg.body.readableBytesView), extension: "svg") == joinURL)
            #expect(try refused.forbidden.body.applicationProblemJson.code == "not_organizer")
        }
    }

    @Test("the short code joins like the link: any case, with a dash, O for 0")
    func shortCode() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let code = try #require(event.shortCode)
            let typed = (code.prefix(4) + "-" + code.suffix(4)).lowercased().replacingOccurrences(of: "0", with: "o")
            // act
            let invitation = try await DisposableClient.make(app, token: nil)
                .getInvitation(path: .init(code: String(typed))).ok.body.json
            // check
            #expect(code.count == 8 && code.allSatisfy { "0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains($0) })
            #expect(invitation.eventId == event.id && invitation.name == "Garden party" && invitation.organizerName == "Sarah")
        }
    }

    @Test("apple-app-site-association: JSON, no redirect, < 128 KB, App Clip and /e/* components, at both paths")
    func association() async throws {
        try await withDisposableApp { app in
            for path in ["/.well-known/apple-app-site-association", "/apple-app-site-association"] {
                // act
                var captured: TestingHTTPResponse?
                try await app.testing().test(.GET, path) { captured = $0 }
                let response = try #require(captured)
                // check
                #expect(response.status == .ok, "no redirect")
                #expect(response.headers.contentType?.description.hasPrefix("application/json") == true)
                #expect(response.body.readableBytes < 128 * 1024)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
                let clips = try #require((json["appclips"] as? [String: Any])?["apps"] as? [String])
                let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
                let components = try #require(details.first?["components"] as? [[String: String]])
                let appIDs = try #require(details.first?["appIDs"] as? [String])
                #expect(clips == ["TEAMID1234.com.example.disposable.Clip"])
                #expect(appIDs == ["TEAMID1234.com.example.disposable"])
                #expect(components.contains { $0["/"] == "/e/*" })
                #expect(appIDs.allSatisfy { $0.range(of: #"^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$"#, options: .regularExpression) != nil })
            }
        }
    }

    @Test("the join link's page carries the App Clip card tag; the A6 card shows name, code and the QR")
    func pages() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(name: "Ece & Can <3")
            let joinURL = try #require(event.joinURL)
            let path = try #require(URL(string: joinURL)).path
            // act
            let landing = try await organizer.get(path, bearer: false)
            let card = try await organizer.get("/disposable/events/\(event.id)/card")
            // check
            #expect(landing.body.string.contains(#"<meta name="apple-itunes-app" content="app-id=0000000000, app-clip-bundle-id=com.example.disposable.Clip, app-clip-display=card">"#))
            #expect(landing.body.string.contains("Ece &amp; Can &lt;3"))
            let html = card.body.string
            #expect(card.status == .ok && html.contains("print-card.css") && html.contains("<svg"))
            let code = try #require(event.shortCode)
            #expect(html.contains(String(code.prefix(4))) && html.contains("No app needed"))
            #expect(html.contains("10 shots each"))
        }
    }

    @Test("the card speaks the reader's current language, not the one the event was created in")
    func cardLanguage() async throws {
        try await withDisposableApp { app in
            // setup: an event created in English
            let (organizer, event, _) = try await GuestSettingsAndWallTests.organizerWithEvent(app)
            organizer.acceptLanguage = "tr"
            // act
            let card = try await organizer.get("/disposable/events/\(event)/card")
            // check
            let html = card.body.string
            #expect(card.status == .ok)
            #expect(html.contains(#"<html lang="tr""#) && html.contains("Katılmak için tarayın"), "the card is in Turkish")
            #expect(!html.contains("Scan to join"))
        }
    }

    @Test("the card's and launcher's texts exist in every language with the same placeholders")
    func texts() {
        // act
        let problems = DisposableText.strings.problems()
        // check
        #expect(problems == [])
        #expect(DisposableText.shotsEach.text(count: 27, .tr) == "Kişi başına 27 kare")
    }
}
