import Foundation
import Localization

/// The filters of `GET /api/entries`, validated the same way on both sides.
public struct EntryQuery: Equatable, Sendable {
    public var from: Date?
    public var to: Date?
    public var kinds: [EntryKind]
    public var tags: [String]
    public var page: Int
    public var pageSize: Int
    /// Full-text search over title, description, text, tags and song fields.
    public var search: String?

    public static let maxPageSize = 100
    public static let defaultPageSize = 20
    public static let maxSearchLength = 200

    public init(
        from: Date? = nil, to: Date? = nil, kinds: [EntryKind] = [], tags: [String] = [], page: Int = 1,
        pageSize: Int = EntryQuery.defaultPageSize, search: String? = nil
    ) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.tags = tags
        self.page = page
        self.pageSize = pageSize
        self.search = search
    }

    /// Checks ranges and normalizes tags and the search text; names each bad field.
    public func validated(language: Language) throws(ValidationError) -> EntryQuery {
        var collector = IssueCollector()
        var result = self
        if let from, let to { collector.check(from <= to, "to", .rangeReversed) }
        collector.check(page >= 1, "page", .outOfRange)
        collector.check((1...Self.maxPageSize).contains(pageSize), "pageSize", .outOfRange)
        let trimmed = search.map { String(Substring($0).trimmingWhitespace()) }
        result.search = trimmed?.isEmpty == false ? trimmed : nil
        if let trimmed { collector.check(trimmed.count <= Self.maxSearchLength, "q", .tooLong) }
        do throws(ValidationError) {
            result.tags = try TagRules.normalize(tags, language: language, field: "tag")
        } catch {
            error.issues.forEach { collector.add($0.field, $0.reason) }
        }
        try collector.throwIfAny()
        return result
    }

    /// Row offset of the page, for SQL `OFFSET`.
    public var offset: Int { (page - 1) * pageSize }
}
