import Testing
import Vapor

@testable import ServerCore

@Suite("Cookie headers read on bytes exactly as Vapor reads them")
struct CookieHeaderTests {
    /// Vapor's own reading of the same headers.
    private func vapor(_ headers: [String]) -> [String: String] {
        var fields = HTTPHeaders()
        for header in headers { fields.add(name: .cookie, value: header) }
        return (fields.cookie ?? HTTPCookies()).all.mapValues(\.string)
    }

    private func ours(_ headers: [String]) -> [String: String]? {
        CookieHeader.parse(headers)?.all.mapValues(\.string)
    }

    @Test("Headers browsers send", arguments: [
        "", "a=1", "a=1; b=2", "suite-session=abc123; lang=tr; tz=Europe/Istanbul; theme=dark",
        "a=1;b=2", "a=1,b=2", " a = 1 ", "a=1; a=2", "a=b=c", "=1", "a", "a=", "a=1; b", ";;a=1;;", "a b=1; c=2",
        "a\t=1", "a=\t1\t; b=2 ", "x@y=1; z=2", "a=1, , b=2", "dsp_8b7d3c1e-5f4a-4e2b-9c6d-1a2b3c4d5e6f=tok; csrf=0123",
    ])
    func examples(header: String) {
        #expect(ours([header]) == vapor([header]), "\(header)")
    }

    @Test("Several Cookie headers read as one, the later pair winning")
    func severalHeaders() {
        let headers = ["a=1; b=2", "b=3; c=4"]
        #expect(ours(headers) == vapor(headers))
        #expect(ours(headers)?["b"] == "3")
    }

    @Test("Random headers from the bytes that matter read as Vapor reads them")
    func differential() {
        let alphabet = Array("ab1=;, \t-_.~!@/:?[]{}()<>".unicodeScalars).map(String.init)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let header = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(ours([header]) == vapor([header]), "\(header.debugDescription)")
        }
    }

    @Test("Quotes, escapes and non-ASCII are left to Vapor", arguments: [#"a="1""#, #"a=\1"#, "a=ç", "ç=1"])
    func leftToVapor(header: String) {
        #expect(CookieHeader.parse([header]) == nil)
    }
}
