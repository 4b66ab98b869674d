import OpenAPIRuntime

extension Configuration {
    /// How every suite contract is spoken, by the server and by every generated client:
    /// RFC 3339 dates through `RFC3339DateTranscoder` (whole seconds, UTC, integer arithmetic)
    /// and compact JSON (the runtime's default pretty-prints and sorts keys, which costs time and
    /// bytes on every response).
    public static var suiteAPI: Configuration {
        Configuration(dateTranscoder: RFC3339DateTranscoder(), jsonEncodingOptions: [])
    }
}
