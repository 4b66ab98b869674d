import Foundation
import LaunchLibrary
import Localization

/// The seed's fallback chains, in one place so every screen picks images and places alike.
public enum Fallback {
    /// Launch image → rocket configuration image → first program image → placeholder.
    public static func image(for launch: Launch) -> ImageSource {
        let candidates = [launch.image, launch.rocket?.configuration?.image, launch.programs.first?.image]
        for case let reference? in candidates { return .remote(reference.url) }
        return .placeholder
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
