import Foundation
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Vapor
import VaporTesting
import WebUI

/// PolySleep's tests run on ServerCore and the Sleep backend alone, with a clock they move.
func withSleepApp<T>(clock: ManualClock, _ body: (Application) async throws -> T) async throws -> T {
    try await withSuiteApp([SleepBackend()], clock: { clock.now }, body)
}

/// The server's "now", set by the test.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ date: Date) { current = date }

    var now: Date {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

/// Wall-clock instants in a zone, for setting the clock and checking answers.
struct Wall {
    let calendar: Calendar

    init(_ zone: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        self.calendar = calendar
    }

    func at(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }

    /// "HH:mm" of an instant in this zone.
    func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour!, parts.minute!)
    }
}

/// What a person does in PolySleep, for the in-process tests.
extension WebClient {
    /// A new account, signed in, with a fresh CSRF token.
    static func sleeper(_ app: Application, as email: String) async throws -> WebClient {
        let browser = WebClient(app)
        try await browser.register(email: email)
        try await browser.get("/settings")
        return browser
    }

    /// Get started with a template in a zone (the browser's, as the page sends it).
    @discardableResult
    func start(_ template: ScheduleTemplate, zone: String) async throws -> TestingHTTPResponse {
        try await post("/sleep/welcome", form: ["template": template.rawValue, "timeZone": zone])
    }

    /// A script's call: form body, `Accept: application/json`, the token in `X-CSRF-Token`.
    @discardableResult
    func script(_ method: HTTPMethod, _ path: String, form: [String: String] = [:]) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .accept, value: "application/json")
        if let csrfToken { headers.replaceOrAdd(name: "X-CSRF-Token", value: csrfToken) }
        var body: ByteBuffer?
        if method == .POST {
            headers.contentType = .urlEncodedForm
            body = ByteBuffer(string: form.map { "\(URLQuery.encode($0.key))=\(URLQuery.encode($0.value))" }.joined(separator: "&"))
        }
        return try await send(method, path, headers: headers, body: body)
    }

    /// "Coming up" as the page's script reads it.
    func plan() async throws -> PlanDTO {
        try SleepTestJSON.decode(PlanDTO.self, try await script(.GET, "/sleep/api/plan"))
    }

    func nowState() async throws -> NowDTO {
        try SleepTestJSON.decode(NowDTO.self, try await script(.GET, "/sleep/api/now"))
    }

    /// Answers a notification as its button would.
    @discardableResult
    func answer(_ requestID: String, _ action: String) async throws -> TestingHTTPResponse {
        try await script(.POST, "/sleep/notifications/\(requestID)/\(action)")
    }
}

enum SleepTestJSON {
    static func decode<T: Decodable>(_ type: T.Type, _ response: TestingHTTPResponse) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: Data(response.body.readableBytesView))
    }
}

/// The editor's rows of Everyman 3 as a form, with `edit` applied. Parallel arrays: the form
/// decoder reads `kind[0]`, `kind[1]`, … in order. The rows are in the editor's order (a stored
/// schedule's blocks are sorted by start: nap1 04:10, nap2 08:10, nap3 14:40, core 21:00), not
/// the template's declaration order (core first).
func everyman3Form(_ edit: (inout [String: String]) -> Void = { _ in }) -> [String: String] {
    var form: [String: String] = ["name": "My E3", "action": "save"]
    for (index, block) in ScheduleTemplate.everymanE3.blocks.sorted(by: { $0.start < $1.start }).enumerated() {
        form["id[\(index)]"] = block.id
        form["kind[\(index)]"] = block.kind.rawValue
        form["start[\(index)]"] = block.start.description
        form["minutes[\(index)]"] = String(block.durationMinutes)
    }
    edit(&form)
    return form
}
