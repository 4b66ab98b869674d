import DisposableKit
import Foundation
import ServerCore
import SQLKit
import Vapor

/// Every read Disposable makes, as values: one struct of closures (the shape of isowords'
/// `DatabaseClient`, see docs/backend-rules.md) with one implementation over SQL, `live(_:)`,
/// used by the pages, the API's handlers, the live stream, the jobs and the push planner.
/// Writes stay on the models. Each read is scoped by what authorises it: a participant token's
/// digest, an account with the event it names, the event a resolved caller belongs to, a signed
/// file link's photo, or a job's own work (the scheduler, retention, the media reconciler).
struct DisposableReads: Sendable {
    // MARK: Events

    /// The event a join token (the QR code's link) opens.
    var eventByJoinToken: @Sendable (_ joinToken: String) async throws -> EventRecord?
    /// The event a typed short code (normalized) names.
    var eventByShortCode: @Sendable (_ shortCode: String) async throws -> EventRecord?
    /// The events the account takes part in, with its role in each.
    var accountEvents: @Sendable (_ userID: UUID) async throws -> [AccountEvent]
    /// What the recipient (an account: every participation; a guest: that participant's) takes
    /// part in that has not ended or is still to be revealed, as its push plan needs it.
    var pushParts: @Sendable (_ recipient: PushRecipient, _ now: Date) async throws -> [DisposablePush.Part]
    /// The ids of the events the account organizes.
    var organizedEvents: @Sendable (_ userID: UUID) async throws -> [UUID]

    // MARK: Who is asking

    /// The participant a device's token names (`tokenHash`: its digest, as stored) and their
    /// event; the caller checks the event is the one asked about.
    var callerByToken: @Sendable (_ tokenHash: String) async throws -> Caller?
    /// The account's participation in the event, and the event; nil when it takes no part.
    var callerByAccount: @Sendable (_ eventID: UUID, _ userID: UUID) async throws -> Caller?
    /// The participant of `eventID` a token's digest names (the guest pages, which have the event).
    var participant: @Sendable (_ eventID: UUID, _ tokenHash: String) async throws -> ParticipantRecord?
    /// The guest of `eventID` a recovery key's digest names.
    var recoveredGuest: @Sendable (_ eventID: UUID, _ keyHash: String) async throws -> ParticipantRecord?
    /// The salt of the participant's recovery key, once one was made.
    var recoverySalt: @Sendable (_ participantID: UUID) async throws -> String?

    // MARK: One event's participants

    /// Everyone in the event, first joined first.
    var participants: @Sendable (_ eventID: UUID) async throws -> [ParticipantRecord]
    /// The display names of these participants of the event (those that still exist).
    var names: @Sendable (_ eventID: UUID, _ participantIDs: [UUID]) async throws -> [UUID: String]
    /// The event's organizer (their participant id).
    var organizerID: @Sendable (_ eventID: UUID) async throws -> UUID?
    /// How many joined the event before `date`.
    var participantsJoined: @Sendable (_ eventID: UUID, _ before: Date) async throws -> Int
    /// The accounts that take part in the event.
    var accounts: @Sendable (_ eventID: UUID) async throws -> [UUID]

    // MARK: Photos

    /// One gallery page: newest first, after `cursor`.
    var photoPage: @Sendable (_ scope: PhotoScope, _ after: PhotoCursor?, _ limit: Int) async throws -> [PhotoRecord]
    /// How many photos the scope holds.
    var photoCount: @Sendable (_ scope: PhotoScope) async throws -> Int
    /// The scope's photos, oldest taken first: only those in `only` when it is not empty, none of `except`.
    var photos: @Sendable (_ scope: PhotoScope, _ only: [UUID], _ except: [UUID]) async throws -> [PhotoRecord]
    /// The event's photos with these ids (those the live log names), in no particular order.
    var photosByID: @Sendable (_ eventID: UUID, _ ids: [UUID]) async throws -> [PhotoRecord]
    /// The event's photo with this id (whether the caller may see it is `Caller.canSee`).
    var photo: @Sendable (_ eventID: UUID, _ id: UUID) async throws -> PhotoRecord?
    /// The participant's photo stored for a device's client photo id (an upload's retry).
    var photoByClientID: @Sendable (_ participantID: UUID, _ clientPhotoID: UUID) async throws -> PhotoRecord?
    /// Who uploaded when, for the organizer's numbers.
    var uploads: @Sendable (_ eventID: UUID) async throws -> [PhotoUpload]
    /// The photo a signed file link names, and its event's timeline (guest links stop before the reveal).
    var signedPhoto: @Sendable (_ id: UUID) async throws -> (photo: PhotoRecord, timeline: EventTimeline)?
    /// The photo a derivatives job was queued for.
    var queuedPhoto: @Sendable (_ id: UUID) async throws -> PhotoRecord?
    /// Every photo row, for the media reconciler.
    var storedPhotos: @Sendable () async throws -> [StoredPhoto]

    // MARK: The live log, the scheduler

    /// The event's log entries after `id`, oldest first.
    var logEntries: @Sendable (_ eventID: UUID, _ after: Int64, _ limit: Int) async throws -> [LogRecord]
    /// The newest id of the event's log (0 when empty).
    var lastLogID: @Sendable (_ eventID: UUID) async throws -> Int64
    /// Events whose reveal or end is due by `now` and not yet announced.
    var unannounced: @Sendable (_ announcement: Announcement, _ now: Date) async throws -> [UUID]
    /// Events whose retention ran out by `now`.
    var expiredEvents: @Sendable (_ now: Date) async throws -> [UUID]
}

/// An event an account takes part in, and whether it organizes it.
struct AccountEvent: Sendable {
    var event: EventRecord
    var isOrganizer: Bool
}

/// What the scheduler announces, and the event's columns that say when and whether it did.
enum Announcement: Sendable {
    case revealed, ended

    var flag: String { self == .revealed ? "revealed_announced" : "ended_announced" }
    var due: String { self == .revealed ? "reveal_at" : "ends_at" }
    var logType: String { self == .revealed ? "event.revealed" : "event.ended" }
}

extension Request {
    /// Disposable's reads over this request's database.
    var disposableReads: DisposableReads { .live(db.sql) }
}
