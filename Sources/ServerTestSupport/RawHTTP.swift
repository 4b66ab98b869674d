import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking loopback HTTP read until `done` or a deadline, then the socket closes: what a client
/// of a never-ending response sees, or one that hangs up mid-download.
public enum RawHTTP {
    public static func read(port: Int, request: String, atMost duration: Duration, until done: ([UInt8]) -> Bool) throws -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw WebClient.Failure("socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw WebClient.Failure("connect to \(port)") }
        var timeout = timeval(tv_sec: 0, tv_usec: 50_000)  // recv wakes up to check the clock
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline, !done(received) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 { received += buffer[0..<count] } else if count == 0 { break }
        }
        return received
    }
}
