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

public typealias html = HTMLElement<HTMLTag.html>
public typealias head = HTMLElement<HTMLTag.head>
public typealias body = HTMLElement<HTMLTag.body>
public typealias title = HTMLElement<HTMLTag.title>
public typealias script = HTMLElement<HTMLTag.script>
public typealias noscript = HTMLElement<HTMLTag.noscript>
public typealias template = HTMLElement<HTMLTag.template>
public typealias div = HTMLElement<HTMLTag.div>
public typealias span = HTMLElement<HTMLTag.span>
public typealias p = HTMLElement<HTMLTag.p>
public typealias a = HTMLElement<HTMLTag.a>
public typealias h1 = HTMLElement<HTMLTag.h1>
public typealias h2 = HTMLElement<HTMLTag.h2>
public typealias h3 = HTMLElement<HTMLTag.h3>
public typealias h4 = HTMLElement<HTMLTag.h4>
public typealias h5 = HTMLElement<HTMLTag.h5>
public typealias h6 = HTMLElement<HTMLTag.h6>
public typealias header = HTMLElement<HTMLTag.header>
public typealias footer = HTMLElement<HTMLTag.footer>
public typealias main = HTMLElement<HTMLTag.main>
public typealias nav = HTMLElement<HTMLTag.nav>
public typealias section = HTMLElement<HTMLTag.section>
public typealias article = HTMLElement<HTMLTag.article>
public typealias aside = HTMLElement<HTMLTag.aside>
public typealias ul = HTMLElement<HTMLTag.ul>
public typealias ol = HTMLElement<HTMLTag.ol>
public typealias li = HTMLElement<HTMLTag.li>
public typealias dl = HTMLElement<HTMLTag.dl>
public typealias dt = HTMLElement<HTMLTag.dt>
public typealias dd = HTMLElement<HTMLTag.dd>
public typealias form = HTMLElement<HTMLTag.form>
public typealias label = HTMLElement<HTMLTag.label>
public typealias button = HTMLElement<HTMLTag.button>
public typealias select = HTMLElement<HTMLTag.select>
public typealias option = HTMLElement<HTMLTag.option>
public typealias optgroup = HTMLElement<HTMLTag.optgroup>
public typealias textarea = HTMLElement<HTMLTag.textarea>
public typealias fieldset = HTMLElement<HTMLTag.fieldset>
public typealias legend = HTMLElement<HTMLTag.legend>
public typealias output = HTMLElement<HTMLTag.output>
public typealias table = HTMLElement<HTMLTag.table>
public typealias caption = HTMLElement<HTMLTag.caption>
public typealias thead = HTMLElement<HTMLTag.thead>
public typealias tbody = HTMLElement<HTMLTag.tbody>
public typealias tfoot = HTMLElement<HTMLTag.tfoot>
public typealias tr = HTMLElement<HTMLTag.tr>
public typealias th = HTMLElement<HTMLTag.th>
public typealias td = HTMLElement<HTMLTag.td>
public typealias strong = HTMLElement<HTMLTag.strong>
public typealias em = HTMLElement<HTMLTag.em>
public typealias b = HTMLElement<HTMLTag.b>
public typealias i = HTMLElement<HTMLTag.i>
public typealias small = HTMLElement<HTMLTag.small>
public typealias mark = HTMLElement<HTMLTag.mark>
public typealias code = HTMLElement<HTMLTag.code>
public typealias pre = HTMLElement<HTMLTag.pre>
public typealias blockquote = HTMLElement<HTMLTag.blockquote>
public typealias figure = HTMLElement<HTMLTag.figure>
public typealias figcaption = HTMLElement<HTMLTag.figcaption>
public typealias time = HTMLElement<HTMLTag.time>
public typealias details = HTMLElement<HTMLTag.details>
public typealias summary = HTMLElement<HTMLTag.summary>
public typealias dialog = HTMLElement<HTMLTag.dialog>
public typealias progress = HTMLElement<HTMLTag.progress>
public typealias meter = HTMLElement<HTMLTag.meter>
public typealias video = HTMLElement<HTMLTag.video>
public typealias audio = HTMLElement<HTMLTag.audio>
public typealias picture = HTMLElement<HTMLTag.picture>
public typealias canvas = HTMLElement<HTMLTag.canvas>
public typealias abbr = HTMLElement<HTMLTag.abbr>
public typealias sub = HTMLElement<HTMLTag.sub>
public typealias sup = HTMLElement<HTMLTag.sup>
public typealias s = HTMLElement<HTMLTag.s>
public typealias del = HTMLElement<HTMLTag.del>
public typealias ins = HTMLElement<HTMLTag.ins>
public typealias kbd = HTMLElement<HTMLTag.kbd>
public typealias q = HTMLElement<HTMLTag.q>
public typealias cite = HTMLElement<HTMLTag.cite>
public typealias address = HTMLElement<HTMLTag.address>
public typealias search = HTMLElement<HTMLTag.search>
public typealias menu = HTMLElement<HTMLTag.menu>
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
