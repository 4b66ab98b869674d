import Fluent
import Foundation

/// Who a notification is for: a row of `push_subscriptions` or `push_scheduled` belongs to
/// exactly one of the two kinds (a check constraint says so), in its own column, so an account's
/// id can never be read as a guest's or the other way round.
///
/// * `account`: a suite account (`user_id`). Settings lists its devices; the rows go with the
///   account (foreign-key cascade).
/// * `guest`: someone one app knows without an account (`guest_id`: a Disposable participant
///   who joined with a name). The id is the app's own and opaque here: the app subscribes the
///   guest's devices (``PushDevices/save(_:endpoint:p256dh:auth:deviceName:apps:on:now:)``),
///   plans for them (``PushService/registerGuestPlanner(_:_:)``) and forgets them
///   (``PushSchedule/forget(guests:on:)``) when the guest's data goes.
public enum PushRecipient: Hashable, Sendable {
    case account(UUID)
    case guest(UUID)
}

/// A row keyed by recipient: `user_id` for an account, `guest_id` for a guest, never both.
protocol PushRecipientRow: Model {
    static var userColumn: KeyPath<Self, OptionalFieldProperty<Self, UUID>> { get }
    static var guestColumn: KeyPath<Self, OptionalFieldProperty<Self, UUID>> { get }
}

extension PushRecipientRow {
    var recipient: PushRecipient? {
        get {
            if let user = self[keyPath: Self.userColumn].wrappedValue { return .account(user) }
            return self[keyPath: Self.guestColumn].wrappedValue.map(PushRecipient.guest)
        }
        set {
            let (user, guest): (UUID?, UUID?) = switch newValue {
            case .account(let id)?: (id, nil)
            case .guest(let id)?: (nil, id)
            case nil: (nil, nil)
            }
            self[keyPath: Self.userColumn].wrappedValue = user
            self[keyPath: Self.guestColumn].wrappedValue = guest
        }
    }
}

extension QueryBuilder where Model: PushRecipientRow {
    /// Only `recipient`'s rows.
    func filter(_ recipient: PushRecipient) -> Self {
        switch recipient {
        case .account(let id): filter(Model.userColumn == id)
        case .guest(let id): filter(Model.guestColumn == id)
        }
    }
}
