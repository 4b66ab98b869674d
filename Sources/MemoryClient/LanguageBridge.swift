import Localization
import MemoryKit

// MemoryKit still has its own `Language` until the shared one replaces it (the l10n work);
// this file is the only place that knows both. When MemoryKit takes `Localization.Language`,
// `memoryKit` returns `self` and the message helper calls `issue.message(in:)`.
extension Localization.Language {
    /// The same language as MemoryKit's rules spell it (tag case rules, validation messages).
    var memoryKit: MemoryKit.Language {
        switch self {
        case .en: .english
        case .tr: .turkish
        case .fr: .french
        }
    }
}

extension ValidationError {
    /// One sentence per issue, in the reader's language.
    func messages(in language: Localization.Language) -> [String] {
        issues.map { L10n.message(for: $0, language.memoryKit) }
    }
}
