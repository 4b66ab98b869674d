import Markup

/// An app's first-visit introduction: full-width slides that snap as they scroll, dots to jump
/// between them, "Next" and a finishing button (`/js/shared/welcome-slides.js` drives them).
///
/// Without JS the slides still scroll and snap, each dot is a plain `#slide-N` link, and the
/// finishing link is always shown; the app's finish URL records that the introduction was seen.
public struct WelcomeSlides: HTMLComponent {
    public struct Slide: Sendable {
        public var icon: Icon
        public var title: String
        public var body: String
        /// Short lines under the body, each with its own icon (e.g. one per permission).
        public var points: [Point]

        public init(icon: Icon, title: String, body: String, points: [Point] = []) {
            self.icon = icon
            self.title = title
            self.body = body
            self.points = points
        }
    }

    public struct Point: Sendable {
        public var icon: Icon
        public var text: String

        public init(icon: Icon, text: String) {
            self.icon = icon
            self.text = text
        }
    }

    public var slides: [Slide]
    public var label: String
    /// "Slide 2 of 3" for each slide, in order (the app's own wording).
    public var slideLabels: [String]
    public var nextTitle: String
    public var finishTitle: String
    public var finishURL: String

    public init(slides: [Slide], label: String, slideLabels: [String], nextTitle: String, finishTitle: String, finishURL: String) {
        self.slides = slides
        self.label = label
        self.slideLabels = slideLabels
        self.nextTitle = nextTitle
        self.finishTitle = finishTitle
        self.finishURL = finishURL
    }

    public var body: some HTML {
        section(.class("welcome")) {
            ol(.class("welcome-slides"), .data("slides", ""), .tabindex(0), .ariaLabel(label)) {
                for (index, slide) in slides.enumerated() {
                    li(.class("welcome-slide"), .data("slide", ""), .id("slide-\(index + 1)"), .ariaLabel(slideLabels[index])) {
                        IconView(slide.icon, class: "welcome-symbol")
                        h2(.class("welcome-title")) { slide.title }
                        p(.class("welcome-body")) { slide.body }
                        if !slide.points.isEmpty {
                            ul(.class("welcome-points")) {
                                for point in slide.points {
                                    li(.class("welcome-point")) { IconView(point.icon); span { point.text } }
                                }
                            }
                        }
                    }
                }
            }
            div(.class("welcome-dots")) {
                for index in slides.indices {
                    a(.class("welcome-dot"), .href("#slide-\(index + 1)"), .data("slide-dot", ""), .ariaLabel(slideLabels[index])) {}
                }
            }
            div(.class("button-row welcome-actions")) {
                a(.class("button button-secondary"), .href("#slide-2"), .data("slide-next", ""), .hidden()) { nextTitle }
                a(.class("button button-primary"), .href(finishURL), .id("welcome-start"), .data("slide-finish", "")) { finishTitle }
            }
        }
    }
}
