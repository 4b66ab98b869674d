// Tag definitions and the element names views write (`div`, `a`, `img`, …).
// Written from the HTML Living Standard's element list; add a tag here when a view needs one.
// Lower-case names read like the markup they produce.

// swiftlint:disable type_name

/// Marker protocols: which tags take which typed attributes.
public enum HTMLTrait {
    public protocol HasHref: HTMLTagDefinition {}
    public protocol HasSource: HTMLTagDefinition {}
    public protocol HasName: HTMLTagDefinition {}
    public protocol HasValue: HTMLTagDefinition {}
    public protocol HasType: HTMLTagDefinition {}
    public protocol CanBeDisabled: HTMLTagDefinition {}
    public protocol FormControl: HTMLTagDefinition {}
    public protocol HasDimensions: HTMLTagDefinition {}
    public protocol HasAlternativeText: HTMLTagDefinition {}
    public protocol TableCell: HTMLTagDefinition {}
    public protocol HasDateTime: HTMLTagDefinition {}
    public protocol Media: HTMLTagDefinition {}
    public protocol Submits: HTMLTagDefinition {}
}

/// One caseless enum per tag: its name, and its traits.
public enum HTMLTag {
    public enum html: HTMLTagDefinition { public static var name: StaticString { "html" } }
    public enum head: HTMLTagDefinition { public static var name: StaticString { "head" } }
    public enum body: HTMLTagDefinition { public static var name: StaticString { "body" } }
    public enum title: HTMLTagDefinition { public static var name: StaticString { "title" } }
    public enum script: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasType { public static var name: StaticString { "script" } }
    public enum noscript: HTMLTagDefinition { public static var name: StaticString { "noscript" } }
    public enum template: HTMLTagDefinition { public static var name: StaticString { "template" } }
    public enum div: HTMLTagDefinition { public static var name: StaticString { "div" } }
    public enum span: HTMLTagDefinition { public static var name: StaticString { "span" } }
    public enum p: HTMLTagDefinition { public static var name: StaticString { "p" } }
    public enum a: HTMLTagDefinition, HTMLTrait.HasHref { public static var name: StaticString { "a" } }
    public enum h1: HTMLTagDefinition { public static var name: StaticString { "h1" } }
    public enum h2: HTMLTagDefinition { public static var name: StaticString { "h2" } }
    public enum h3: HTMLTagDefinition { public static var name: StaticString { "h3" } }
    public enum h4: HTMLTagDefinition { public static var name: StaticString { "h4" } }
    public enum h5: HTMLTagDefinition { public static var name: StaticString { "h5" } }
    public enum h6: HTMLTagDefinition { public static var name: StaticString { "h6" } }
    public enum header: HTMLTagDefinition { public static var name: StaticString { "header" } }
    public enum footer: HTMLTagDefinition { public static var name: StaticString { "footer" } }
    public enum main: HTMLTagDefinition { public static var name: StaticString { "main" } }
    public enum nav: HTMLTagDefinition { public static var name: StaticString { "nav" } }
    public enum section: HTMLTagDefinition { public static var name: StaticString { "section" } }
    public enum article: HTMLTagDefinition { public static var name: StaticString { "article" } }
    public enum aside: HTMLTagDefinition { public static var name: StaticString { "aside" } }
    public enum ul: HTMLTagDefinition { public static var name: StaticString { "ul" } }
    public enum ol: HTMLTagDefinition, HTMLTrait.HasType { public static var name: StaticString { "ol" } }
    public enum li: HTMLTagDefinition, HTMLTrait.HasValue { public static var name: StaticString { "li" } }
    public enum dl: HTMLTagDefinition { public static var name: StaticString { "dl" } }
    public enum dt: HTMLTagDefinition { public static var name: StaticString { "dt" } }
    public enum dd: HTMLTagDefinition { public static var name: StaticString { "dd" } }
    public enum form: HTMLTagDefinition, HTMLTrait.HasName { public static var name: StaticString { "form" } }
    public enum label: HTMLTagDefinition { public static var name: StaticString { "label" } }
    public enum button: HTMLTagDefinition, HTMLTrait.HasName, HTMLTrait.HasValue, HTMLTrait.HasType, HTMLTrait.CanBeDisabled, HTMLTrait.Submits { public static var name: StaticString { "button" } }
    public enum select: HTMLTagDefinition, HTMLTrait.HasName, HTMLTrait.CanBeDisabled, HTMLTrait.FormControl { public static var name: StaticString { "select" } }
    public enum option: HTMLTagDefinition, HTMLTrait.HasValue, HTMLTrait.CanBeDisabled { public static var name: StaticString { "option" } }
    public enum optgroup: HTMLTagDefinition, HTMLTrait.CanBeDisabled { public static var name: StaticString { "optgroup" } }
    public enum textarea: HTMLTagDefinition, HTMLTrait.HasName, HTMLTrait.CanBeDisabled, HTMLTrait.FormControl { public static var name: StaticString { "textarea" } }
    public enum fieldset: HTMLTagDefinition, HTMLTrait.HasName, HTMLTrait.CanBeDisabled { public static var name: StaticString { "fieldset" } }
    public enum legend: HTMLTagDefinition { public static var name: StaticString { "legend" } }
    public enum output: HTMLTagDefinition, HTMLTrait.HasName, HTMLTrait.HasValue { public static var name: StaticString { "output" } }
    public enum table: HTMLTagDefinition { public static var name: StaticString { "table" } }
    public enum caption: HTMLTagDefinition { public static var name: StaticString { "caption" } }
    public enum thead: HTMLTagDefinition { public static var name: StaticString { "thead" } }
    public enum tbody: HTMLTagDefinition { public static var name: StaticString { "tbody" } }
    public enum tfoot: HTMLTagDefinition { public static var name: StaticString { "tfoot" } }
    public enum tr: HTMLTagDefinition { public static var name: StaticString { "tr" } }
    public enum th: HTMLTagDefinition, HTMLTrait.TableCell { public static var name: StaticString { "th" } }
    public enum td: HTMLTagDefinition, HTMLTrait.TableCell { public static var name: StaticString { "td" } }
    public enum strong: HTMLTagDefinition { public static var name: StaticString { "strong" } }
    public enum em: HTMLTagDefinition { public static var name: StaticString { "em" } }
    public enum b: HTMLTagDefinition { public static var name: StaticString { "b" } }
    public enum i: HTMLTagDefinition { public static var name: StaticString { "i" } }
    public enum small: HTMLTagDefinition { public static var name: StaticString { "small" } }
    public enum mark: HTMLTagDefinition { public static var name: StaticString { "mark" } }
    public enum code: HTMLTagDefinition { public static var name: StaticString { "code" } }
    public enum pre: HTMLTagDefinition { public static var name: StaticString { "pre" } }
    public enum blockquote: HTMLTagDefinition { public static var name: StaticString { "blockquote" } }
    public enum figure: HTMLTagDefinition { public static var name: StaticString { "figure" } }
    public enum figcaption: HTMLTagDefinition { public static var name: StaticString { "figcaption" } }
    public enum time: HTMLTagDefinition, HTMLTrait.HasDateTime { public static var name: StaticString { "time" } }
    public enum details: HTMLTagDefinition { public static var name: StaticString { "details" } }
    public enum summary: HTMLTagDefinition { public static var name: StaticString { "summary" } }
    public enum dialog: HTMLTagDefinition { public static var name: StaticString { "dialog" } }
    public enum progress: HTMLTagDefinition, HTMLTrait.HasValue { public static var name: StaticString { "progress" } }
    public enum meter: HTMLTagDefinition, HTMLTrait.HasValue { public static var name: StaticString { "meter" } }
    public enum video: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasDimensions, HTMLTrait.Media { public static var name: StaticString { "video" } }
    public enum audio: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.Media { public static var name: StaticString { "audio" } }
    public enum picture: HTMLTagDefinition { public static var name: StaticString { "picture" } }
    public enum canvas: HTMLTagDefinition, HTMLTrait.HasDimensions { public static var name: StaticString { "canvas" } }
    public enum abbr: HTMLTagDefinition { public static var name: StaticString { "abbr" } }
    public enum sub: HTMLTagDefinition { public static var name: StaticString { "sub" } }
    public enum sup: HTMLTagDefinition { public static var name: StaticString { "sup" } }
    public enum s: HTMLTagDefinition { public static var name: StaticString { "s" } }
    public enum del: HTMLTagDefinition, HTMLTrait.HasDateTime { public static var name: StaticString { "del" } }
    public enum ins: HTMLTagDefinition, HTMLTrait.HasDateTime { public static var name: StaticString { "ins" } }
    public enum kbd: HTMLTagDefinition { public static var name: StaticString { "kbd" } }
    public enum q: HTMLTagDefinition { public static var name: StaticString { "q" } }
    public enum cite: HTMLTagDefinition { public static var name: StaticString { "cite" } }
    public enum address: HTMLTagDefinition { public static var name: StaticString { "address" } }
    public enum search: HTMLTagDefinition { public static var name: StaticString { "search" } }
    public enum menu: HTMLTagDefinition { public static var name: StaticString { "menu" } }
    public enum meta: HTMLTagDefinition, HTMLTrait.HasName { public static var name: StaticString { "meta" } }
    public enum link: HTMLTagDefinition, HTMLTrait.HasHref, HTMLTrait.HasType { public static var name: StaticString { "link" } }
    public enum img: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasDimensions, HTMLTrait.HasAlternativeText { public static var name: StaticString { "img" } }
    public enum input: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasName, HTMLTrait.HasValue, HTMLTrait.HasType, HTMLTrait.CanBeDisabled, HTMLTrait.FormControl, HTMLTrait.HasDimensions, HTMLTrait.HasAlternativeText, HTMLTrait.Submits { public static var name: StaticString { "input" } }
    public enum br: HTMLTagDefinition { public static var name: StaticString { "br" } }
    public enum hr: HTMLTagDefinition { public static var name: StaticString { "hr" } }
    public enum source: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasType, HTMLTrait.HasDimensions { public static var name: StaticString { "source" } }
    public enum track: HTMLTagDefinition, HTMLTrait.HasSource { public static var name: StaticString { "track" } }
    public enum col: HTMLTagDefinition { public static var name: StaticString { "col" } }
    public enum wbr: HTMLTagDefinition { public static var name: StaticString { "wbr" } }
    public enum area: HTMLTagDefinition, HTMLTrait.HasHref, HTMLTrait.HasAlternativeText { public static var name: StaticString { "area" } }
    public enum base: HTMLTagDefinition, HTMLTrait.HasHref { public static var name: StaticString { "base" } }
    public enum embed: HTMLTagDefinition, HTMLTrait.HasSource, HTMLTrait.HasType, HTMLTrait.HasDimensions { public static var name: StaticString { "embed" } }
}

public typealias html<Content: HTML> = HTMLElement<HTMLTag.html, Content>
public typealias head<Content: HTML> = HTMLElement<HTMLTag.head, Content>
public typealias body<Content: HTML> = HTMLElement<HTMLTag.body, Content>
public typealias title<Content: HTML> = HTMLElement<HTMLTag.title, Content>
public typealias script<Content: HTML> = HTMLElement<HTMLTag.script, Content>
public typealias noscript<Content: HTML> = HTMLElement<HTMLTag.noscript, Content>
public typealias template<Content: HTML> = HTMLElement<HTMLTag.template, Content>
public typealias div<Content: HTML> = HTMLElement<HTMLTag.div, Content>
public typealias span<Content: HTML> = HTMLElement<HTMLTag.span, Content>
public typealias p<Content: HTML> = HTMLElement<HTMLTag.p, Content>
public typealias a<Content: HTML> = HTMLElement<HTMLTag.a, Content>
public typealias h1<Content: HTML> = HTMLElement<HTMLTag.h1, Content>
public typealias h2<Content: HTML> = HTMLElement<HTMLTag.h2, Content>
public typealias h3<Content: HTML> = HTMLElement<HTMLTag.h3, Content>
public typealias h4<Content: HTML> = HTMLElement<HTMLTag.h4, Content>
public typealias h5<Content: HTML> = HTMLElement<HTMLTag.h5, Content>
public typealias h6<Content: HTML> = HTMLElement<HTMLTag.h6, Content>
public typealias header<Content: HTML> = HTMLElement<HTMLTag.header, Content>
public typealias footer<Content: HTML> = HTMLElement<HTMLTag.footer, Content>
public typealias main<Content: HTML> = HTMLElement<HTMLTag.main, Content>
public typealias nav<Content: HTML> = HTMLElement<HTMLTag.nav, Content>
public typealias section<Content: HTML> = HTMLElement<HTMLTag.section, Content>
public typealias article<Content: HTML> = HTMLElement<HTMLTag.article, Content>
public typealias aside<Content: HTML> = HTMLElement<HTMLTag.aside, Content>
public typealias ul<Content: HTML> = HTMLElement<HTMLTag.ul, Content>
public typealias ol<Content: HTML> = HTMLElement<HTMLTag.ol, Content>
public typealias li<Content: HTML> = HTMLElement<HTMLTag.li, Content>
public typealias dl<Content: HTML> = HTMLElement<HTMLTag.dl, Content>
public typealias dt<Content: HTML> = HTMLElement<HTMLTag.dt, Content>
public typealias dd<Content: HTML> = HTMLElement<HTMLTag.dd, Content>
public typealias form<Content: HTML> = HTMLElement<HTMLTag.form, Content>
public typealias label<Content: HTML> = HTMLElement<HTMLTag.label, Content>
public typealias button<Content: HTML> = HTMLElement<HTMLTag.button, Content>
public typealias select<Content: HTML> = HTMLElement<HTMLTag.select, Content>
public typealias option<Content: HTML> = HTMLElement<HTMLTag.option, Content>
public typealias optgroup<Content: HTML> = HTMLElement<HTMLTag.optgroup, Content>
public typealias textarea<Content: HTML> = HTMLElement<HTMLTag.textarea, Content>
public typealias fieldset<Content: HTML> = HTMLElement<HTMLTag.fieldset, Content>
public typealias legend<Content: HTML> = HTMLElement<HTMLTag.legend, Content>
public typealias output<Content: HTML> = HTMLElement<HTMLTag.output, Content>
public typealias table<Content: HTML> = HTMLElement<HTMLTag.table, Content>
public typealias caption<Content: HTML> = HTMLElement<HTMLTag.caption, Content>
public typealias thead<Content: HTML> = HTMLElement<HTMLTag.thead, Content>
public typealias tbody<Content: HTML> = HTMLElement<HTMLTag.tbody, Content>
public typealias tfoot<Content: HTML> = HTMLElement<HTMLTag.tfoot, Content>
public typealias tr<Content: HTML> = HTMLElement<HTMLTag.tr, Content>
public typealias th<Content: HTML> = HTMLElement<HTMLTag.th, Content>
public typealias td<Content: HTML> = HTMLElement<HTMLTag.td, Content>
public typealias strong<Content: HTML> = HTMLElement<HTMLTag.strong, Content>
public typealias em<Content: HTML> = HTMLElement<HTMLTag.em, Content>
public typealias b<Content: HTML> = HTMLElement<HTMLTag.b, Content>
public typealias i<Content: HTML> = HTMLElement<HTMLTag.i, Content>
public typealias small<Content: HTML> = HTMLElement<HTMLTag.small, Content>
public typealias mark<Content: HTML> = HTMLElement<HTMLTag.mark, Content>
public typealias code<Content: HTML> = HTMLElement<HTMLTag.code, Content>
public typealias pre<Content: HTML> = HTMLElement<HTMLTag.pre, Content>
public typealias blockquote<Content: HTML> = HTMLElement<HTMLTag.blockquote, Content>
public typealias figure<Content: HTML> = HTMLElement<HTMLTag.figure, Content>
public typealias figcaption<Content: HTML> = HTMLElement<HTMLTag.figcaption, Content>
public typealias time<Content: HTML> = HTMLElement<HTMLTag.time, Content>
public typealias details<Content: HTML> = HTMLElement<HTMLTag.details, Content>
public typealias summary<Content: HTML> = HTMLElement<HTMLTag.summary, Content>
public typealias dialog<Content: HTML> = HTMLElement<HTMLTag.dialog, Content>
public typealias progress<Content: HTML> = HTMLElement<HTMLTag.progress, Content>
public typealias meter<Content: HTML> = HTMLElement<HTMLTag.meter, Content>
public typealias video<Content: HTML> = HTMLElement<HTMLTag.video, Content>
public typealias audio<Content: HTML> = HTMLElement<HTMLTag.audio, Content>
public typealias picture<Content: HTML> = HTMLElement<HTMLTag.picture, Content>
public typealias canvas<Content: HTML> = HTMLElement<HTMLTag.canvas, Content>
public typealias abbr<Content: HTML> = HTMLElement<HTMLTag.abbr, Content>
public typealias sub<Content: HTML> = HTMLElement<HTMLTag.sub, Content>
public typealias sup<Content: HTML> = HTMLElement<HTMLTag.sup, Content>
public typealias s<Content: HTML> = HTMLElement<HTMLTag.s, Content>
public typealias del<Content: HTML> = HTMLElement<HTMLTag.del, Content>
public typealias ins<Content: HTML> = HTMLElement<HTMLTag.ins, Content>
public typealias kbd<Content: HTML> = HTMLElement<HTMLTag.kbd, Content>
public typealias q<Content: HTML> = HTMLElement<HTMLTag.q, Content>
public typealias cite<Content: HTML> = HTMLElement<HTMLTag.cite, Content>
public typealias address<Content: HTML> = HTMLElement<HTMLTag.address, Content>
public typealias search<Content: HTML> = HTMLElement<HTMLTag.search, Content>
public typealias menu<Content: HTML> = HTMLElement<HTMLTag.menu, Content>
public typealias meta = HTMLVoidElement<HTMLTag.meta>
public typealias link = HTMLVoidElement<HTMLTag.link>
public typealias img = HTMLVoidElement<HTMLTag.img>
public typealias input = HTMLVoidElement<HTMLTag.input>
public typealias br = HTMLVoidElement<HTMLTag.br>
public typealias hr = HTMLVoidElement<HTMLTag.hr>
public typealias source = HTMLVoidElement<HTMLTag.source>
public typealias track = HTMLVoidElement<HTMLTag.track>
public typealias col = HTMLVoidElement<HTMLTag.col>
public typealias wbr = HTMLVoidElement<HTMLTag.wbr>
public typealias area = HTMLVoidElement<HTMLTag.area>
public typealias base = HTMLVoidElement<HTMLTag.base>
public typealias embed = HTMLVoidElement<HTMLTag.embed>
