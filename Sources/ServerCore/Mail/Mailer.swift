import Fluent
import Foundation
import Vapor

/// Mail leaves through the job queue: a request only stores the message (with its data, in the
/// same transaction when it passes one), so a slow mail server never holds a page up, and a
/// failed delivery retries with the queue's backoff.
extension Application {
    static let mailJobKind = "mail.send"

    /// Whether mail can be sent at all (`SMTP_URL` is set).
    public var mailIsConfigured: Bool { config.mail.smtp != nil }

    /// Queues `message`; false when no mail server is configured (nothing is queued).
    @discardableResult
    public func queueMail(_ message: MailMessage, on db: any Database) async throws -> Bool {
        guard mailIsConfigured else { return false }
        let payload = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        try await jobs.enqueue(Self.mailJobKind, payload: payload, maxAttempts: 6, on: db, now: clock())
        return true
    }

    /// Registers the mail job and starts the worker when a mail server is configured.
    func configureMail() {
        guard let server = config.mail.smtp else { return }
        let settings = config.mail
        let client = SMTPClient(server: server, clientName: config.publicBaseURL.host ?? "localhost")
        jobs.register(Self.mailJobKind) { payload, app in
            let message = try JSONDecoder().decode(MailMessage.self, from: Data(payload.utf8))
            let domain = MailAddress.bare(settings.from).split(separator: "@").last.map(String.init) ?? "localhost"
            let rendered = message.rendered(
                from: settings.from, date: app.clock(), messageID: "\(UUID().uuidString.lowercased())@\(domain)")
            try await client.send(rendered, from: settings.fromAddress, to: MailAddress.bare(message.to))
        }
        startJobWorker()
    }
}
