extension PluralCategory {
    /// The category of a decimal shown with up to `fractionDigits` digits, by CLDR's rules on
    /// the number as written: English and Turkish take `one` for a whole 1 only ("1 hour" but
    /// "1.5 hours"), French for anything below 2 ("1,5 heure").
    public static func of(_ value: Double, fractionDigits: Int, in language: Language) -> PluralCategory {
        var scale = 1.0
        for _ in 0..<max(0, fractionDigits) { scale *= 10 }
        let shown = (abs(value) * scale).rounded() / scale
        let integer = shown.rounded(.down)
        let hasFraction = shown != integer
        switch language {
        case .fr: return integer <= 1 ? .one : .other
        case .en, .tr: return integer == 1 && !hasFraction ? .one : .other
        }
    }
}

extension PluralKey {
    /// The key for a category worked out elsewhere (a decimal, a number written another way).
    public func key(for category: PluralCategory) -> Key {
        category == .one ? one : other
    }
}
