import Foundation

/// A launch's status (`status` object). Ids are LL2's stable ones.
public struct LaunchStatus: Decodable, Hashable, Sendable {
    public let id: Int
    public let name: String
    public let abbrev: String?
    public let description: String?

    public init(id: Int, name: String, abbrev: String? = nil, description: String? = nil) {
        self.id = id
        self.name = name
        self.abbrev = abbrev
        self.description = description
    }

    /// What the status means for scheduling and statistics.
    public var outcome: Outcome {
        switch id {
        case 1: .go
        case 2: .toBeDetermined
        case 3: .success
        case 4: .failure
        case 5: .hold
        case 6: .inFlight
        case 7: .partialFailure
        case 8: .toBeConfirmed
        default: .unknown
        }
    }

    /// LL2 status ids 1–8 with a name; unknown future ids read as `.unknown`.
    public enum Outcome: Sendable, Hashable {
        case go, toBeDetermined, success, failure, hold, inFlight, partialFailure, toBeConfirmed, unknown

        /// True once the launch happened and its result is known (success, failure, partial failure).
        public var isFinished: Bool { self == .success || self == .failure || self == .partialFailure }
    }
}

/// How exact `net` is (`net_precision`, LL2 2.2.0 from 2023 on; absent in older data).
public struct NetPrecision: Decodable, Hashable, Sendable {
    public let id: Int
    public let name: String
    public let abbrev: String?

    public init(id: Int, name: String, abbrev: String? = nil) {
        self.id = id
        self.name = name
        self.abbrev = abbrev
    }

    /// The precision as an enum. Read from the name first (ids have been renumbered between
    /// API versions), then from LL2's documented ids.
    public var kind: Kind {
        let key = (abbrev ?? name).lowercased()
        if let kind = Self.byName[key] ?? Self.byName[name.lowercased()] { return kind }
        return Self.byID[id] ?? .day
    }

    private static let byName: [String: Kind] = [
        "sec": .second, "second": .second, "min": .minute, "minute": .minute, "hr": .hour, "hour": .hour,
        "am": .morning, "morning": .morning, "pm": .afternoon, "afternoon": .afternoon,
        "day": .day, "week": .week, "month": .month, "year": .year, "fy": .fiscalYear, "fiscal year": .fiscalYear,
        "q1": .quarter(1), "q2": .quarter(2), "q3": .quarter(3), "q4": .quarter(4),
        "h1": .half(1), "h2": .half(2),
    ]

    private static let byID: [Int: Kind] = [
        0: .second, 1: .minute, 2: .hour, 3: .morning, 4: .afternoon, 5: .day, 6: .week, 7: .month,
        8: .quarter(1), 9: .quarter(2), 10: .quarter(3), 11: .quarter(4), 12: .half(1), 13: .half(2),
        14: .year, 15: .fiscalYear,
    ]

    public enum Kind: Hashable, Sendable {
        case second, minute, hour, morning, afternoon, day, week, month
        case quarter(Int), half(Int), year, fiscalYear

        /// Only second and minute precision justify showing a clock time or a running countdown.
        public var isExactTime: Bool { self == .second || self == .minute }
    }
}
