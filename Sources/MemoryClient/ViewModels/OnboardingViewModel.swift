import Foundation
import Localization
import Observation

/// A permission the app may ask for, explained before it is asked (docs/apps/memory.md#onboarding).
public enum AppPermission: String, CaseIterable, Sendable {
    case camera, microphone, photoLibrary, location, notifications

    var explanation: ClientText {
        switch self {
        case .camera: .permissionCamera
        case .microphone: .permissionMicrophone
        case .photoLibrary: .permissionPhotos
        case .location: .permissionLocation
        case .notifications: .permissionNotifications
        }
    }
}

public enum PermissionStatus: Equatable, Sendable {
    case notDetermined, denied, granted
}

/// Asks the system for permissions (AVCaptureDevice, PHPhotoLibrary, CLLocationManager,
/// UNUserNotificationCenter on iOS; a fake in tests).
public protocol PermissionRequesting: Sendable {
    func status(of permission: AppPermission) async -> PermissionStatus
    func request(_ permission: AppPermission) async -> PermissionStatus
}

/// Onboarding (docs/apps/memory.md#onboarding): three slides (purpose, privacy, permissions); each permission is
/// explained in the person's words before the system asks, and finishing is remembered.
@MainActor @Observable
public final class OnboardingViewModel {
    public struct Slide: Equatable, Sendable {
        public let title: String
        public let body: String
        /// SF Symbol name a view may show.
        public let symbol: String
    }

    public struct PermissionRow: Equatable, Sendable {
        public let permission: AppPermission
        public let explanation: String
        public let status: PermissionStatus
    }

    public let slides: [Slide]
    public private(set) var index = 0
    public private(set) var permissions: [PermissionRow] = []
    public private(set) var isFinished: Bool
    private let settings: any SettingsStore
    private let requester: any PermissionRequesting
    private let language: Localization.Language

    public init(settings: any SettingsStore, permissions: any PermissionRequesting, language: Localization.Language) {
        self.settings = settings
        self.requester = permissions
        self.language = language
        self.isFinished = settings.load().onboardingCompleted
        slides = [
            Slide(title: ClientText.onboardingPurposeTitle.text(language), body: ClientText.onboardingPurposeBody.text(language), symbol: "sparkles.rectangle.stack"),
            Slide(title: ClientText.onboardingPrivacyTitle.text(language), body: ClientText.onboardingPrivacyBody.text(language), symbol: "lock.shield"),
            Slide(title: ClientText.onboardingPermissionsTitle.text(language), body: ClientText.onboardingPermissionsBody.text(language), symbol: "hand.raised"),
        ]
    }

    public var slide: Slide { slides[index] }
    public var isLastSlide: Bool { index == slides.count - 1 }
    /// "Next", or "Get started" on the last slide.
    public var primaryButtonTitle: String { (isLastSlide ? ClientText.onboardingStart : .onboardingNext).text(language) }

    /// Reads where each permission stands (the permissions slide lists them).
    public func load() async {
        var rows: [PermissionRow] = []
        for permission in AppPermission.allCases {
            rows.append(PermissionRow(
                permission: permission, explanation: permission.explanation.text(language),
                status: await requester.status(of: permission)))
        }
        permissions = rows
    }

    /// Next slide, or finish on the last one.
    public func advance() {
        if isLastSlide { finish() } else { index += 1 }
    }

    public func back() {
        index = max(0, index - 1)
    }

    /// Asks the system for one permission, after the person read why.
    public func request(_ permission: AppPermission) async {
        let status = await requester.request(permission)
        permissions = permissions.map {
            $0.permission == permission ? PermissionRow(permission: permission, explanation: $0.explanation, status: status) : $0
        }
    }

    /// Remembers that onboarding is done (it is not shown again).
    public func finish() {
        var current = settings.load()
        current.onboardingCompleted = true
        try? settings.save(current)
        isFinished = true
    }
}
