import DisposableAPI
@testable import DisposableBackend
import Foundation
import Testing
import WebUI

/// Pages name the contract's addresses through `DisposableAPIURL` (issue 37: a string path once
/// pointed at a page that did not exist); each must be a path of `openapi.yaml`.
@Suite("Pages link only to addresses the contract serves")
struct DisposableAPIURLTests {
    @Test("every DisposableAPIURL is a path of openapi.yaml")
    func everyAddressIsInTheContract() throws {
        // setup
        let document = String(decoding: try DisposableAPIDocument.yaml(), as: UTF8.self)
        let paths = Set(document.split(separator: "\n").filter { $0.hasPrefix("  /") }
            .map { String($0.dropFirst(2).dropLast()) })
        // act
        let templates = DisposableAPIURL.allTemplates.map {
            $0.url.replacingOccurrences(of: ":\(DisposableURL.eventID)", with: "{\(DisposableURL.eventID)}")
        }
        // check
        #expect(templates.count == 5)
        for template in templates {
            #expect(paths.contains(template), "\(template) is not a path of openapi.yaml")
        }
    }

    @Test("a link carries the event's id and its query")
    func linkCarriesItsValues() {
        #expect(DisposableAPIURL.qr(.value("e-1")).url(query: [QueryItem("format", "png")])
            == "/api/disposable/events/e-1/qr?format=png")
        #expect(DisposableAPIURL.myRecovery(.value("e-1")).url == "/api/disposable/events/e-1/me/recovery")
    }
}
