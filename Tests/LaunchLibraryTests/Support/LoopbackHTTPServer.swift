import Foundation
import HTTPTypes
import LaunchLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A dependency-free HTTP/1.1 server on 127.0.0.1 with an ephemeral port, so the client's real
/// `URLSessionTransport` is exercised end to end. One connection at a time, `Connection: close`:
/// enough for tests, not for anything else.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request: Sendable {
        let method: String
        /// Path plus query, as sent.
        let target: String
        /// Lower-cased header names.
        let headers: [String: String]
    }

    typealias Handler = @Sendable (Request) -> (Data, HTTPResponse)

    let port: UInt16
    private let socketFD: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var received: [Request] = []
    private var stopped = false

    init(handler: @escaping Handler) throws {
        self.handler = handler
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(0).bigEndian
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT/2.2.0/`, shaped like LL2's base URL.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/2.2.0/")! }

    /// Requests seen so far, in order.
    var requests: [Request] { lock.withLock { received } }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }

    deinit { if !lock.withLock({ stopped }) { stop() } }

    private func acceptLoop() {
        while true {
            let client = accept(socketFD, nil, nil)
            if client < 0 {
                if lock.withLock({ stopped }) { return }
                continue
            }
            serve(client)
            close(client)
        }
    }

    private func serve(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var data = Data()
        while data.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { return }
            data.append(contentsOf: buffer[0..<count])
        }
        guard let request = Self.parse(data) else { return }
        lock.withLock { received.append(request) }
        let (body, response) = handler(request)
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reasonPhrase)\r\n"
        for field in response.headerFields { head += "\(field.name.rawName): \(field.value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Data(head.utf8) + body
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(client, raw.baseAddress! + sent, raw.count - sent)
                if n <= 0 { return }
                sent += n
            }
        }
    }

    private static func parse(_ data: Data) -> Request? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
    }
}
