import Fluent
import Foundation
import Localization
import ServerCore
import SleepKit

/// Every PolySleep write for one account (reads go through ``SleepReads``, `reads`). Each one
/// filters by the owner, so another account's rows are never read or written: an id of theirs
/// reads as "not found".
struct SleepStore {
    let db: any Database
    let ownerID: UUID

    /// The reads, on this store's database (inside a transaction, the transaction's).
    var reads: SleepReads { .live(db.sql) }

    // MARK: Profile and schedules

    func profile() async throws -> SleepProfile? {
        try await SleepProfile.query(on: db).filter(\.$owner.$id == ownerID).first()
    }

    /// Creates the profile with its first schedule (Get started), or replaces the schedule when one exists.
    func start(schedule: SleepSchedule, timeZone: TimeZone, language: Language, adaptation: Adaptation, now: Date)
        async throws
    {
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: ownerID)
            let profile = try await store.profile()
                ?? SleepProfile(ownerID: ownerID, timeZone: timeZone.identifier, language: language.rawValue,
                                settings: try SleepJSON.encode(NotificationSettings()), now: now)
            profile.timeZone = timeZone.identifier
            profile.language = language.rawValue
            profile.adaptationStart = adaptation.startDate
            profile.adaptationDays = adaptation.dayCount
            profile.updatedAt = now
            try await profile.save(on: db)
            try await store.putSchedule(schedule, from: DayKey(now, calendar: SleepAccount.calendar(in: timeZone)), now: now)
        }
    }

    /// Makes `schedule` the one in force from `day` (replacing one saved earlier the same day: its
    /// blocks are planned from `now` on, so `created_at` moves too).
    func putSchedule(_ schedule: SleepSchedule, from day: DayKey, now: Date) async throws {
        let json = try SleepJSON.encode(schedule)
        if let existing = try await SleepScheduleVersion.query(on: db).filter(\.$owner.$id == ownerID)
            .filter(\.$effectiveDay == day.description).first()
        {
            existing.schedule = json
            existing.createdAt = now
            try await existing.save(on: db)
        } else {
            try await SleepScheduleVersion(ownerID: ownerID, effectiveDay: day.description, schedule: json, now: now).create(on: db)
        }
    }

    /// Changes some profile fields and stamps the row.
    func updateProfile(now: Date, _ change: (SleepProfile) throws -> Void) async throws {
        guard let profile = try await profile() else { throw SleepError.notStarted }
        try change(profile)
        profile.updatedAt = now
        try await profile.save(on: db)
    }

    // MARK: History

    /// Inserts or replaces these records by occurrence id.
    func save(_ records: [BlockRecord], now: Date) async throws {
        guard !records.isEmpty else { return }
        let existing = try await SleepRecordRow.query(on: db).filter(\.$owner.$id == ownerID)
            .filter(\.$occurrenceID ~~ records.map(\.id)).all()
        let byID = Dictionary(existing.map { ($0.occurrenceID, $0) }, uniquingKeysWith: { first, _ in first })
        for record in records {
            if let row = byID[record.id] {
                row.apply(record, now: now)
                try await row.save(on: db)
            } else {
                try await SleepRecordRow(ownerID: ownerID, record: record, now: now).create(on: db)
            }
        }
    }

    /// Stores what "I'm awake" did: the done record, or no record for a block too short to count.
    func keep(_ outcome: WakeOutcome, now: Date) async throws {
        switch outcome {
        case .slept(let record): try await save([record], now: now)
        case .tooShort(let record): _ = try await deleteRecord(occurrenceID: record.id)
        }
    }

    /// Deletes the record of one occurrence; false when there was none.
    func deleteRecord(occurrenceID: String) async throws -> Bool {
        let query = SleepRecordRow.query(on: db).filter(\.$owner.$id == ownerID).filter(\.$occurrenceID == occurrenceID)
        guard try await query.count() > 0 else { return false }
        try await query.delete()
        return true
    }

    // MARK: Requests added by actions

    /// Applies an action's outcome to the stored requests: adds (same id replaces), removes,
    /// and drops what expired.
    func applyRequests(add: [NotificationRequest], remove: [String], now: Date) async throws {
        try await SleepActiveRequest.query(on: db).filter(\.$owner.$id == ownerID).filter(\.$expiresAt <= now).delete()
        let replaced = add.map(\.id) + remove
        if !replaced.isEmpty {
            try await SleepActiveRequest.query(on: db).filter(\.$owner.$id == ownerID).filter(\.$requestID ~~ replaced).delete()
        }
        for request in add {
            let row = SleepActiveRequest()
            row.$owner.id = ownerID
            row.requestID = request.id
            row.fireDate = request.fireDate
            // Kept a day past its block's end: by then nothing can answer it any more.
            row.expiresAt = max(request.fireDate, request.occurrence?.end ?? request.fireDate).addingTimeInterval(86_400)
            row.request = try SleepJSON.encode(request)
            try await row.create(on: db)
        }
    }
}

/// What can go wrong with a PolySleep request, with the status and the text key for the page.
enum SleepError: Error, Equatable {
    /// The account has no schedule yet.
    case notStarted
    /// No such occurrence, record or notification for this account.
    case notFound
    /// Another block is still running.
    case alreadyRunning
    /// Nothing is running to wake from.
    case nothingRunning
    /// The block already has a record (done, missed, cancelled); starting it would rewrite it.
    case blockRecorded(BlockStatus)
    /// A field is missing or malformed.
    case invalid(field: String)
}

extension SleepError {
    /// SleepKit's reason a block cannot start, as the answer a page or script gets.
    init(_ refusal: StartRefusal) {
        switch refusal {
        case .running: self = .alreadyRunning
        case .recorded(let status): self = .blockRecorded(status)
        // A block of the past or of another day's plan is not one Start can name.
        case .over, .tooEarly: self = .notFound
        }
    }
}
