import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// Sends one message over SMTP (RFC 5321) on SwiftNIO: EHLO, AUTH PLAIN when the server's URL
/// names a user, MAIL FROM, RCPT TO, DATA with dot-stuffing, QUIT. `smtps://` wraps the
/// connection in TLS from the first byte; `smtp://` speaks plain text (a relay on the same host
/// or network), without STARTTLS.
struct SMTPClient: Sendable {
    let server: MailSettings.SMTPServer
    /// The name EHLO gives for this host.
    let clientName: String
    /// The whole conversation's limit: a server that stops answering fails the job, which retries.
    var timeout: Duration = .seconds(30)

    func send(_ rendered: String, from: String, to: String) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.converse(rendered, from: from, to: to) }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw SMTPError.timedOut
            }
            defer { group.cancelAll() }
            _ = try await group.next()
        }
    }

    private func converse(_ rendered: String, from: String, to: String) async throws {
        let server = server
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(10))
            .connect(host: server.host, port: server.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if server.implicitTLS {
                        let context = try NIOSSLContext(configuration: .makeClientConfiguration())
                        let hostname = server.host.allSatisfy { $0.isNumber || $0 == "." || $0 == ":" } ? nil : server.host
                        try channel.pipeline.syncOperations.addHandler(
                            try NIOSSLClientHandler(context: context, serverHostname: hostname))
                    }
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(SMTPLineDecoder()))
                    return try NIOAsyncChannel<String, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        try await channel.executeThenClose { inbound, outbound in
            var session = SMTPSession(lines: inbound.makeAsyncIterator(), writer: outbound)
            try await session.expect(220, after: nil)
            try await session.expect(250, after: "EHLO \(clientName)")
            if let user = server.username {
                let credentials = Data("\0\(user)\0\(server.password ?? "")".utf8).base64EncodedString()
                try await session.expect(235, after: "AUTH PLAIN \(credentials)", shown: "AUTH PLAIN …")
            }
            try await session.expect(250, after: "MAIL FROM:<\(from)>")
            try await session.expect(250, 251, after: "RCPT TO:<\(to)>")
            try await session.expect(354, after: "DATA")
            try await session.expect(250, after: Self.dotStuffed(rendered) + ".", shown: "the message")
            try? await session.expect(221, after: "QUIT")
        }
    }

    /// The message as DATA carries it: CRLF line ends, a line that starts with "." gets a second
    /// one (RFC 5321 §4.5.2), ending with CRLF so the terminating "." stands on its own line.
    static func dotStuffed(_ message: String) -> String {
        var lines = message.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.hasPrefix(".") ? "." + $0 : String($0) }.joined(separator: "\r\n") + "\r\n"
    }
}

/// What went wrong talking to the mail server (the job's recorded error).
enum SMTPError: Error, CustomStringConvertible {
    case refused(command: String, reply: String)
    case closed(command: String)
    case lineTooLong
    case timedOut

    var description: String {
        switch self {
        case .refused(let command, let reply): "SMTP server answered \(reply) to \(command)"
        case .closed(let command): "SMTP server closed the connection after \(command)"
        case .lineTooLong: "SMTP server sent a line over 4 KB"
        case .timedOut: "SMTP server did not finish within the time limit"
        }
    }
}

/// One command at a time and its (possibly multi-line) reply.
private struct SMTPSession {
    var lines: NIOAsyncChannelInboundStream<String>.AsyncIterator
    let writer: NIOAsyncChannelOutboundWriter<ByteBuffer>

    /// Sends `command` (none for the greeting) and throws unless the reply's code is one of `codes`.
    mutating func expect(_ codes: Int..., after command: String?, shown: String? = nil) async throws {
        let name = shown ?? command.map { String($0.prefix(while: { $0 != "\r" }).prefix(40)) } ?? "connecting"
        if let command { try await writer.write(ByteBuffer(string: command + "\r\n")) }
        // A reply's last line is `250 text`; the ones before it are `250-text`.
        var line: String
        repeat {
            guard let next = try await lines.next() else { throw SMTPError.closed(command: name) }
            line = next
        } while line.count > 3 && line[line.index(line.startIndex, offsetBy: 3)] == "-"
        guard let code = Int(line.prefix(3)), codes.contains(code) else {
            throw SMTPError.refused(command: name, reply: line)
        }
    }
}

/// Splits what the server sends into lines without their CRLF.
private struct SMTPLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = String

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let view = buffer.readableBytesView
        guard let newline = view.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > 4096 { throw SMTPError.lineTooLong }
            return .needMoreData
        }
        // "\r\n" is one Character in Swift: trim by scalars.
        let line = (buffer.readString(length: view.distance(from: view.startIndex, to: newline) + 1) ?? "")
            .trimmingCharacters(in: .newlines)
        context.fireChannelRead(Self.wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}
