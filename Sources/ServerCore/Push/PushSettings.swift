import Vapor

/// What Web Push reads from the environment, beside `AppConfig`:
///
/// - `PUSH_CONTACT`: the VAPID `sub` (a `mailto:` or `https:` URL); default `mailto:push@<public host>`.
/// - `PUSH_ENDPOINT_HOSTS`: comma-separated `host:port` entries a subscription's endpoint may name
///   besides the known push services, `http` allowed, private addresses too (tests' loopback service).
/// - `VAPID_PRIVATE_KEY`: see ``VAPIDSigner``.
public struct PushSettings: Sendable {
    public var contact: String
    public var extraEndpointHosts: Set<String>
    public var vapidKey: P256.Signing.PrivateKey

    public init(contact: String, extraEndpointHosts: Set<String> = [], vapidKey: P256.Signing.PrivateKey) {
        self.contact = contact
        self.extraEndpointHosts = extraEndpointHosts
        self.vapidKey = vapidKey
    }

    public static func fromEnvironment(_ read: (String) -> String? = Environment.get, config: AppConfig) throws -> PushSettings {
        let contact = read("PUSH_CONTACT").flatMap { $0.isEmpty ? nil : $0 }
            ?? "mailto:push@\(config.publicBaseURL.host ?? "localhost")"
        guard contact.hasPrefix("mailto:") || contact.hasPrefix("https://") else {
            throw ConfigError.invalid(key: "PUSH_CONTACT", reason: "must be a mailto: or https: URL")
        }
        var hosts: Set<String> = []
        for entry in (read("PUSH_ENDPOINT_HOSTS") ?? "").split(separator: ",") {
            let item = entry.trimmingCharacters(in: .whitespaces).lowercased()
            guard let colon = item.lastIndex(of: ":"), let port = Int(item[item.index(after: colon)...]),
                (1...65535).contains(port), colon > item.startIndex
            else {
                throw ConfigError.invalid(key: "PUSH_ENDPOINT_HOSTS", reason: "entries must be host:port ('\(item)' is not)")
            }
            hosts.insert(item)
        }
        let key = try VAPIDSigner.loadKey(environment: read("VAPID_PRIVATE_KEY"), dataDirectory: config.dataDirectory)
        return PushSettings(contact: contact, extraEndpointHosts: hosts, vapidKey: key)
    }
}
