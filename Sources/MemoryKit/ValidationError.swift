/// One problem with one input field, named the way the API spells it (`location.latitude`).
public struct FieldIssue: Equatable, Hashable, Sendable, Codable {
    /// Stable machine-readable reasons; clients show them with `FieldIssue.message(in:)`.
    public enum Reason: String, Equatable, Hashable, Sendable, Codable {
        case required
        case tooLong
        case outOfRange
        case invalidFormat
        case rangeReversed
        case tooMany
    }

    /// The field name as it appears on the wire.
    public var field: String
    public var reason: Reason

    public init(field: String, reason: Reason) {
        self.field = field
        self.reason = reason
    }
}

/// Every problem found in one input, so a form can mark all bad fields at once.
///
/// The server answers it as a 400 `problem+json` with `code: "validation_failed"` and the
/// issues listed; clients check the same rules before sending.
public struct ValidationError: Error, Equatable, Sendable {
    public var issues: [FieldIssue]

    public init(_ issues: [FieldIssue]) {
        self.issues = issues
    }

    /// The names of the offending fields, in the order they were checked.
    public var fields: [String] { issues.map(\.field) }
}

/// Collects issues while checking several fields, then throws once.
struct IssueCollector {
    private(set) var issues: [FieldIssue] = []

    mutating func add(_ field: String, _ reason: FieldIssue.Reason) {
        issues.append(FieldIssue(field: field, reason: reason))
    }

    /// Adds the issue when `condition` fails.
    mutating func check(_ condition: Bool, _ field: String, _ reason: FieldIssue.Reason) {
        if !condition { add(field, reason) }
    }

    func throwIfAny() throws(ValidationError) {
        if !issues.isEmpty { throw ValidationError(issues) }
    }
}
