import Foundation
import Testing

@testable import ServerCore

@Suite("A read runs in its caller's task only once it has been seen to be quick")
struct SQLiteReadPlacementTests {
    /// Spends at least `duration` of this thread's CPU time, as a long scan would.
    private func burnCPU(for duration: Duration) {
        let end = SQLiteReadPlacement.threadCPUTime() + duration
        var spin = 0
        while SQLiteReadPlacement.threadCPUTime() < end { spin &+= 1 }
        #expect(spin > 0)
    }

    @Test("a statement never seen runs on the thread pool; once quick, inline")
    func quickStatementsMoveInline() {
        let placement = SQLiteReadPlacement(inlineLimit: .seconds(5))
        #expect(!placement.runsInline("SELECT 1"))
        let rows = placement.timing("SELECT 1") { [1, 2, 3] }
        #expect(rows == [1, 2, 3])
        #expect(placement.runsInline("SELECT 1"))
        #expect(!placement.runsInline("SELECT 2"), "each statement is judged on its own")
    }

    @Test("a statement that once spent the limit's CPU time stays on the thread pool")
    func slowStatementsStayOnThePool() {
        let placement = SQLiteReadPlacement(inlineLimit: .milliseconds(2))
        placement.timing("SELECT scan") {}
        #expect(placement.runsInline("SELECT scan"))
        placement.timing("SELECT scan") { burnCPU(for: .milliseconds(3)) }
        #expect(!placement.runsInline("SELECT scan"))
        placement.timing("SELECT scan") {}
        #expect(!placement.runsInline("SELECT scan"), "one quick run does not bring a slow statement back")
    }

    @Test("time spent waiting, not computing, does not make a read slow")
    func waitingIsNotCPU() {
        let placement = SQLiteReadPlacement(inlineLimit: .milliseconds(2))
        placement.timing("SELECT paused") { Thread.sleep(forTimeInterval: 0.02) }
        #expect(placement.runsInline("SELECT paused"))
    }

    @Test("a read that fails leaves no verdict")
    func failuresAreNotJudged() {
        struct Failed: Error {}
        let placement = SQLiteReadPlacement()
        #expect(throws: Failed.self) { try placement.timing("SELECT broken") { throw Failed() } }
        #expect(!placement.runsInline("SELECT broken"))
    }
}
