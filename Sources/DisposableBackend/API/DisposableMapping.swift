import DisposableAPI
import DisposableKit
import Foundation
import ServerCore

/// Rows to wire types, for every operation and the live stream alike.
struct DisposableMapping: Sendable {
    let settings: DisposableSettings
    let now: Date

    func event(_ event: some EventFields, role: DisposableParticipant.Role) -> Components.Schemas.Event {
        let isOrganizer = role == .organizer
        return Components.Schemas.Event(
            id: event.id!.uuidString, name: event.name, organizerName: event.organizerName, startsAt: event.startsAt,
            endsAt: event.endsAt, deleteAt: event.deleteAt, reveal: Self.reveal(event), revealAt: event.revealAt,
            isRevealed: event.timeline.isRevealed(at: now), shotsPerPerson: event.shotsPerPerson,
            state: Self.state(event, now: now), timeZone: event.timeZone, role: isOrganizer ? .organizer : .guest,
            joinURL: isOrganizer ? settings.joinURL(event.joinToken) : nil,
            shortCode: isOrganizer ? event.shortCode : nil)
    }

    func summary(_ event: some EventFields, role: DisposableParticipant.Role) -> Components.Schemas.EventSummary {
        Components.Schemas.EventSummary(
            id: event.id!.uuidString, name: event.name, role: role == .organizer ? .organizer : .guest,
            state: Self.state(event, now: now), startsAt: event.startsAt, endsAt: event.endsAt, deleteAt: event.deleteAt,
            reveal: Self.reveal(event), revealAt: event.revealAt, isRevealed: event.timeline.isRevealed(at: now))
    }

    func participation(_ participant: ParticipantRecord, event: some EventFields) -> Components.Schemas.Participation {
        let left = max(0, event.shotsPerPerson - participant.shotsUsed)
        let open = event.timeline.state(at: now) == .open
        let organizer = participant.isOrganizer
        return Components.Schemas.Participation(
            participantId: participant.id!.uuidString, eventId: event.id!.uuidString,
            displayName: participant.displayName, role: organizer ? .organizer : .guest,
            shotsPerPerson: event.shotsPerPerson, shotsUsed: participant.shotsUsed, shotsLeft: left,
            joinedAt: participant.joinedAt,
            permissions: .init(
                canUpload: open && left > 0, canSeeEveryone: organizer || event.timeline.isRevealed(at: now),
                canModerate: organizer, canDownload: true))
    }

    /// A photo as `viewer` sees it: owners (the uploader, the organizer) get private file URLs
    /// that keep working for a hidden photo; other guests get guest URLs, which stop at a hide.
    /// `uploader`: the uploader's display name.
    func photo(_ photo: PhotoRecord, uploader: String?, viewer: UUID, viewerIsOrganizer: Bool)
        -> Components.Schemas.Photo
    {
        let isMine = photo.participantID == viewer
        let audience: FileAudience = isMine || viewerIsOrganizer ? .owner : .guests
        let expires = now.addingTimeInterval(settings.fileURLLifetime)
        func url(_ variant: DisposablePhoto.Variant) -> String {
            settings.fileURL(photo.id, variant: variant, audience: audience, expires: expires)
        }
        return Components.Schemas.Photo(
            id: photo.id.uuidString, eventId: photo.eventID.uuidString,
            clientPhotoId: isMine ? photo.clientPhotoID.uuidString : nil,
            uploader: .init(participantId: photo.participantID.uuidString, displayName: uploader ?? ""),
            isMine: isMine, hidden: photo.hidden, takenAt: photo.takenAt, uploadedAt: photo.uploadedAt,
            width: photo.width, height: photo.height, contentType: photo.contentType, byteSize: photo.byteSize,
            status: photo.isReady ? .ready : .processing,
            files: .init(
                // The display copy is made on request while the photo is processing (DisplayCopies).
                original: url(.original), display: url(.display),
                thumbnail: photo.isReady ? url(.thumbnail) : nil, expiresAt: expires))
    }

    static func reveal(_ event: some EventFields) -> Components.Schemas.RevealMode {
        event.revealMode == EventParameters.Reveal.later.rawValue ? .later : .now
    }

    static func state(_ event: some EventFields, now: Date) -> Components.Schemas.EventState {
        switch event.timeline.state(at: now) {
        case .scheduled: .scheduled
        case .open: .open
        case .ended: .ended
        }
    }
}

/// Who a signed file URL was made for: `guests` URLs stop working when the organizer hides the
/// photo; `owner` URLs (uploader, organizer) keep working.
enum FileAudience: String, Sendable {
    case guests, owner
}
