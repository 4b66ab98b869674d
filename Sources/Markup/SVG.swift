// SVG elements for charts and icons, under `SVG.` so `text` and `title` keep their HTML meaning.

// swiftlint:disable type_name

extension HTMLTrait {
    /// Any SVG element: takes the presentation attributes below.
    public protocol SVGElement: HTMLTagDefinition {}
}

/// SVG tags and the element names charts write (`SVG.rect`, `SVG.text`).
public enum SVG {
    public enum Tag {
        public enum svg: HTMLTrait.SVGElement { public static var name: StaticString { "svg" } }
        public enum g: HTMLTrait.SVGElement { public static var name: StaticString { "g" } }
        public enum path: HTMLTrait.SVGElement { public static var name: StaticString { "path" } }
        public enum rect: HTMLTrait.SVGElement { public static var name: StaticString { "rect" } }
        public enum circle: HTMLTrait.SVGElement { public static var name: StaticString { "circle" } }
        public enum ellipse: HTMLTrait.SVGElement { public static var name: StaticString { "ellipse" } }
        public enum line: HTMLTrait.SVGElement { public static var name: StaticString { "line" } }
        public enum polyline: HTMLTrait.SVGElement { public static var name: StaticString { "polyline" } }
        public enum polygon: HTMLTrait.SVGElement { public static var name: StaticString { "polygon" } }
        public enum text: HTMLTrait.SVGElement { public static var name: StaticString { "text" } }
        public enum tspan: HTMLTrait.SVGElement { public static var name: StaticString { "tspan" } }
        public enum title: HTMLTrait.SVGElement { public static var name: StaticString { "title" } }
        public enum desc: HTMLTrait.SVGElement { public static var name: StaticString { "desc" } }
        public enum defs: HTMLTrait.SVGElement { public static var name: StaticString { "defs" } }
        public enum clipPath: HTMLTrait.SVGElement { public static var name: StaticString { "clipPath" } }
        public enum linearGradient: HTMLTrait.SVGElement { public static var name: StaticString { "linearGradient" } }
        public enum stop: HTMLTrait.SVGElement { public static var name: StaticString { "stop" } }
        public enum use: HTMLTrait.SVGElement { public static var name: StaticString { "use" } }
        /// A raster picture inside a standalone document (a recap card's photos, as `data:` URLs).
        public enum image: HTMLTrait.SVGElement { public static var name: StaticString { "image" } }
        /// Only for standalone SVG documents (an exported chart): pages take styles from
        /// `Public/css`, since the content security policy refuses inline styles.
        public enum style: HTMLTrait.SVGElement { public static var name: StaticString { "style" } }
    }

    public typealias svg = HTMLElement<Tag.svg>
    public typealias g = HTMLElement<Tag.g>
    public typealias path = HTMLElement<Tag.path>
    public typealias rect = HTMLElement<Tag.rect>
    public typealias circle = HTMLElement<Tag.circle>
    public typealias ellipse = HTMLElement<Tag.ellipse>
    public typealias line = HTMLElement<Tag.line>
    public typealias polyline = HTMLElement<Tag.polyline>
    public typealias polygon = HTMLElement<Tag.polygon>
    public typealias text = HTMLElement<Tag.text>
    public typealias tspan = HTMLElement<Tag.tspan>
    public typealias title = HTMLElement<Tag.title>
    public typealias desc = HTMLElement<Tag.desc>
    public typealias defs = HTMLElement<Tag.defs>
    public typealias clipPath = HTMLElement<Tag.clipPath>
    public typealias linearGradient = HTMLElement<Tag.linearGradient>
    public typealias stop = HTMLElement<Tag.stop>
    public typealias use = HTMLElement<Tag.use>
    public typealias image = HTMLElement<Tag.image>
    public typealias style = HTMLElement<Tag.style>
}
