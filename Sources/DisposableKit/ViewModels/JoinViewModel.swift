import DisposableAPI
import Foundation
import Observation

/// "Join an event": a scanned link or a typed code, the event card, a name and consent, then in.
/// The same flow as the App Clip and the web guest page.
@MainActor
@Observable
public final class JoinViewModel {
    public enum Phase: Equatable {
        case idle
        case lookingUp
        case invitation(Components.Schemas.Invitation)
        case joining
        case joined(eventId: UUID, participation: Components.Schemas.Participation)
        /// A problem code (`not_found`, `rate_limited`, `validation_failed`, `offline`, …).
        case failed(code: String)
    }

    public var codeText = ""
    public var displayName = ""
    public var acceptsTerms = false
    public private(set) var phase: Phase = .idle
    private var invitation: Components.Schemas.Invitation?

    private let client: DisposableAPI.Client
    private let hosts: Set<String>
    private let tokens: any ParticipantTokenStore

    /// - Parameters:
    ///   - client: anonymous, or with the signed-in account's token (the join is then linked).
    ///   - hosts: the domains whose `/e/…` links are ours (`PUBLIC_BASE_URL`'s host).
    public init(client: DisposableAPI.Client, hosts: Set<String>, tokens: any ParticipantTokenStore) {
        self.client = client
        self.hosts = hosts
        self.tokens = tokens
    }

    public var code: JoinCode? { JoinCode.parse(codeText, hosts: hosts) }
    public var canLookUp: Bool { code != nil && phase != .lookingUp }
    public var canJoin: Bool {
        invitation != nil && acceptsTerms && (try? DisplayName.validated(displayName)) != nil && phase != .joining
    }

    /// Opened from a scanned QR code or an App Clip invocation.
    public func open(_ url: URL) async {
        codeText = url.absoluteString
        await lookUp()
    }

    public func lookUp() async {
        guard let code else { return phase = .failed(code: "invalid_code") }
        phase = .lookingUp
        do {
            switch try await client.getInvitation(path: .init(code: code.value)) {
            case .ok(let ok):
                let found = try ok.body.json
                invitation = found
                phase = .invitation(found)
            case .notFound: phase = .failed(code: "not_found")
            case .tooManyRequests: phase = .failed(code: "rate_limited")
            case .undocumented: phase = .failed(code: "server_error")
            }
        } catch {
            phase = .failed(code: "offline")
        }
    }

    public func join() async {
        guard canJoin, let invitation, let code, let name = try? DisplayName.validated(displayName) else { return }
        phase = .joining
        let request = Components.Schemas.JoinRequest(
            displayName: name, consent: .init(termsVersion: invitation.termsVersion, accepted: true))
        do {
            switch try await client.joinEvent(path: .init(code: code.value), body: .json(request)) {
            case .created(let created):
                let result = try created.body.json
                guard let eventId = UUID(uuidString: result.event.id) else { return phase = .failed(code: "server_error") }
                try tokens.save(result.participantToken, eventId: eventId)
                phase = .joined(eventId: eventId, participation: result.participation)
            case .badRequest, .unprocessableContent: phase = .failed(code: "validation_failed")
            case .notFound: phase = .failed(code: "not_found")
            case .conflict(let conflict): phase = .failed(code: (try? conflict.body.applicationProblemJson.code) ?? "conflict")
            case .tooManyRequests: phase = .failed(code: "rate_limited")
            case .undocumented: phase = .failed(code: "server_error")
            }
        } catch {
            phase = .failed(code: "offline")
        }
    }
}
