import MemoryKit

extension TagRules {
    /// The tags field's HTML `pattern`: tags separated by commas, each made of what `normalize`
    /// keeps (letters, digits, spaces, `-`, `_`) after any leading `#`. The add sheet checks it
    /// before queueing, so a tag the API can only refuse never waits in the outbox. Written for
    /// both of the browser's regular-expression modes (`u` and `v`): `-` escaped, no `\#`.
    static let listPattern: String = {
        let tag = #"[\s#]*[\p{Alphabetic}\p{N}\s_\-]*"#
        return "\(tag)(?:,\(tag))*"
    }()
}
