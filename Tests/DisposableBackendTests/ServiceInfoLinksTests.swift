import Foundation
import ServerTestSupport
import Testing

/// Issue 38, item 8: the info endpoint once named a privacy page that did not exist.
@Suite("Service info: every address it names is a page")
struct ServiceInfoLinksTests {
    @Test("every URL in /api/disposable/info answers 200")
    func everyURLAnswers() async throws {
        try await withDisposableApp { app in
            // setup
            let info = try await APIClient(app).send(.GET, "/api/disposable/info")
            let json = try JSONSerialization.jsonObject(with: Data(info.body.readableBytesView))
            // act
            let urls = Self.addresses(in: json)
            var statuses: [String: UInt] = [:]
            for url in urls { statuses[url] = try await WebClient(app).get(url).status.code }
            // check
            #expect(info.status == .ok)
            #expect(urls.contains("/disposable/privacy") && urls.contains("/disposable/terms"), "\(urls)")
            #expect(statuses.values.allSatisfy { $0 == 200 }, "\(statuses)")
        }
    }

    /// Every string in the JSON that is an address on this site (a path) or anywhere (http…).
    static func addresses(in json: Any) -> [String] {
        switch json {
        case let text as String: text.hasPrefix("/") || text.hasPrefix("http") ? [text] : []
        case let object as [String: Any]: object.values.flatMap(addresses)
        case let array as [Any]: array.flatMap(addresses)
        default: []
        }
    }
}
