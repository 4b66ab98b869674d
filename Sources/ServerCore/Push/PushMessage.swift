import Vapor

/// The suite's apps that send notifications; each device has a switch per app.
public enum PushApp: String, CaseIterable, Codable, Sendable {
    case sleep, memory, launches, disposable
}

/// One notification as the service worker shows it (`Public/sw.js`): title, body, the page it
/// opens, buttons, and how the push service should treat it (RFC 8030 `TTL`, `Urgency`, `Topic`).
public struct PushMessage: Codable, Sendable, Equatable {
    public enum Urgency: String, Codable, Sendable {
        case veryLow = "very-low", low, normal, high
    }

    /// A button. `post` (a path on this server) is called by the service worker with the
    /// browser's credentials; without it the button only opens `url`.
    public struct Action: Codable, Sendable, Equatable {
        public var action: String
        public var title: String
        public var post: String?
        public init(action: String, title: String, post: String? = nil) {
            self.action = action
            self.title = title
            self.post = post
        }
    }

    public var title: String
    public var body: String
    /// The page a tap opens (a path on this server).
    public var url: String
    /// Notifications with the same tag replace each other on the device (an alarm and its snooze).
    public var tag: String?
    public var icon: String?
    public var actions: [Action]
    /// Stays on screen until answered (alarms).
    public var requireInteraction: Bool
    public var urgency: Urgency
    /// Seconds the push service keeps it for an offline device; an alarm is useless much later.
    public var ttl: Int

    public init(
        title: String, body: String, url: String, tag: String? = nil, icon: String? = "/icons/suite.svg",
        actions: [Action] = [], requireInteraction: Bool = false, urgency: Urgency = .normal, ttl: Int = 3600
    ) {
        self.title = title
        self.body = body
        self.url = url
        self.tag = tag
        self.icon = icon
        self.actions = actions
        self.requireInteraction = requireInteraction
        self.urgency = urgency
        self.ttl = ttl
    }

    /// RFC 8030 `Topic` for an occurrence: at most 32 base64url characters, so a hash. A message
    /// sent again for the same occurrence (after a crash between the POST and its record) has the
    /// same topic and replaces the first while the push service still holds it.
    public static func topic(for occurrence: String) -> String {
        String(SecureRandom.base64URL(Array(SHA256.hash(data: Data(occurrence.utf8)))).prefix(32))
    }

    /// What the service worker receives (encrypted): the message plus its topic as the default tag.
    func payload(topic: String) throws -> [UInt8] {
        struct Payload: Encodable {
            var title, body, url: String
            var tag: String
            var icon: String?
            var actions: [Action]
            var requireInteraction: Bool
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(Payload(
            title: title, body: body, url: url, tag: tag ?? topic, icon: icon, actions: actions,
            requireInteraction: requireInteraction)))
    }
}
