import Plot

/// Any HTML element by name, for the few Plot does not model as a component (`section`,
/// `main`, `dialog`…).
public struct Element: Component {
    let name: String
    let content: ComponentGroup

    public init(name: String, @ComponentBuilder content: () -> any Component) {
        self.name = name
        self.content = ComponentGroup(members: [content()])
    }

    public var body: any Component {
        Node<HTML.BodyContext>.element(named: name, nodes: [.component(content)])
    }
}
