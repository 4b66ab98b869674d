import DisposableAPI
import Foundation

/// A log entry rendered once for every kind of viewer, so a photo reaching a thousand viewers
/// is encoded three times, not a thousand.
struct RenderedEntry: Sendable {
    let id: Int64
    let audience: EventLogEntry.Audience
    /// The photo's uploader (photo entries) or the joiner.
    let participantID: UUID?
    /// The frame for the photo's uploader (their own photo: `isMine`, private file URLs).
    let forOwner: [UInt8]?
    /// The frame for the organizer when someone else uploaded the photo.
    let forOrganizer: [UInt8]?
    /// The frame for every other guest; nil when guests never get this entry.
    let forGuests: [UInt8]?
}

/// Who is listening, and what they may hear.
struct LiveViewer: Sendable {
    let participantID: UUID
    let isOrganizer: Bool
    let revealAt: Date

    /// The frame this viewer gets for `entry` at `now`, or nil. Reveal-later is checked at the
    /// moment of sending, so a replay after the reveal includes what was sealed before.
    func frame(_ entry: RenderedEntry, now: Date) -> [UInt8]? {
        let isParticipant = entry.participantID == participantID
        switch entry.audience {
        case .everyone: return entry.forGuests ?? entry.forOrganizer
        case .organizer: return isOrganizer ? entry.forOrganizer : nil
        case .privileged:
            if isParticipant { return entry.forOwner }
            return isOrganizer ? entry.forOrganizer : nil
        case .photo:
            if isParticipant { return entry.forOwner }
            if isOrganizer { return entry.forOrganizer }
            return now >= revealAt ? entry.forGuests : nil
        }
    }
}

enum LiveRendering {
    /// Renders entries with the photos and people they name, as they are now: a photo deleted
    /// since its `photo.added` is skipped (its `photo.removed` follows), a hidden one reaches
    /// only its uploader and the organizer.
    /// `entries` are one event's (the log is read per event).
    static func render(_ entries: [LogRecord], mapping: DisposableMapping, reads: DisposableReads) async throws
        -> [RenderedEntry]
    {
        guard let eventID = entries.first?.eventID else { return [] }
        let photoIDs = entries.compactMap(\.photoID)
        let photos = try await reads.photosByID(eventID, photoIDs)
        let photosByID = Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) })
        let names = try await reads.names(eventID, entries.compactMap(\.participantID) + photos.map(\.participantID))
        let organizerID = try await reads.organizerID(eventID)
        return entries.compactMap { entry in
            render(entry, photo: entry.photoID.flatMap { photosByID[$0] }, names: names,
                   organizerID: organizerID, mapping: mapping)
        }
    }

    /// `names`: the display names of the people the entries name.
    private static func render(
        _ entry: LogRecord, photo: PhotoRecord?, names: [UUID: String], organizerID: UUID?, mapping: DisposableMapping
    ) -> RenderedEntry? {
        let id = entry.id
        guard let type = Components.Schemas.LiveEventType(rawValue: entry.type),
            let audience = EventLogEntry.Audience(rawValue: entry.audience)
        else { return nil }
        func frame(_ event: Components.Schemas.LiveEvent) -> [UInt8] {
            let json = (try? LiveEventCoding.encoder.encode(event)) ?? Data("{}".utf8)
            return SSEFrame.event(id: id, type: entry.type, data: json)
        }
        let base = Components.Schemas.LiveEvent(id: id, _type: type, at: entry.createdAt)
        switch type {
        case .photo_added, .photo_updated:
            guard let photo, let organizerID else { return nil }
            let uploader = names[photo.participantID]
            func view(_ viewer: UUID, organizer: Bool) -> [UInt8] {
                var event = base
                event.photo = mapping.photo(photo, uploader: uploader, viewer: viewer, viewerIsOrganizer: organizer)
                return frame(event)
            }
            return RenderedEntry(
                id: id, audience: audience, participantID: photo.participantID,
                forOwner: view(photo.participantID, organizer: photo.participantID == organizerID),
                forOrganizer: view(organizerID, organizer: true),
                forGuests: photo.hidden ? nil : view(UUID(), organizer: false))
        case .photo_removed:
            var event = base
            event.photoId = entry.photoID?.uuidString
            let bytes = frame(event)
            return RenderedEntry(id: id, audience: audience, participantID: entry.participantID, forOwner: bytes,
                                 forOrganizer: bytes, forGuests: audience == .photo ? bytes : nil)
        case .participant_joined:
            guard let participantID = entry.participantID, let name = names[participantID] else { return nil }
            var event = base
            event.participant = .init(participantId: participantID.uuidString, displayName: name)
            return RenderedEntry(id: id, audience: .organizer, participantID: participantID, forOwner: nil,
                                 forOrganizer: frame(event), forGuests: nil)
        case .stream_reset:
            return nil  // never in the log: sent to one stream (`SSEFrame.reset`)
        case .event_revealed, .event_ended:
            let bytes = frame(base)
            return RenderedEntry(id: id, audience: .everyone, participantID: nil, forOwner: bytes, forOrganizer: bytes,
                                 forGuests: bytes)
        }
    }
}

/// Server-Sent Events framing (the WHATWG event-stream format).
enum SSEFrame {
    static func event(id: Int64, type: String, data: Data) -> [UInt8] {
        // JSON from our encoder holds no raw newline, so one `data:` line carries it.
        Array("id: \(id)\nevent: \(type)\ndata: ".utf8) + Array(data) + Array("\n\n".utf8)
    }

    /// `stream.reset`: the client asked to resume past the log's end; it reloads, and resumes
    /// from `id` (the newest entry) from now on.
    static func reset(id: Int64, at date: Date) -> [UInt8] {
        let reset = Components.Schemas.LiveEvent(id: id, _type: .stream_reset, at: date)
        return event(id: id, type: reset._type.rawValue, data: (try? LiveEventCoding.encoder.encode(reset)) ?? Data("{}".utf8))
    }

    /// A comment line: keeps proxies and phones from closing an idle connection.
    static let heartbeat = Array(": heartbeat\n\n".utf8)

    /// Tells browsers how long to wait before reconnecting.
    static let retry = Array("retry: 2000\n\n".utf8)
}
