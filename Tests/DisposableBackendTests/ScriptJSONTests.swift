import Foundation
import Testing

@testable import DisposableBackend

@Suite("Script JSON: a member kept encoded joins an object as encoding the whole would")
struct ScriptJSONTests {
    struct Facts: Encodable {
        var a: Int
        var b: String
    }

    struct Whole: Encodable {
        var a: Int
        var b: String
        var texts: [String: String]
    }

    struct Nothing: Encodable {}

    @Test("the appended member sorts last, as sorted keys would put it")
    func appendingMatchesEncodingTheWhole() {
        let texts = ["retry": "Réessayer", "quote": "say \"hi\""]
        let appended = ScriptJSON.appending(ScriptJSON.encode(texts), as: "texts", to: ScriptJSON.encode(Facts(a: 1, b: "x")))
        #expect(appended == ScriptJSON.encode(Whole(a: 1, b: "x", texts: texts)))
    }

    @Test("an empty object gets the member alone")
    func appendingToAnEmptyObject() {
        #expect(ScriptJSON.appending("[1]", as: "k", to: ScriptJSON.encode(Nothing())) == #"{"k":[1]}"#)
    }
}
