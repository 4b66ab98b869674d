import DisposableAPI
import DisposableKit
import Foundation
import GRDB
import ServerTestSupport
import Testing
import Vapor

@Suite("DisposableKit against the server: join, camera and queue, galleries, organizer view")
struct KitEndToEndTests {
    @Test("a guest joins from the QR link, shoots until the roll is used up, and sees the shots in the galleries")
    func guestFlow() async throws {
        try await withDisposableApp { app in try await Self.guestFlow(app) }
    }

    /// View models live on the main actor, as in an app.
    @MainActor
    static func guestFlow(_ app: Application) async throws {
        do {
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: 2)
            let tokens = InMemoryTokenStore()
            let hosts: Set<String> = [try #require(app.config.publicBaseURL.host)]
            let join = JoinViewModel(client: DisposableClient.make(app, token: nil), hosts: hosts, tokens: tokens)
            // act: join
            let joinURL = try #require(event.joinURL)
            await join.open(try #require(URL(string: joinURL)))
            let sawCard = if case .invitation(let card) = join.phase { card.name == "Garden party" } else { false }
            #expect(!join.canJoin, "a name and consent first")
            join.displayName = "  Margaret "
            join.acceptsTerms = true
            await join.join()
            // check
            #expect(sawCard)
            let eventID = try #require(UUID(uuidString: event.id))
            let token = try #require(tokens.token(eventId: eventID))
            guard case .joined(_, let participation) = join.phase else { Issue.record("\(join.phase)"); return }
            #expect(participation.displayName == "Margaret" && participation.shotsLeft == 2)

            // setup: camera and queue
            let client = DisposableClient.make(app, token: token)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)")
            let queue = try UploadQueue(
                database: try DatabaseQueue(path: directory.path + ".sqlite"),
                files: try DirectoryPhotoFileStore(directory: directory), uploader: APIPhotoUploader(client: client))
            let camera = CameraViewModel(eventId: eventID, client: client, queue: queue)
            camera.permission = .authorized
            await camera.refresh()
            // act: two shots, the queue sends them
            let photo = try Fixture.data("landscape_6.jpg")
            await camera.capture(photo)
            let afterOne = camera.shotsLeft
            await camera.capture(photo)
            let lockedWhileQueued = camera.isShutterEnabled
            try await queue.processDue()
            await camera.refresh()
            // check
            #expect(afterOne == 1 && camera.counterText == "00")
            #expect(!lockedWhileQueued && !camera.isShutterEnabled, "the shutter locks at 0")
            #expect(camera.queued.allSatisfy { $0.state == .done })
            #expect(camera.participation?.shotsUsed == 2)

            // act: galleries
            let mine = GalleryViewModel(eventId: eventID, scope: .mine, client: client)
            let everyone = GalleryViewModel(eventId: eventID, scope: .everyone, client: client)
            await mine.reload()
            await everyone.reload()
            let own = try #require(mine.photos.first)
            everyone.requestDeletion(of: own)
            await everyone.confirmDeletion()
            // check
            #expect(mine.photos.count == 2 && everyone.photos.count == 1 && !everyone.isSealed)
            let allMine = mine.photos.allSatisfy { $0.isMine }
            #expect(allMine)
        }
    }

    @Test("the organizer's view: invitation text, stats, and live activity applied")
    func organizerView() async throws {
        try await withDisposableApp { app in try await Self.organizerView(app) }
    }

    @MainActor
    static func organizerView(_ app: Application) async throws {
        do {
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(name: "Ece & Can")
            let guest = try await organizer.join(event, as: "Ali")
            try await guest.uploaded(event.id, try Fixture.data("landscape_6.jpg"))
            let model = OrganizerEventViewModel(eventId: try #require(UUID(uuidString: event.id)),
                                                client: DisposableClient.make(app, token: organizer.token))
            let changes = try await organizer.client.listEventChanges(path: .init(eventId: event.id), query: .init(since: 0))
                .ok.body.json
            // act
            await model.load()
            for change in changes.events { await model.apply(.event(change)) }
            // check
            let message = try #require(model.shareMessage(language: "fr"))
            let joinURL = try #require(event.joinURL)
            #expect(message.contains("Ece & Can") && message.contains(joinURL) && message.contains("-"))
            #expect(model.stats?.photoCount == 1 && model.stats?.participantCount == 2)
            #expect(model.activity.map(\.kind) == [.uploaded, .joined])
        }
    }
}
