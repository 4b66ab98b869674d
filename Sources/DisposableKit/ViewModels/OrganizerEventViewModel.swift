import DisposableAPI
import Foundation
import Observation

/// The organizer's event screen: the invitation to share, live activity (joins and uploads as
/// they happen, docs/apps/disposable.md#live), the numbers, and moderation.
@MainActor
@Observable
public final class OrganizerEventViewModel {
    public struct Activity: Equatable, Sendable, Identifiable {
        public enum Kind: Sendable { case joined, uploaded, removed }
        public var id: Int64
        public var kind: Kind
        public var name: String
        public var at: Date
    }

    public private(set) var event: Components.Schemas.Event?
    public private(set) var stats: Components.Schemas.EventStats?
    /// Newest first, at most `activityLimit`.
    public private(set) var activity: [Activity] = []
    public private(set) var lastError: String?
    public let activityLimit = 50

    private let eventId: UUID
    private let client: DisposableAPI.Client

    public init(eventId: UUID, client: DisposableAPI.Client) {
        self.eventId = eventId
        self.client = client
    }

    public func load() async {
        do {
            switch try await client.getEvent(path: .init(eventId: eventId.uuidString)) {
            case .ok(let ok): event = try ok.body.json
            default: return lastError = "not_found"
            }
            switch try await client.getEventStats(path: .init(eventId: eventId.uuidString)) {
            case .ok(let ok): stats = try ok.body.json
            case .forbidden: lastError = "not_organizer"
            default: lastError = "not_found"
            }
        } catch {
            lastError = "offline"
        }
    }

    /// The invitation text for the share sheet: what it is, that no app is needed, the link
    /// and the code (docs/apps/disposable.md#invitation).
    public func shareMessage(language: String) -> String? {
        guard let event, let url = event.joinURL, let code = event.shortCode else { return nil }
        return ShareMessage.text(eventName: event.name, organizerName: event.organizerName, joinURL: url,
                                 shortCode: ShortCode.formatted(code), language: language)
    }

    public func apply(_ update: LiveUpdate) async {
        guard case .event(let event) = update else { return }
        switch event._type {
        case .participant_joined:
            record(Activity(id: event.id, kind: .joined, name: event.participant?.displayName ?? "", at: event.at))
            await load()
        case .photo_added:
            record(Activity(id: event.id, kind: .uploaded, name: event.photo?.uploader.displayName ?? "", at: event.at))
            await load()
        case .photo_removed:
            record(Activity(id: event.id, kind: .removed, name: "", at: event.at))
            await load()
        case .stream_reset:
            await load()
        case .photo_updated, .event_revealed, .event_ended:
            break
        }
    }

    public func setHidden(_ hidden: Bool, photoId: String) async -> Bool {
        do {
            let output = try await client.hidePhoto(
                path: .init(eventId: eventId.uuidString, photoId: photoId), body: .json(.init(hidden: hidden)))
            if case .ok = output { return true }
            lastError = "not_allowed"
        } catch {
            lastError = "offline"
        }
        return false
    }

    private func record(_ item: Activity) {
        guard !activity.contains(where: { $0.id == item.id }) else { return }
        activity.insert(item, at: 0)
        if activity.count > activityLimit { activity.removeLast(activity.count - activityLimit) }
    }
}

/// The invitation people receive, in the organizer's language.
public enum ShareMessage {
    public static func text(eventName: String, organizerName: String, joinURL: String, shortCode: String, language: String)
        -> String
    {
        switch language.prefix(2) {
        case "fr":
            "\(organizerName) vous invite à « \(eventName) » 📸 Prenez vos photos avec notre appareil jetable partagé, sans application : \(joinURL) (ou tapez le code \(shortCode))."
        case "tr":
            "\(organizerName) sizi “\(eventName)” etkinliğine davet ediyor 📸 Ortak tek kullanımlık kamerayla fotoğraf çekin, uygulama gerekmez: \(joinURL) (veya \(shortCode) kodunu girin)."
        default:
            "\(organizerName) invites you to “\(eventName)” 📸 Take photos with our shared disposable camera, no app needed: \(joinURL) (or type the code \(shortCode))."
        }
    }
}
