import Foundation
@testable import ServerCore
import Testing

@Suite("base64url (RFC 4648 §5, no padding)")
struct Base64URLTests {
    @Test("equals Foundation's base64 with the URL alphabet and no padding, for every length up to 64")
    func matchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...64 {
            // setup
            let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            let expected = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            // act + check
            #expect(SecureRandom.base64URL(bytes) == expected, "length \(length)")
        }
    }

    @Test("RFC 4648 test vectors", arguments: [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"),
                                               ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")])
    func vectors(input: String, encoded: String) {
        #expect(SecureRandom.base64URL(Array(input.utf8)) == encoded)
    }

    @Test("the URL alphabet: FB FF BF encodes with - and _")
    func urlAlphabet() {
        #expect(SecureRandom.base64URL([0xFB, 0xFF, 0xBF]) == "-_-_")
    }
}
