import Localization

extension BlockKind {
    /// The kind's name in `language`: "Core" · "Core" · "Sommeil principal"; "Nap" · "Nap" · "Sieste".
    public func name(_ language: Language) -> String {
        (self == .core ? SleepTodayText.kindCore : .kindNap).text(language)
    }
}
