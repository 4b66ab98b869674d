import Markup

/// The suite's line icons: monochrome SVGs in `Public/icons/symbols/<name>.svg`, painted in the
/// current text colour through a CSS mask (`.icon-<name>` in suite.css).
///
/// Drawn rather than emoji or symbol characters: those render as empty boxes where no font has
/// them, and their colour cannot follow the theme. Icons are decoration (`aria-hidden`); the
/// control or text beside them carries the name. Size one with `font-size` (it is 1em square).
public enum Icon: String, CaseIterable, Sendable {
    case plus
    case gear
    case chevronBackward = "chevron-backward"
    case chevronForward = "chevron-forward"
    case magnifyingGlass = "magnifyingglass"
    case compose = "square-pencil"
    case hourglass
    case exclamationMark = "exclamationmark-triangle"
    case clock
    case link
    case lock
    case camera
    case photoStack = "photo-stack"
    case bolt
    case flipCamera = "arrow-triangle-2-circlepath"
    case microphone = "mic"
    case music = "music-note"
    case mapPin = "mappin"
    case text = "doc-text"
    case cloudSlash = "cloud-slash"
    case globe
    case rocket
    case star
    case starFill = "star-fill"
    case bell
    case calendar
    case playCircle = "play-circle"
    case moon
    case chartBar = "chart-bar"
    /// iOS's red delete control of an editable row (a schedule's block).
    case minusCircleFill = "minus-circle-fill"
}

/// An icon as markup: `<span class="icon icon-gear cell-symbol" aria-hidden="true"></span>`.
public struct IconView: HTML, Sendable {
    public var icon: Icon
    public var className: String?

    public init(_ icon: Icon, class className: String? = nil) {
        self.icon = icon
        self.className = className
    }

    public func render(into output: inout HTMLOutput) {
        span(.class("icon icon-\(icon.rawValue)"), .class(className), .ariaHidden()) {}.render(into: &output)
    }
}
