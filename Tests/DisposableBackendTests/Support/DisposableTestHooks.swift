import DisposableAPI
import Foundation
import Testing
import Vapor
import VaporTesting
import ZIPFoundation

@testable import DisposableBackend

/// Reaches into the backend where a test must play the clock or a leaked URL.
enum DisposableTestHooks {
    enum Variant: String { case original, display, thumbnail }
    enum Audience: String { case guests, owner }

    /// One scheduler pass: reveals, ends, retention.
    static func tick(_ app: Application) async throws {
        let settings = try #require(app.disposableSettings)
        try await DisposableScheduler.tick(app: app, settings: settings)
    }

    static func fileURL(_ app: Application, photoId: String, variant: Variant, audience: Audience) throws -> String {
        let settings = try #require(app.disposableSettings)
        return settings.fileURL(
            try #require(UUID(uuidString: photoId)), variant: try #require(DisposablePhoto.Variant(rawValue: variant.rawValue)),
            audience: try #require(FileAudience(rawValue: audience.rawValue)), expires: app.clock().addingTimeInterval(300))
    }

    static func openStreams(_ app: Application) throws -> Int {
        try #require(app.disposableSettings).hub.subscriberCount
    }
}

/// The entry names of a ZIP response, in order.
func zipNames(_ response: TestingHTTPResponse) throws -> [String] {
    try #require(response.status == .ok, "archive answered \(response.status)")
    let archive = try Archive(data: Data(response.body.readableBytesView), accessMode: .read)
    return archive.map(\.path)
}

/// The contents of every entry of a ZIP response.
func zipContents(_ response: TestingHTTPResponse) throws -> [String: Data] {
    let archive = try Archive(data: Data(response.body.readableBytesView), accessMode: .read)
    var contents: [String: Data] = [:]
    for entry in archive {
        var data = Data()
        _ = try archive.extract(entry) { data.append($0) }
        contents[entry.path] = data
    }
    return contents
}

/// `2026-06-14 14.00.00`: how archives name a photo taken at that time (UTC events).
func zipTime(_ photo: Components.Schemas.Photo) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: photo.takenAt)
    return String(format: "%04d-%02d-%02d %02d.%02d.%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
}
