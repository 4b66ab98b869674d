#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Vapor

/// Which endpoints the server will POST to. A subscription names a URL the server later calls,
/// so an arbitrary one would make the server a proxy into its own network: only the push
/// services' hosts (`https`), or the operator's `PUSH_ENDPOINT_HOSTS` entries (`http` allowed,
/// address rule waived: how tests name a loopback push service); and never a host that resolves
/// to a private, loopback or link-local address.
public struct PushEndpointPolicy: Sendable {
    /// Apple's, Mozilla's, Google's and Microsoft's push services (a host or any of its subdomains).
    public static let pushServiceDomains = [
        "push.apple.com", "push.services.mozilla.com", "fcm.googleapis.com", "android.googleapis.com", "notify.windows.com",
    ]

    public let extraHosts: Set<String>
    /// Addresses of a host name; replaced in tests.
    var resolve: @Sendable (String) -> [String] = PushEndpointPolicy.systemResolve

    public init(extraHosts: Set<String>) { self.extraHosts = extraHosts }

    /// The endpoint as a URL, or a 422 `endpoint_refused` saying why not.
    public func check(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty,
            scheme == "https" || scheme == "http"
        else { throw Self.refused("The endpoint must be an http(s) URL.") }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        if extraHosts.contains("\(host):\(port)") { return url }
        guard scheme == "https" else {
            throw Self.refused("The endpoint must use https (\(host) is not a host this server allows plain http for).")
        }
        guard Self.pushServiceDomains.contains(where: { host == $0 || host.hasSuffix("." + $0) }) else {
            throw Self.refused("\(host) is not a known push service (Apple, Mozilla, Google or Microsoft).")
        }
        let addresses = resolve(host)
        guard !addresses.isEmpty else { throw Self.refused("\(host) does not resolve to an address.") }
        if let inside = addresses.first(where: Self.isPrivate) {
            throw Self.refused("\(host) resolves to \(inside), a private, loopback or link-local address.")
        }
        return url
    }

    static func refused(_ detail: String) -> AppError {
        AppError(.unprocessableEntity, code: "endpoint_refused", detail: detail, field: "endpoint")
    }

    /// Loopback, private (RFC 1918, RFC 4193, CGNAT), link-local, unspecified, and IPv4 inside IPv6.
    public static func isPrivate(_ address: String) -> Bool {
        let lower = address.lowercased()
        if lower.contains(":") {
            if lower == "::1" || lower == "::" { return true }
            if lower.hasPrefix("::ffff:") { return isPrivate(String(lower.dropFirst(7))) }
            let first = UInt16(lower.split(separator: ":", omittingEmptySubsequences: false).first.flatMap { UInt16($0, radix: 16) } ?? 0)
            return (first & 0xFFC0) == 0xFE80 || (first & 0xFE00) == 0xFC00
        }
        let parts = lower.split(separator: ".").compactMap { UInt8($0) }
        guard parts.count == 4 else { return true }
        switch (parts[0], parts[1]) {
        case (10, _), (127, _), (0, _): return true
        case (172, 16...31), (192, 168), (169, 254), (100, 64...127): return true
        default: return false
        }
    }

    /// getaddrinfo's answers as text (both families).
    static func systemResolve(_ host: String) -> [String] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var result: [String] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(entry.pointee.ai_addr, entry.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 {
                result.append(String(cString: buffer))
            }
            cursor = entry.pointee.ai_next
        }
        return result
    }
}
