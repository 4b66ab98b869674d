import Vapor

/// One POST of one encrypted message to one device's push service (RFC 8030).
enum PushSender {
    enum Outcome: Equatable {
        case delivered
        /// 404/410: the subscription is gone for good.
        case gone
        /// 429, 5xx or no answer: try again (after `Retry-After` when given).
        case retry(after: TimeInterval?, reason: String)
        /// Any other answer: this device will not take this message.
        case refused(String)
    }

    static func send(_ message: PushMessage, topic: String, to device: PushSubscriptionRecord, app: Application) async -> Outcome {
        guard let endpoint = URL(string: device.endpoint), let key = SecureRandom.base64URLDecoded(device.p256dh),
            let auth = SecureRandom.base64URLDecoded(device.auth)
        else { return .gone }
        let body: [UInt8]
        let authorization: String
        do {
            body = try WebPushEncryption.encrypt(try message.payload(topic: topic), userAgentPublicKey: key, authSecret: auth)
            authorization = try app.push.signer.authorization(for: endpoint, now: Date())
        } catch WebPushEncryption.Failure.invalidUserAgentKey {
            return .gone
        } catch {
            return .refused(String(describing: error))
        }
        var headers = HTTPHeaders()
        headers.add(name: .authorization, value: authorization)
        headers.add(name: .contentType, value: "application/octet-stream")
        headers.add(name: .contentEncoding, value: "aes128gcm")
        headers.add(name: "TTL", value: String(message.ttl))
        headers.add(name: "Urgency", value: message.urgency.rawValue)
        headers.add(name: "Topic", value: topic)
        do {
            var request = ClientRequest(method: .POST, url: URI(string: device.endpoint), headers: headers, body: ByteBuffer(bytes: body))
            request.timeout = .seconds(10)
            let response = try await app.client.send(request)
            switch response.status.code {
            case 200..<300: return .delivered
            case 404, 410: return .gone
            case 429, 500..<600:
                return .retry(after: retryAfter(response.headers.first(name: .retryAfter)), reason: "push service answered \(response.status.code)")
            default: return .refused("push service answered \(response.status.code)")
            }
        } catch {
            return .retry(after: nil, reason: String(describing: error))
        }
    }

    /// `Retry-After`: seconds, or an HTTP date.
    static func retryAfter(_ value: String?) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return TimeInterval(max(0, seconds)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value).map { max(0, $0.timeIntervalSinceNow) }
    }
}
