/// One attribute of an element of type `Tag`.
///
/// Names come from the code (``StaticString``), values are always escaped when written, and a
/// `nil` value leaves the attribute out, so `.ariaCurrent(isSelected ? "page" : nil)` reads
/// naturally. URL values go through ``SafeURL`` first.
///
/// `Tag` only decides which constructors exist; the data is tag-free (``AttributeData``), so the
/// renderer is plain code rather than generic code that looks up type metadata per attribute.
public struct HTMLAttribute<Tag>: Sendable {
    /// The only stored property: elements' attribute arrays are read as `[AttributeData]`.
    @usableFromInline let data: AttributeData

    init(prefix: StaticString? = nil, _ name: StaticString, _ value: AttributeValue?) {
        data = AttributeData(prefix: prefix, name: name, value: value)
    }

    init(data: AttributeData) {
        self.data = data
    }

    /// An attribute this module has no typed constructor for. The name is a literal in the code.
    public static func attribute(_ name: StaticString, _ value: String?) -> Self {
        Self(name, value.map(AttributeValue.text))
    }

    /// A boolean attribute (`hidden`, `open`, …), present only when `isOn`.
    public static func flag(_ name: StaticString, _ isOn: Bool = true) -> Self {
        Self(name, isOn ? .present : nil)
    }

    /// Writes an element's attributes. Elements keep the array their initializer was given (a
    /// copy into tag-free values was an allocation per element); the writer reads it as
    /// ``AttributeData``, which has the same layout, so it stays plain, non-generic code.
    /// Inlinable, so the element that calls it (specialized for its tag) needs no metadata.
    @inlinable
    static func render(_ attributes: [Self], into output: inout HTMLOutput) {
        // Constant-folded; stops the rebind reading garbage if a stored property is ever added.
        precondition(hasDataLayout, "HTMLAttribute must keep AttributeData as its only stored property")
        attributes.withUnsafeBufferPointer { typed in
            typed.withMemoryRebound(to: AttributeData.self) { AttributeData.render($0, into: &output) }
        }
    }

    /// Whether an attribute is laid out exactly as its ``AttributeData`` (true while `data` is
    /// its only stored property), which the renderer's rebind relies on.
    @inlinable
    static var hasDataLayout: Bool {
        MemoryLayout<Self>.size == MemoryLayout<AttributeData>.size
            && MemoryLayout<Self>.stride == MemoryLayout<AttributeData>.stride
            && MemoryLayout<Self>.alignment == MemoryLayout<AttributeData>.alignment
    }
}

@usableFromInline
enum AttributeValue: Sendable {
    case text(String)
    /// A boolean attribute written by its name alone (`disabled`, `required`).
    case present
}

/// An attribute with its tag forgotten: what elements store and render.
@usableFromInline
struct AttributeData: Sendable {
    let prefix: StaticString?
    let name: StaticString
    let value: AttributeValue?

    var isClass: Bool { prefix == nil && name.utf8CodeUnitCount == 5 && Self.equal(name, "class") }

    func sameName(as other: Self) -> Bool {
        Self.equal(name, other.name) && Self.equal(prefix ?? "", other.prefix ?? "")
    }

    /// Names are literals: most pairs differ in length, and one literal compared with itself
    /// shares its address, so bytes are compared only for equal-length names from different places.
    static func equal(_ a: StaticString, _ b: StaticString) -> Bool {
        guard a.utf8CodeUnitCount == b.utf8CodeUnitCount else { return false }
        if a.utf8Start == b.utf8Start { return true }
        return a.withUTF8Buffer { first in b.withUTF8Buffer { second in first.elementsEqual(second) } }
    }

    /// Writes `attributes` in order: every `class` merges into one, any other name repeated
    /// keeps its last value, and absent values are skipped.
    @usableFromInline
    static func render(_ attributes: UnsafeBufferPointer<Self>, into output: inout HTMLOutput) {
        var wroteClass = false
        for index in attributes.indices {
            let attribute = attributes[index]
            guard let value = attribute.value else { continue }
            if attribute.isClass {
                if wroteClass { continue }
                wroteClass = true
                writeClasses(attributes, into: &output)
                continue
            }
            if attributes[(index + 1)...].contains(where: { $0.value != nil && $0.sameName(as: attribute) }) {
                continue
            }
            output.write(" ")
            if let prefix = attribute.prefix { output.write(prefix) }
            output.write(attribute.name)
            if case .text(let text) = value {
                output.write("=\"")
                output.writeEscaped(text)
                output.write("\"")
            }
        }
    }

    private static func writeClasses(_ attributes: UnsafeBufferPointer<Self>, into output: inout HTMLOutput) {
        output.write(" class=\"")
        var first = true
        for attribute in attributes where attribute.isClass {
            guard case .text(let names)? = attribute.value, !names.isEmpty else { continue }
            if !first { output.write(" ") }
            output.writeEscaped(names)
            first = false
        }
        output.write("\"")
    }
}
