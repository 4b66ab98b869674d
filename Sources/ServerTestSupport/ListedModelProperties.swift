import Fluent

/// Our models list their properties (`var properties { [$id, $name, …] }`) instead of
/// inheriting Fluent's default, which walks the model with `Mirror` on every query it builds and
/// every row it decodes: a sixth of a page's time in the release profile. A list that forgets a
/// property would silently stop reading or writing it, so every model is compared with what
/// reflection finds: the same wrapper objects, in the same order.
public enum ListedModelProperties {
    /// Nil when `type`'s listed properties are exactly the reflected ones, else what differs.
    public static func mismatch<M: Model>(_ type: M.Type) -> String? {
        let model = M()
        let listed = model.properties
        let reflected = Mirror(reflecting: model).children.compactMap { $0.value as? any AnyProperty }
        // Property wrappers are class instances: the same object means the same property.
        guard listed.map(identity) != reflected.map(identity) else { return nil }
        return "\(M.self) lists [\(listed.map(keys).joined(separator: ", "))], "
            + "reflection finds [\(reflected.map(keys).joined(separator: ", "))]"
    }

    private static func identity(_ property: any AnyProperty) -> ObjectIdentifier { ObjectIdentifier(property as AnyObject) }

    private static func keys(_ property: any AnyProperty) -> String {
        (property as? any AnyDatabaseProperty)?.keys.map(\.description).joined(separator: "+") ?? "\(type(of: property))"
    }
}
