import OpenAPIRuntime

extension Configuration {
    /// How the Disposable contract is spoken on both sides: RFC 3339 dates with or without
    /// fractions, compact JSON.
    public static var disposableAPI: Configuration {
        Configuration(dateTranscoder: .iso8601WithFractionalSeconds, jsonEncodingOptions: [])
    }
}
