import NIOCore
@testable import ServerCore
import ServerTestSupport
import Testing
import Vapor

@Suite("The client's address behind trusted proxies (TRUSTED_PROXIES)")
struct TrustedProxiesTests {
    @Test("From a trusted proxy, the rightmost forwarded address that is not a proxy is the client")
    func forwardedFromTrustedProxy() throws {
        // setup
        let proxies = try TrustedProxies(parsing: "127.0.0.1, 10.0.0.0/8, ::1")
        // act / check
        #expect(proxies.clientAddress(peer: "127.0.0.1", forwardedFor: ["203.0.113.7"]) == "203.0.113.7")
        // A client's own (forged) entry sits left of what nginx appended: it is not believed.
        #expect(proxies.clientAddress(peer: "127.0.0.1", forwardedFor: ["198.51.100.1, 203.0.113.7"]) == "203.0.113.7")
        // Two proxies in a row (a balancer in 10/8, then nginx).
        #expect(proxies.clientAddress(peer: "::1", forwardedFor: ["203.0.113.7", "10.1.2.3"]) == "203.0.113.7")
        // No header: the proxy itself is all that is known.
        #expect(proxies.clientAddress(peer: "127.0.0.1", forwardedFor: []) == "127.0.0.1")
        // Garbage in the chain: nothing left of it is trusted.
        #expect(proxies.clientAddress(peer: "127.0.0.1", forwardedFor: ["203.0.113.7, not-an-ip"]) == "127.0.0.1")
    }

    @Test("From any other peer, X-Forwarded-For is ignored: a client cannot pick its own address")
    func untrustedPeer() throws {
        let proxies = try TrustedProxies(parsing: "127.0.0.1")
        #expect(proxies.clientAddress(peer: "203.0.113.7", forwardedFor: ["198.51.100.1"]) == "203.0.113.7")
        #expect(TrustedProxies.none.clientAddress(peer: "127.0.0.1", forwardedFor: ["198.51.100.1"]) == "127.0.0.1")
    }

    @Test("Ranges match by prefix, IPv4 and IPv6 apart")
    func ranges() throws {
        let proxies = try TrustedProxies(parsing: "192.168.4.0/22,fd00::/8")
        #expect(proxies.contains("192.168.7.255"))
        #expect(!proxies.contains("192.168.8.0"))
        #expect(proxies.contains("fd12:3456::1"))
        #expect(!proxies.contains("fe80::1"))
    }

    @Test("A TRUSTED_PROXIES entry that is not an address or range stops the start, naming it")
    func invalidEntry() {
        for text in ["127.0.0.1, nginx", "10.0.0.0/33", "::1/200"] {
            let error = #expect(throws: ConfigError.self) {
                try AppConfig.fromEnvironment { key in
                    switch key {
                    case "TRUSTED_PROXIES": text
                    case "SUITE_SECRET": String(repeating: "s", count: 40)
                    case "SUITE_DATA_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("trusted-proxies-test").path
                    default: nil
                    }
                }
            }
            #expect(error?.description.contains("TRUSTED_PROXIES") == true)
        }
    }

    @Test("A request's clientAddress follows the configured proxies")
    func requestClientAddress() async throws {
        try await withSuiteApp(adjusting: { $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1") }) { app in
            // setup
            func request(from peer: String) throws -> Request {
                Request(application: app, method: .GET, url: "/", headers: ["X-Forwarded-For": "203.0.113.7"],
                        remoteAddress: try SocketAddress(ipAddress: peer, port: 40_000), on: app.eventLoopGroup.any())
            }
            // act
            let viaProxy = try request(from: "127.0.0.1").clientAddress
            let direct = try request(from: "198.51.100.9").clientAddress
            // check
            #expect(viaProxy == "203.0.113.7")
            #expect(direct == "198.51.100.9")
        }
    }
}
