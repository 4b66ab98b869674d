import Foundation

/// The parameters an organizer chooses once: they never change after creation
/// (docs/apps/disposable.md#parameters).
public struct EventParameters: Equatable, Sendable {
    public static let durationHours = 1...720
    /// 8 days: most guests download within a week, the extra day is a buffer (docs/apps/disposable.md#decisions).
    public static let defaultDurationHours = 192
    public static let shotsPerPerson = 1...100
    /// A film roll.
    public static let defaultShotsPerPerson = 27
    /// A later reveal may be at most this long after the end.
    public static let revealLatestAfterEnd: TimeInterval = 7 * 24 * 3600
    public static let nameLength = 1...80
    /// How far ahead an event may be set up: cards printed, invitations sent, a year at most.
    public static let startLatestAhead: TimeInterval = 365 * 86_400
    /// A start typed for the current minute is a few seconds past once sent: that much is "now".
    public static let startGrace: TimeInterval = 10 * 60

    public enum Reveal: String, Sendable, CaseIterable { case now, later }

    public var name: String
    public var durationHours: Int
    public var shotsPerPerson: Int
    public var reveal: Reveal
    /// With `.later`; nil means the end of the event.
    public var revealAt: Date?
    /// When guests can start shooting; nil means at creation. The link and the QR code work
    /// before it (guests join and wait), so the card can be printed ahead.
    public var startsAt: Date?

    public init(
        name: String, durationHours: Int = defaultDurationHours, shotsPerPerson: Int = defaultShotsPerPerson,
        reveal: Reveal = .now, revealAt: Date? = nil, startsAt: Date? = nil
    ) {
        self.name = name
        self.durationHours = durationHours
        self.shotsPerPerson = shotsPerPerson
        self.reveal = reveal
        self.revealAt = revealAt
        self.startsAt = startsAt
    }

    /// The timeline of an event created at `now`: it starts at `startsAt` (from a few minutes
    /// ago, taken as now, up to a year ahead) or at once; throws every problem at once.
    public func validated(now: Date) throws(DisposableValidationError) -> EventTimeline {
        var start = now
        var issues: [DisposableValidationError.Issue] = []
        if let startsAt {
            if startsAt < now.addingTimeInterval(-Self.startGrace) || startsAt > now.addingTimeInterval(Self.startLatestAhead) {
                issues.append(.init(field: "startsAt", reason: .outOfRange))
            } else {
                start = max(startsAt, now)
            }
        }
        var timeline: EventTimeline?
        do throws(DisposableValidationError) { timeline = try validated(start: start) } catch { issues += error.issues }
        guard issues.isEmpty, let timeline else { throw DisposableValidationError(issues) }
        return timeline
    }

    /// The timeline these parameters give an event created at `start`; throws every problem at once.
    public func validated(start: Date) throws(DisposableValidationError) -> EventTimeline {
        var issues: [DisposableValidationError.Issue] = []
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { issues.append(.init(field: "name", reason: .required)) }
        if trimmed.count > Self.nameLength.upperBound { issues.append(.init(field: "name", reason: .tooLong)) }
        if !Self.durationHours.contains(durationHours) { issues.append(.init(field: "durationHours", reason: .outOfRange)) }
        if !Self.shotsPerPerson.contains(shotsPerPerson) { issues.append(.init(field: "shotsPerPerson", reason: .outOfRange)) }
        let end = start.addingTimeInterval(TimeInterval(durationHours) * 3600)
        var reveal = start
        if self.reveal == .later {
            reveal = revealAt ?? end
            if reveal <= start || reveal > end.addingTimeInterval(Self.revealLatestAfterEnd) {
                issues.append(.init(field: "revealAt", reason: .outOfRange))
            }
        } else if revealAt != nil {
            issues.append(.init(field: "revealAt", reason: .invalidFormat))
        }
        guard issues.isEmpty else { throw DisposableValidationError(issues) }
        return EventTimeline(startsAt: start, endsAt: end, revealMode: self.reveal, revealAt: reveal)
    }
}

/// Input refused by the shared rules, every problem named by its wire field.
public struct DisposableValidationError: Error, Equatable, Sendable {
    public struct Issue: Equatable, Sendable {
        public var field: String
        public var reason: Reason
        public init(field: String, reason: Reason) {
            self.field = field
            self.reason = reason
        }
    }

    public enum Reason: String, Sendable { case required, tooLong, tooShort, outOfRange, invalidFormat }

    public var issues: [Issue]

    public init(_ issues: [Issue]) {
        self.issues = issues
    }
}

/// Names guests and organizers show each other: trimmed, 1…40 characters, no control characters.
public enum DisplayName {
    public static let maxLength = 40

    public static func validated(_ input: String, field: String = "displayName") throws(DisposableValidationError) -> String {
        let collapsed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if collapsed.isEmpty { throw DisposableValidationError([.init(field: field, reason: .required)]) }
        if collapsed.count > maxLength { throw DisposableValidationError([.init(field: field, reason: .tooLong)]) }
        if collapsed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            throw DisposableValidationError([.init(field: field, reason: .invalidFormat)])
        }
        return collapsed
    }
}
