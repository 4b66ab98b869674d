import Foundation
import Localization

/// A tag offered for an entry, and why.
public struct TagSuggestion: Codable, Equatable, Sendable {
    public enum Reason: String, Codable, Sendable {
        /// The town or province the photo was taken in.
        case place
        /// The user tagged entries from within a short walk of here with it.
        case samePlace
        /// The user tags entries on this weekday around this time with it.
        case sameTime
    }

    public var tag: String
    public var reason: Reason

    public init(tag: String, reason: Reason) {
        self.tag = tag
        self.reason = reason
    }
}

/// What the suggester needs to know about an entry the user already tagged.
public struct TaggedMoment: Sendable, Equatable {
    public var tags: [String]
    public var occurredAt: Date
    public var utcOffsetSeconds: Int
    public var location: Location?

    public init(tags: [String], occurredAt: Date, utcOffsetSeconds: Int, location: Location?) {
        self.tags = tags
        self.occurredAt = occurredAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.location = location
    }
}

/// Suggests tags for a new entry from where and when it happened: the place name, then tags
/// the user gave entries from the same spot, then tags from the same weekday and time of day.
public struct TagSuggester: Sendable {
    /// "The same place" means within this distance.
    public var nearbyKilometres = 1.0
    /// "The same time" means the same weekday, within this many minutes of the time of day.
    public var timeWindowMinutes = 90
    /// A tag must have been used this often in that context before it is offered.
    public var minimumUses = 2
    public var limit = 8
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    /// Suggestions for an entry at `occurredAt` (and `location`), leaving out tags it already has.
    public func suggest(
        occurredAt: Date, utcOffsetSeconds: Int, location: Location?, place: Place?,
        history: [TaggedMoment], existingTags: [String] = []
    ) -> [TagSuggestion] {
        var seen = Set(existingTags.map(TextFolding.matchKey))
        var result: [TagSuggestion] = []
        func offer(_ raw: String, _ reason: TagSuggestion.Reason) {
            // The places table writes names in ASCII, so its "I" is as often İ as I: Turkish case
            // rules would turn "Istanbul" into "ıstanbul". Its names are lowercased the neutral way.
            let rules = reason == .place ? Language.en : language
            guard result.count < limit, let tag = try? TagRules.normalize(raw, language: rules),
                seen.insert(TextFolding.matchKey(tag)).inserted
            else { return }
            result.append(TagSuggestion(tag: tag, reason: reason))
        }
        if let place {
            offer(place.region.isEmpty ? place.name : place.region, .place)
            offer(place.name, .place)
        }
        if let location {
            let nearby = history.filter { moment in
                moment.location.map {
                    PlaceIndex.haversineKilometres(location.latitude, location.longitude, $0.latitude, $0.longitude) <= nearbyKilometres
                } ?? false
            }
            for term in frequent(nearby) { offer(term, .samePlace) }
        }
        let slot = Self.weekdayAndMinute(occurredAt, utcOffsetSeconds)
        let sameTime = history.filter { moment in
            let other = Self.weekdayAndMinute(moment.occurredAt, moment.utcOffsetSeconds)
            let gap = abs(other.minute - slot.minute)
            return other.weekday == slot.weekday && min(gap, 1440 - gap) <= timeWindowMinutes
        }
        for term in frequent(sameTime) { offer(term, .sameTime) }
        return result
    }

    private func frequent(_ moments: [TaggedMoment]) -> [String] {
        Ranking.top(moments.lazy.flatMap(\.tags), limit: limit).filter { $0.count >= minimumUses }.map(\.term)
    }

    /// Local weekday (0 = Thursday, the weekday of 1970-01-01) and minute of the day.
    static func weekdayAndMinute(_ date: Date, _ offset: Int) -> (weekday: Int, minute: Int) {
        let local = Int((date.timeIntervalSince1970 + Double(offset)).rounded(.down))
        let days = Int((Double(local) / 86_400).rounded(.down))
        let minute = (local - days * 86_400) / 60
        return (((days % 7) + 7) % 7, minute)
    }
}
