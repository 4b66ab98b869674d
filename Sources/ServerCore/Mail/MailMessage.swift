import Foundation

/// One plain-text mail to one address, in whatever language its text is in.
public struct MailMessage: Codable, Sendable, Equatable {
    public var to: String
    public var subject: String
    public var body: String

    public init(to: String, subject: String, body: String) {
        self.to = to
        self.subject = subject
        self.body = body
    }

    /// The message as RFC 5322 text with CRLF line ends: `Date`, `Message-ID`, a subject in
    /// MIME encoded words (RFC 2047) when it is not ASCII, and the body as base64 UTF-8, which
    /// passes any server whether or not it speaks 8BITMIME.
    func rendered(from: String, date: Date, messageID: String) -> String {
        let headers = [
            "Date: \(Self.rfc5322Date(date))",
            "From: \(from)",
            "To: \(to)",
            "Subject: \(Self.encodedWords(subject))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: base64",
        ]
        let normalized = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        let encoded = Data(normalized.utf8).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
        return headers.joined(separator: "\r\n") + "\r\n\r\n" + encoded + "\r\n"
    }

    /// The text as it is when ASCII without controls, else as `=?UTF-8?B?…?=` words of at most
    /// 75 characters (45 bytes each, never splitting a character), folded onto new lines.
    static func encodedWords(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }) { return text }
        var words: [String] = []
        var chunk = Data()
        for character in text {
            let bytes = Data(String(character).utf8)
            if chunk.count + bytes.count > 45 {
                words.append(chunk.base64EncodedString())
                chunk = Data()
            }
            chunk.append(bytes)
        }
        if !chunk.isEmpty { words.append(chunk.base64EncodedString()) }
        return words.map { "=?UTF-8?B?\($0)?=" }.joined(separator: "\r\n ")
    }

    /// `Sun, 29 Nov 2026 04:05:06 +0000` (RFC 5322 §3.3), in UTC whatever the server's zone.
    static func rfc5322Date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(days[(c.weekday ?? 1) - 1]), \(two(c.day)) \(months[(c.month ?? 1) - 1]) \(c.year ?? 1970) "
            + "\(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }
}
