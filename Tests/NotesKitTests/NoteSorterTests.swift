import Testing

@testable import NotesKit

@Suite("Sorting newest first")
struct NoteSorterTests {
    let old = makeNote("old", id: "A", createdMinute: 0, updatedMinute: 50)
    let middle = makeNote("middle", id: "B", createdMinute: 10, updatedMinute: 10)
    let recent = makeNote("recent", id: "C", createdMinute: 20, updatedMinute: 30)

    @Test("By default the most recently updated note comes first (US-06)")
    func updatedFirst() {
        #expect(NoteSorter.sorted([middle, recent, old]).map(\.title) == ["old", "recent", "middle"])
    }

    @Test("Sorting by creation puts the newest created note first")
    func createdFirst() {
        #expect(NoteSorter.sorted([old, middle, recent], by: .createdAt).map(\.title) == ["recent", "middle", "old"])
    }

    @Test("Equal dates fall back to the other date, then the id, so the order is stable")
    func ties() {
        // setup
        let first = makeNote("x", id: "B", createdMinute: 5, updatedMinute: 9)
        let second = makeNote("y", id: "A", createdMinute: 5, updatedMinute: 9)
        let olderCreated = makeNote("z", id: "0", createdMinute: 1, updatedMinute: 9)
        // act
        let sorted = NoteSorter.sorted([olderCreated, first, second])
        // check
        #expect(sorted.map(\.id) == ["A", "B", "0"])
    }
}
