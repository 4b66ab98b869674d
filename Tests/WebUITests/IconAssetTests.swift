import Foundation
import Testing
import WebUI

/// An icon is a name in Swift, a file in Public/icons/symbols and a mask rule in suite.css; a
/// missing file or rule paints nothing, silently, so the three are checked together.
@Suite("Icons: every case has its symbol file and its CSS rule")
struct IconAssetTests {
    static let publicDirectory = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Public")

    @Test("each Icon case has Public/icons/symbols/<name>.svg", arguments: Icon.allCases)
    func symbolFile(icon: Icon) throws {
        // setup
        let file = Self.publicDirectory.appending(path: "icons/symbols/\(icon.rawValue).svg")
        // act
        let svg = try String(contentsOf: file, encoding: .utf8)
        // check
        #expect(svg.contains("<svg"), "\(file.path) is not an SVG")
    }

    @Test("each Icon case has its .icon-<name> mask rule in suite.css")
    func cssRules() throws {
        // setup
        let css = try String(contentsOf: Self.publicDirectory.appending(path: "css/suite.css"), encoding: .utf8)
        // act
        let missing = Icon.allCases.filter {
            !css.contains(".icon-\($0.rawValue) { --icon: url(\"/icons/symbols/\($0.rawValue).svg\"); }")
        }
        // check
        #expect(missing.isEmpty, "no CSS rule for \(missing.map(\.rawValue))")
    }
}
