import Checksum
import Testing

@Suite("Lower-case hexadecimal of bytes")
struct HexTests {
    @Test("Two digits per byte, lower case, leading zeros kept")
    func digits() {
        #expect(Hex.lowercase([0x00, 0x0f, 0xa0, 0xff, 0x3c]) == "000fa0ff3c")
        #expect(Hex.lowercase([UInt8]()) == "")
        #expect(Hex.lowercase(Array(0...255)).count == 512)
    }
}
