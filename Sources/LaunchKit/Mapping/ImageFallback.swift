import Foundation
import LaunchLibrary
import Localization

/// The fallback chains (docs/apps/launches.md#fallbacks), in one place so every screen picks images
/// and places alike.
public enum Fallback {
    /// Launch image → rocket configuration image → first program image → placeholder.
    public static func image(for launch: Launch) -> ImageSource {
        imageCandidates(for: launch).first.map { .remote($0) } ?? .placeholder
    }

    /// The whole chain of `image(for:)`, for a loader that moves on when a picture fails to
    /// load (the server's image route does): launch, rocket configuration, first program.
    public static func imageCandidates(for launch: Launch) -> [URL] {
        [launch.image, launch.rocket?.configuration?.image, launch.programs.first?.image].compactMap { $0?.url }
    }

    /// Program image → placeholder.
    public static func image(for program: Program) -> ImageSource {
        program.image.map { .remote($0.url) } ?? .placeholder
    }

    /// Pad location name → pad name → "Unknown".
    public static func place(for launch: Launch, _ formatting: LaunchFormatting) -> String {
        nonEmpty(launch.pad?.location?.name) ?? nonEmpty(launch.pad?.name) ?? formatting.text(LaunchScreenText.unknown)
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
