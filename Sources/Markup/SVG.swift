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

    public typealias svg<Content: HTML> = HTMLElement<Tag.svg, Content>
    public typealias g<Content: HTML> = HTMLElement<Tag.g, Content>
    public typealias path<Content: HTML> = HTMLElement<Tag.path, Content>
    public typealias rect<Content: HTML> = HTMLElement<Tag.rect, Content>
    public typealias circle<Content: HTML> = HTMLElement<Tag.circle, Content>
    public typealias ellipse<Content: HTML> = HTMLElement<Tag.ellipse, Content>
    public typealias line<Content: HTML> = HTMLElement<Tag.line, Content>
    public typealias polyline<Content: HTML> = HTMLElement<Tag.polyline, Content>
    public typealias polygon<Content: HTML> = HTMLElement<Tag.polygon, Content>
    public typealias text<Content: HTML> = HTMLElement<Tag.text, Content>
    public typealias tspan<Content: HTML> = HTMLElement<Tag.tspan, Content>
    public typealias title<Content: HTML> = HTMLElement<Tag.title, Content>
    public typealias desc<Content: HTML> = HTMLElement<Tag.desc, Content>
    public typealias defs<Content: HTML> = HTMLElement<Tag.defs, Content>
    public typealias clipPath<Content: HTML> = HTMLElement<Tag.clipPath, Content>
    public typealias linearGradient<Content: HTML> = HTMLElement<Tag.linearGradient, Content>
    public typealias stop<Content: HTML> = HTMLElement<Tag.stop, Content>
    public typealias use<Content: HTML> = HTMLElement<Tag.use, Content>
    public typealias image<Content: HTML> = HTMLElement<Tag.image, Content>
    public typealias style<Content: HTML> = HTMLElement<Tag.style, Content>
}
