import Foundation
import Localization
import Observation

/// One onboarding page.
public struct OnboardingPage: Hashable, Sendable {
    public let title: String
    public let body: String
    /// An SF Symbol name for the native app; the web app maps it to an icon.
    public let symbol: String
}

/// Remembers whether onboarding was finished (UserDefaults in the app, memory in tests).
public struct OnboardingStore: Sendable {
    public var isCompleted: @Sendable () -> Bool
    public var markCompleted: @Sendable () -> Void

    public init(isCompleted: @escaping @Sendable () -> Bool, markCompleted: @escaping @Sendable () -> Void) {
        self.isCompleted = isCompleted
        self.markCompleted = markCompleted
    }
}

/// The introduction: three slides, then on to the program grid (docs/apps/launches.md#screens).
@MainActor @Observable
public final class OnboardingViewModel {
    public let pages: [OnboardingPage]
    public private(set) var currentIndex = 0
    public private(set) var isFinished: Bool
    private let store: OnboardingStore

    public init(formatting: LaunchFormatting, store: OnboardingStore) {
        let f = formatting
        pages = [
            OnboardingPage(title: f.text(LaunchScreenText.onboardingTitle1), body: f.text(LaunchScreenText.onboardingBody1), symbol: "globe.americas"),
            OnboardingPage(title: f.text(LaunchScreenText.onboardingTitle2), body: f.text(LaunchScreenText.onboardingBody2), symbol: "chart.bar"),
            OnboardingPage(title: f.text(LaunchScreenText.onboardingTitle3), body: f.text(LaunchScreenText.onboardingBody3), symbol: "bell.badge"),
        ]
        self.store = store
        isFinished = store.isCompleted()
    }

    public var isLastPage: Bool { currentIndex == pages.count - 1 }

    /// Next page, or finish on the last one.
    public func next() {
        if isLastPage { finish() } else { currentIndex += 1 }
    }

    /// Jumps to a page the user swiped to.
    public func show(page index: Int) {
        currentIndex = min(max(0, index), pages.count - 1)
    }

    /// Ends onboarding and remembers it.
    public func finish() {
        store.markCompleted()
        isFinished = true
    }
}
