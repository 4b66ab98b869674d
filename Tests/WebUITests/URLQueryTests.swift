import Foundation
import Testing
import WebUI

@Suite("Percent-encoding of values in URLs")
struct URLQueryTests {
    @Test("Agrees with Foundation's unreserved-only encoding, byte for byte, for any text")
    func agreesWithFoundation() {
        var unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        unreserved.insert(charactersIn: "-._~")
        let samples = [
            "", "plain-id_1.2~3", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "a b&c=d?e/f#g%h+i",
            "İstanbul ılık şğüöç", "café\u{301}", "👩‍👩‍👧 🇹🇷", "\"<script>'\\", "\u{0}\u{7F}\t\n",
        ]
        for sample in samples {
            #expect(URLQuery.encode(sample) == sample.addingPercentEncoding(withAllowedCharacters: unreserved), "\(sample)")
        }
    }
}
