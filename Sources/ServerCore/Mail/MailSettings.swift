import Foundation

/// Where mail goes: `SMTP_URL` (`smtp://host:port`, or `smtps://user:pass@host:port` for
/// implicit TLS and AUTH PLAIN) and the sender `MAIL_FROM`. Without `SMTP_URL` no mail is sent:
/// what would have been mailed (a password-reset link) is written to the server log instead.
public struct MailSettings: Sendable, Equatable {
    public var smtp: SMTPServer?
    /// `Suite <no-reply@example.com>` or a bare address.
    public var from: String
    /// Where "Send feedback" messages are mailed (`FEEDBACK_TO`); without it (or without a mail
    /// server) they are only stored, and `suite feedback` lists them.
    public var feedbackTo: String?

    public init(smtp: SMTPServer? = nil, from: String, feedbackTo: String? = nil) {
        self.smtp = smtp
        self.from = from
        self.feedbackTo = feedbackTo
    }

    /// The address inside `from` (what the envelope's `MAIL FROM` names).
    public var fromAddress: String { MailAddress.bare(from) }

    public struct SMTPServer: Sendable, Equatable {
        public var host: String
        public var port: Int
        /// `smtps://`: TLS from the first byte (port 465 by default).
        public var implicitTLS: Bool
        public var username: String?
        public var password: String?

        /// `smtp://host[:port]` or `smtps://[user:pass@]host[:port]`; user and password are
        /// percent-decoded. Nil for anything else.
        public init?(url text: String) {
            guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
                  scheme == "smtp" || scheme == "smtps", let host = components.host, !host.isEmpty
            else { return nil }
            self.host = host
            implicitTLS = scheme == "smtps"
            port = components.port ?? (implicitTLS ? 465 : 25)
            username = components.percentEncodedUser.flatMap { $0.removingPercentEncoding }
            password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        }
    }

    /// Reads `SMTP_URL`, `MAIL_FROM` and `FEEDBACK_TO`; the sender defaults to `no-reply@` the public host.
    static func fromEnvironment(_ read: (String) -> String?, publicBaseURL: URL) throws -> MailSettings {
        var settings = MailSettings(from: "Suite <no-reply@\(publicBaseURL.host ?? "localhost")>")
        if let url = read("SMTP_URL"), !url.isEmpty {
            guard let server = SMTPServer(url: url) else {
                throw ConfigError.invalid(key: "SMTP_URL", reason: "must be smtp://host:port or smtps://user:pass@host:port")
            }
            settings.smtp = server
        }
        if let from = read("MAIL_FROM"), !from.isEmpty {
            guard MailAddress.bare(from).contains("@"), !from.contains("\r"), !from.contains("\n") else {
                throw ConfigError.invalid(key: "MAIL_FROM", reason: "must be an address, like Suite <no-reply@example.com>")
            }
            settings.from = from
        }
        if let to = read("FEEDBACK_TO"), !to.isEmpty {
            guard let address = try? AccountRules.normalize(email: to) else {
                throw ConfigError.invalid(key: "FEEDBACK_TO", reason: "must be one email address, like team@example.com")
            }
            settings.feedbackTo = address
        }
        return settings
    }
}

enum MailAddress {
    /// `someone@example.com` from `Name <someone@example.com>` (or the text itself).
    static func bare(_ text: String) -> String {
        guard let open = text.lastIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close else {
            return text.trimmingCharacters(in: .whitespaces)
        }
        return String(text[text.index(after: open)..<close])
    }
}
