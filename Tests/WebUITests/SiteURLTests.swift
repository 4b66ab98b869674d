import Testing
import WebUI

@Suite("Typed site URLs: one value for the link and the route")
struct SiteURLTests {
    enum SampleURL: SiteURL {
        case list, item(Parameter<String>), delete(Parameter<String>)

        var pathSegments: [PathSegment] {
            switch self {
            case .list: ["things"]
            case .item(let id): ["things", .parameter("id", id)]
            case .delete(let id): ["things", .parameter("id", id), "delete"]
            }
        }
    }

    @Test("links fill and encode their values; routes name their parameters")
    func pathsAndRoutes() {
        #expect(SampleURL.item(.value("a b/c")).url == "/things/a%20b%2Fc")
        #expect(SampleURL.delete(.value("42")).url == "/things/42/delete")
        #expect(SampleURL.item(.key).pathSegments == ["things", .parameter(name: "id", value: nil)])
        #expect(LauncherURL.home.url == "/")
        #expect(AccountURL.login.url == "/account/login")
    }

    @Test("query strings leave out missing values and encode the rest")
    func query() {
        #expect(SampleURL.list.url(query: [QueryItem("q", "a&b=c"), QueryItem("edit", nil), QueryItem("limit", "100")])
            == "/things?q=a%26b%3Dc&limit=100")
        #expect(SampleURL.list.url(query: []) == "/things")
        #expect(AccountURL.login.url(next: "/notes?edit=1") == "/account/login?next=%2Fnotes%3Fedit%3D1")
        #expect(AccountURL.login.url(next: "/") == "/account/login")
    }

    @Test("the suite's strings exist in every language with the same placeholders")
    func strings() {
        #expect(SuiteText.strings.problems() == [])
    }
}
