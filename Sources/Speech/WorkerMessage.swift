import Foundation

/// A line the worker writes on stdout (see scripts/speech/worker.py for the protocol).
struct WorkerMessage: Decodable, Sendable {
    var event: String?
    var id: String?
    var text: String?
    var language: String?
    var duration: Double?
    var cpuSeconds: Double?
    var engine: String?
    var error: String?

    enum CodingKeys: String, CodingKey {
        case event, id, text, language, duration, engine, error
        case cpuSeconds = "cpu_seconds"
    }

    static func parse(_ line: String) -> WorkerMessage? {
        try? JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
    }
}

/// The request line sent to the worker.
struct WorkerRequest: Encodable {
    var id: String
    var path: String
    var language: String
    /// Languages to choose from by listening; absent when `language` is given.
    var detect: [String]?

    var line: Data {
        // Encoding strings cannot fail.
        var data = (try? JSONEncoder().encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }
}
