/// Where a shared page (the suite's settings, an app's help) goes back to when another app's
/// page sent the reader there: `?from=/e/k3Jd…/settings`. Only a path on this site is taken,
/// so the parameter can never send anyone elsewhere (`//evil.example` or `https:` are refused).
public enum ReturnPath {
    public static let parameter = "from"

    /// `raw` when it is a path on this site, else nil: it starts with one `/` (two would name
    /// another host), and holds only visible ASCII without a backslash (browsers read it as `/`,
    /// and drop tabs and line breaks, so `/<TAB>/evil.example` would become `//evil.example`);
    /// this site's own links are percent-encoded, so they always pass.
    public static func validated(_ raw: String?) -> String? {
        guard let raw, raw.utf8.count <= 512, raw.hasPrefix("/"), !raw.hasPrefix("//"),
            raw.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" })
        else { return nil }
        return raw
    }

    /// `url` with `path` to come back to.
    public static func url(_ url: some SiteURL, from path: String) -> String {
        url.url(query: [QueryItem(parameter, path)])
    }
}
