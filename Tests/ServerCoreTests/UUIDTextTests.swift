import Foundation
import ServerCore
import Testing

@Suite("UUID text: the same answers as Foundation, without its C round trip")
struct UUIDTextTests {
    @Test("Random UUIDs write and read back exactly as Foundation writes and reads them")
    func roundTrip() {
        for _ in 0..<2_000 {
            let uuid = UUID()
            let text = UUIDText.string(uuid)
            #expect(text == uuid.uuidString)
            #expect(UUIDText.parse(text) == uuid)
            #expect(UUIDText.parse(text.lowercased()) == uuid)
        }
    }

    @Test("What Foundation refuses is refused", arguments: [
        "", "not a uuid", "8B7D3C1E5F4A4E2B9C6D1A2B3C4D5E6F", "{8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F}",
        "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6", "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F0",
        "8B7D3C1E5-F4A-4E2B-9C6D-1A2B3C4D5E6F", "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6G",
        "8B7D3C1E-5F4A-4E2B-9C6D 1A2B3C4D5E6F",
        "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5É",
    ])
    func refusals(text: String) {
        #expect(UUIDText.parse(text) == nil)
        #expect(UUID(uuidString: text) == nil, "Foundation accepts it: the two disagree")
    }

    @Test("Only the canonical spelling is read: Foundation's sscanf also lets a padded one through")
    func stricterThanFoundation() {
        let padded = " 8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6"
        #expect(UUID(uuidString: padded) != nil)
        #expect(UUIDText.parse(padded) == nil)
    }

    @Test("Both cases and mixed case read like Foundation")
    func cases() {
        let mixed = "8b7D3c1E-5f4A-4e2B-9c6D-1a2B3c4D5e6F"
        #expect(UUIDText.parse(mixed) == UUID(uuidString: mixed))
        #expect(UUIDText.parse(mixed) != nil)
    }
}
