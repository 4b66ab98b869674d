import Markup

/// The suite's line icons, drawn as inline SVG in the current text colour.
///
/// SVG rather than emoji or symbol characters: those render as empty boxes where no font has
/// them, and their colour cannot follow the theme. Icons are decoration (`aria-hidden`); the
/// control or text beside them carries the name.
public enum Icon: String, CaseIterable, Sendable {
    case plus, gear, chevronBackward, chevronForward, magnifyingGlass, compose
    case hourglass, questionMark, exclamationMark, clock, link
    case photo, microphone, music, mapPin, text, trash

    /// Path data on a 24 × 24 grid, stroked (our own drawings, after SF Symbols' shapes).
    var paths: [String] {
        switch self {
        case .plus: ["M12 5v14", "M5 12h14"]
        case .gear:
            ["M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
             "M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1",
             "M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14z"]
        case .chevronBackward: ["M15 18l-6-6 6-6"]
        case .chevronForward: ["M9 18l6-6-6-6"]
        case .magnifyingGlass: ["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M20 20l-4-4"]
        case .compose: ["M12 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-6", "M17.5 3.5l3 3L12 15l-4 1 1-4z"]
        case .hourglass: ["M7 3h10M7 21h10", "M8 3v3.5l4 5.5-4 5.5V21M16 3v3.5L12 12l4 5.5V21"]
        case .questionMark:
            ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7", "M12 17h.01"]
        case .exclamationMark: ["M12 3.5L2.5 20h19z", "M12 10v4", "M12 17h.01"]
        case .clock: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7v5l3 2"]
        case .link: ["M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1", "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"]
        case .photo: ["M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z", "M3 16l5-5 4 4 3-3 6 6", "M15.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"]
        case .microphone: ["M12 14a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v5a3 3 0 0 0 3 3z", "M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21"]
        case .music: ["M9 18V5l11-2v13", "M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"]
        case .mapPin: ["M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z", "M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"]
        case .text: ["M6 3h9l4 4v14H6z", "M9 11h7M9 15h7M9 7h3"]
        case .trash: ["M4 7h16", "M9 7V4h6v3", "M6 7l1 14h10l1-14", "M10 11v6M14 11v6"]
        }
    }
}

/// An icon as markup: `<svg class="icon cell-chevron" aria-hidden="true" …>…</svg>`.
///
/// Icons repeat on every row of a list, so each icon's paths are rendered once, at first use,
/// and written as bytes from then on; only the class is escaped per use.
public struct IconView: HTML, Sendable {
    public var icon: Icon
    public var className: String?

    public init(_ icon: Icon, class className: String? = nil) {
        self.icon = icon
        self.className = className
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<svg class=\"icon")
        if let className {
            output.write(" ")
            output.writeEscaped(className)
        }
        output.write("\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\" fill=\"none\" stroke=\"currentColor\"")
        output.write(" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">")
        UnsafeRawHTML(Self.paths[icon] ?? "").render(into: &output)
        output.write("</svg>")
    }

    /// Each icon's `<path>` elements, built with Markup (so escaped like everything else).
    static let paths: [Icon: String] = Dictionary(uniqueKeysWithValues: Icon.allCases.map { icon in
        (icon, HTMLGroup(icon.paths.map { SVG.path(.d($0)) }).renderedString())
    })
}
