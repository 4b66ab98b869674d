import Foundation
import Imaging
@testable import LaunchBackend
import Testing
import Vapor
import VaporTesting

@Suite("LL2 pictures: fetched once, resized, cached")
struct ImageTests {
    private func links(_ app: Application) -> ImageLinks { ImageLinks(secret: app.config.signingSecret) }

    @Test("A picture is downloaded once and served at each size from disk, for a year")
    func fetchedOnceAtEachSize() async throws {
        try await withLaunchApp { app, fake in
            // setup
            let tester = try app.testing()
            let source = URL(string: "http://127.0.0.1:\(fake.port)/media/launch_images/rocket.jpeg")!

            // act
            let thumb = try await tester.get(try #require(links(app).link([source], .thumb)))
            let card = try await tester.get(try #require(links(app).link([source], .card)))
            let again = try await tester.get(try #require(links(app).link([source], .thumb)))

            // check
            #expect(thumb.status == .ok && card.status == .ok && again.status == .ok)
            #expect(thumb.headers.contentType == .jpeg)
            #expect(thumb.headers.first(name: .cacheControl) == "public, max-age=31536000, immutable")
            let processor = try ImageProcessor()
            let small = try processor.metadata(of: Data(thumb.body.readableBytesView))
            let large = try processor.metadata(of: Data(card.body.readableBytesView))
            #expect(max(small.width, small.height) == 160)
            #expect(max(large.width, large.height) == 480)
            #expect(fake.imageCalls == ["launch_images/rocket.jpeg"], "one download for every size and view")
        }
    }

    @Test("A missing picture falls back along the chain, then to the placeholder, and is not asked for again soon")
    func fallbackChain() async throws {
        try await withLaunchApp { app, fake in
            // setup
            let tester = try app.testing()
            fake.removeImage(named: "gone.jpeg")
            let gone = URL(string: "http://127.0.0.1:\(fake.port)/media/gone.jpeg")!
            let program = URL(string: "http://127.0.0.1:\(fake.port)/media/program.jpeg")!

            // act
            let chained = try await tester.get(try #require(links(app).link([gone, program], .card)))
            let alone = try await tester.get(try #require(links(app).link([gone], .hero)))
            let aloneAgain = try await tester.get(try #require(links(app).link([gone], .thumb)))

            // check
            #expect(chained.status == .ok)
            #expect(chained.headers.contentType == .jpeg)
            #expect(alone.status == .seeOther || alone.status == .found)
            #expect(alone.headers.first(name: .location) == LaunchImageController.placeholder)
            #expect(aloneAgain.headers.first(name: .location) == LaunchImageController.placeholder)
            #expect(fake.imageCalls.filter { $0 == "gone.jpeg" }.count == 1)
        }
    }

    @Test("Only links this server signed are fetched: the route is no open proxy")
    func refusesUnsignedSources() async throws {
        try await withLaunchApp { app, fake in
            let tester = try app.testing()
            let signed = try #require(links(app).link([URL(string: "http://127.0.0.1:\(fake.port)/media/a.jpeg")!], .card))
            let forged = signed.replacingOccurrences(of: "a.jpeg", with: "b.jpeg")

            let response = try await tester.get(forged)
            let badVariant = try await tester.get(signed.replacingOccurrences(of: "/card/", with: "/huge/"))

            #expect(response.status == .notFound)
            #expect(badVariant.status == .notFound)
            #expect(fake.imageCalls.isEmpty)
        }
    }
}
