import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@Suite("Outbox: network, Wi-Fi only, accounts, progress")
struct OutboxPolicyTests {
    @Test("offline nothing is tried; back online it all goes")
    func offline() async throws {
        // setup
        let network = FakeReachability(.offline)
        let fixture = try OutboxFixture(reachability: network)
        defer { fixture.cleanUp() }
        try await fixture.outbox.create(fixture.text("Offline entry"))
        // act
        let waiting = await fixture.outbox.sendDue()
        await network.set(.unmetered)
        let online = await fixture.outbox.sendDue()
        // check
        #expect(waiting.pause?.reason == .offline)
        #expect(online.delivered == 1)
        #expect(await fixture.transmitter.calls.count == 1)
    }

    @Test("Wi-Fi only: cellular holds uploads with the reason; Wi-Fi sends them")
    func wifiOnly() async throws {
        // setup
        let network = FakeReachability(.metered)
        let fixture = try OutboxFixture(reachability: network, policy: UploadPolicy(wifiOnly: true))
        defer { fixture.cleanUp() }
        try await fixture.outbox.create(fixture.text("Big upload"))
        // act
        let held = await fixture.outbox.sendDue()
        let snapshot = await fixture.outbox.snapshot()
        await network.set(.unmetered)
        let sent = await fixture.outbox.sendDue()
        // check
        #expect(held.pause?.reason == .waitingForWiFi && snapshot.pause?.reason == .waitingForWiFi)
        #expect(sent.delivered == 1)
    }

    @Test("items wait for their own account: signed out nothing goes, another account never sends them")
    func perAccount() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        try await fixture.outbox.create(fixture.text("A's entry"))
        // act
        fixture.account.set(nil)
        let signedOut = await fixture.outbox.sendDue()
        fixture.account.set("account-b")
        let otherAccount = await fixture.outbox.sendDue()
        let held = await fixture.outbox.snapshot().heldForOtherAccounts
        fixture.account.set("account-a")
        let back = await fixture.outbox.sendDue()
        // check
        #expect(signedOut.pause?.reason == .signedOut)
        #expect(otherAccount.delivered == 0 && held == 1)
        #expect(back.delivered == 1)
        await #expect(throws: OutboxError.signedOut) {
            fixture.account.set(nil)
            try await fixture.outbox.create(fixture.text("nobody's"))
        }
    }

    @Test("a session refused while sending leaves the item waiting and pauses the outbox")
    func sessionEnds() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(.signedOut)
        let item = try await fixture.outbox.create(fixture.text("Kept"))
        // act
        let round = await fixture.outbox.sendDue()
        // check
        #expect(round.pause?.reason == .signedOut)
        let kept = try #require(try await fixture.outbox.item(item.id))
        #expect(kept.state == .waiting && kept.attempts == 0)
    }

    @Test("observers see the item go from waiting to sending (with progress) to sent")
    func observableStates() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let item = try await fixture.outbox.create(fixture.text("Watched"))
        let outbox = fixture.outbox
        let seen = StateLog()
        await fixture.transmitter.setDuringCreate {
            let snapshot = await outbox.snapshot()
            seen.add("\(snapshot.items.first?.state.rawValue ?? "-") \(snapshot.progress[item.id]?.fraction ?? -1)")
        }
        // act
        seen.add((await outbox.snapshot()).items.first?.state.rawValue ?? "-")
        await outbox.sendDue()
        seen.add((await outbox.snapshot()).items.first?.state.rawValue ?? "-")
        // check
        #expect(seen.entries == ["waiting", "sending 0.5", "sent"])
    }

    @Test("an import source is remembered per account until its item is cancelled")
    func importLedger() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let photo = try writeFile("p.jpg", [0xFF, 0xD8], in: fixture.folder)
        // act
        let before = await fixture.outbox.hasImported("p.jpg|2|1")
        try await fixture.outbox.create(fixture.photo("p"), files: [.file(photo)], source: "p.jpg|2|1")
        let after = await fixture.outbox.hasImported("p.jpg|2|1")
        fixture.account.set("account-b")
        let otherAccount = await fixture.outbox.hasImported("p.jpg|2|1")
        // check
        #expect(!before && after && !otherAccount)
    }
}

final class StateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var entries: [String] { lock.withLock { stored } }
    func add(_ entry: String) { lock.withLock { stored.append(entry) } }
}
