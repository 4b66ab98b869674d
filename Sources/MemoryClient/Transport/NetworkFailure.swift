import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A few words on why the server could not be reached, for the outbox's "waiting" line and
/// logs: "connection refused", not a Foundation error's dump.
enum NetworkFailure {
    static func summary(_ error: any Error) -> String {
        guard let error = error as? URLError else {
            return String(String(describing: error).prefix(80))
        }
        return switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "server name not found"
        case .notConnectedToInternet: "no network"
        case .networkConnectionLost: "connection lost"
        case .timedOut: "timed out"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "secure connection failed"
        case .badServerResponse: "unreadable answer"
        default: "network error \(error.code.rawValue)"
        }
    }
}
