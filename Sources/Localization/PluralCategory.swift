/// CLDR plural categories the suite's languages use for cardinal numbers.
///
/// English and Turkish: `one` for exactly 1. French: `one` for 0 and 1 (“0 note”, “1 note”,
/// “2 notes”). Large-number `many` forms of French (“1 000 000 de notes”) are not used here.
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, other

    public static func of(_ count: Int, in language: Language) -> PluralCategory {
        switch language {
        case .fr: (count == 0 || abs(count) == 1) ? .one : .other
        case .en, .tr: abs(count) == 1 ? .one : .other
        }
    }
}
