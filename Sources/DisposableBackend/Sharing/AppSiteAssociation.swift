import Foundation

/// The Apple App Site Association file: which app opens `/e/*` links (universal links), and
/// which App Clip the App Clip card and QR codes launch. Served at
/// `/.well-known/apple-app-site-association` (and the legacy root path) as `application/json`,
/// with no redirect, well under Apple's 128 KB limit.
struct AppSiteAssociation: Encodable, Equatable {
    struct AppLinks: Encodable, Equatable {
        struct Detail: Encodable, Equatable {
            var appIDs: [String]
            var components: [Component]
        }

        struct Component: Encodable, Equatable {
            var path: String
            var comment: String

            enum CodingKeys: String, CodingKey {
                case path = "/"
                case comment
            }
        }

        var details: [Detail]
    }

    struct Apps: Encodable, Equatable {
        var apps: [String]
    }

    var applinks: AppLinks
    var appclips: Apps
    var webcredentials: Apps

    /// The join links: the full app opens them when installed, else iOS shows the App Clip.
    static let joinPaths = ["/e/*"]

    init(teamID: String, bundleID: String, clipBundleID: String) {
        let app = "\(teamID).\(bundleID)"
        applinks = AppLinks(details: [.init(
            appIDs: [app], components: Self.joinPaths.map { .init(path: $0, comment: "Join an event from its QR code or link") })])
        appclips = Apps(apps: ["\(teamID).\(clipBundleID)"])
        webcredentials = Apps(apps: [app])
    }

    init(options: DisposableBackendOptions) {
        self.init(teamID: options.appleTeamID, bundleID: options.appleBundleID, clipBundleID: options.appleClipBundleID)
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// The `apple-itunes-app` meta tag of the join page: Safari shows the App Clip card (and the
/// Smart App Banner once the app is on the store).
enum AppClipMeta {
    static func content(options: DisposableBackendOptions) -> String {
        "app-id=\(options.appStoreID), app-clip-bundle-id=\(options.appleClipBundleID), app-clip-display=card"
    }
}
