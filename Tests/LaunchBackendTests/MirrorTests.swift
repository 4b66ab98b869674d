import Foundation
@testable import LaunchBackend
import Testing
import Vapor
import VaporTesting

@Suite("LL2 mirror: JSON for native clients")
struct MirrorTests {
    @Test("An ETag round trip answers 304 without a body and without asking LL2 again")
    func etagRoundTrip() async throws {
        try await withLaunchApp { app, fake in
            // setup
            let tester = try app.testing()
            let first = try await tester.get(Mirror.upcoming)
            let etag = try #require(first.headers.first(name: .eTag))

            // act
            let second = try await tester.get(Mirror.upcoming, headers: ["If-None-Match": etag])
            let other = try await tester.get(Mirror.upcoming, headers: ["If-None-Match": "\"something-else\""])

            // check
            #expect(first.status == .ok)
            #expect(second.status == .notModified)
            #expect(second.body.readableBytes == 0)
            #expect(second.headers.first(name: .eTag) == etag)
            #expect(other.status == .ok, "a validator that does not match gets the body")
            #expect(fake.calls.count == 1)
            #expect(first.headers.first(name: .cacheControl)?.contains("max-age=") == true)
        }
    }

    @Test("next and previous point at this server, and following them stays on its cache")
    func linksStayOnOurHost() async throws {
        try await withLaunchApp { app, fake in
            // setup
            let tester = try app.testing()
            let base = app.config.publicBaseURL.absoluteString

            // act
            let page = try await tester.get("/api/launches/2.2.0/launch/upcoming/?limit=10&offset=10")
            let next = try #require(page.json["next"] as? String)
            let previous = try #require(page.json["previous"] as? String)
            let nextPath = try #require(URLComponents(string: next)).path + "?" + (URLComponents(string: next)?.query ?? "")
            let followed = try await tester.get(nextPath)

            // check
            #expect(next.hasPrefix(base + "/api/launches/2.2.0/launch/upcoming/"), "\(next)")
            #expect(previous.hasPrefix(base + "/api/launches/2.2.0/launch/upcoming/"))
            #expect(!next.contains("thespacedevs") && !previous.contains("thespacedevs"))
            #expect(next.contains("offset=20"))
            #expect(followed.status == .ok)
            #expect((followed.json["results"] as? [Any])?.count == 10)
            #expect(fake.calls.map(\.query).contains { $0?.contains("offset=20") == true })
        }
    }

    @Test("The mirror names the parameter it refuses and serves only what the app reads")
    func refusesWhatItDoesNotServe() async throws {
        try await withLaunchApp { app, fake in
            let tester = try app.testing()
            let json: HTTPHeaders = ["Accept": "application/json"]

            let badLimit = try await tester.get("/api/launches/2.2.0/launch/upcoming/?limit=500", headers: json)
            let unknown = try await tester.get("/api/launches/2.2.0/launch/upcoming/?search=falcon", headers: json)
            let ordering = try await tester.get("/api/launches/2.2.0/launch/upcoming/?ordering=-net", headers: json)
            let agencies = try await tester.get("/api/launches/2.2.0/agencies/", headers: json)
            let notAnID = try await tester.get("/api/launches/2.2.0/launch/not-a-uuid/", headers: json)
            let version = try await tester.get("/api/launches/2.0.0/launch/upcoming/", headers: json)

            #expect(badLimit.status == .badRequest)
            #expect(badLimit.json["field"] as? String == "limit")
            #expect(unknown.status == .badRequest)
            #expect(unknown.json["field"] as? String == "search")
            #expect(ordering.status == .badRequest)
            #expect(ordering.json["field"] as? String == "ordering")
            #expect(agencies.status == .notFound)
            #expect(notAnID.status == .notFound)
            #expect(version.status == .notFound)
            #expect(fake.calls.isEmpty, "nothing refused reaches LL2")
        }
    }

    @Test("LL2's 2.3.0 answer is mirrored byte for byte but for the links")
    func mirrorsDetailUnchanged() async throws {
        try await withLaunchApp { app, fake in
            let tester = try app.testing()
            let response = try await tester.get(Mirror.launch(FakeLL2Fixtures.starlinkID))
            let expected = fake.fixtures.localizingImages(fake.fixtures.details[FakeLL2Fixtures.starlinkID]!, port: fake.port)
            #expect(response.status == .ok)
            #expect(Data(response.body.readableBytesView) == expected)
        }
    }
}
