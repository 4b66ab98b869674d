import Checksum
import Foundation
import Vapor

/// The files under `Public/`, each with a version: the first 12 hex digits of its content's SHA-256.
///
/// `url(_:)` is the one place that writes a static file's URL into a page. It appends
/// `?v=<version>`, so `StaticFileMiddleware` can let browsers keep the file for a year
/// (`immutable`) and a changed file gets a new URL on the next page. A file edited while the
/// server runs is noticed within a second (its size and modification date are re-read at most
/// once a second), so development needs no restart.
///
/// JavaScript modules keep their plain path: modules import each other by path
/// (`import … from "/js/suite.js"`), and a page that loaded `/js/suite.js?v=…` would then run a
/// second copy of the module. They are revalidated instead (`no-cache` with an `ETag`); module
/// scripts never block rendering, so the round trip costs little.
public final class StaticAssets: @unchecked Sendable {
    public let directory: String
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// First path segments that are files or folders in `Public/` (`css`, `sw.js`, …): only
    /// requests under these reach the file system.
    private let topLevelNames: Set<String>
    private let recheckInterval: TimeInterval = 1
    private let clock: @Sendable () -> Date

    private struct Entry {
        var version: String
        var modified: Date
        var size: Int
        var checked: Date
        /// What is served instead of the file's bytes, for the files `transforms` names.
        var transformed: Data?
    }

    /// Files served rewritten, from memory: the stylesheet gains its `light-dark()` fallback
    /// (`LightDarkFallback`). Their version is the rewritten bytes', so a new rewrite is a new URL.
    static let transforms: [String: @Sendable (String) -> String] = [
        "/css/suite.css": LightDarkFallback.appending(to:),
    ]

    /// Reads every file under `publicDirectory` once; `clock` paces the re-checks (tests pin it).
    public init(publicDirectory: String, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
        let root = URL(fileURLWithPath: publicDirectory, isDirectory: true).standardizedFileURL
        directory = root.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        topLevelNames = Set(names.filter { !$0.hasPrefix(".") })
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let file = files?.nextObject() as? URL {
            let path = "/" + file.standardizedFileURL.path.dropFirst(root.path.count + 1)
            if let entry = Self.read(file, path: path, now: clock()) { entries[path] = entry }
        }
    }

    /// The URL to write into a page for the file at `path` (`/css/suite.css`): with `?v=<version>`
    /// when the file exists and is not a JavaScript module, else `path` unchanged.
    public func url(_ path: String) -> String {
        guard !path.hasSuffix(".js"), let version = version(of: path) else { return path }
        return path + "?v=" + version
    }

    /// Every module the JavaScript module at `path` imports statically, directly or through other
    /// modules, in the order they are first met (`/js/disposable.js` → `/js/shared/camera.js`,
    /// `/js/shared/permissions.js`, …). A page lists them as `modulepreload` links, so the browser
    /// asks for the whole graph at once instead of one round trip per level of imports.
    public func moduleImports(of path: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = [path]
        var queue = [path]
        while !queue.isEmpty {
            let module = queue.removeFirst()
            for dependency in directImports(of: module) where seen.insert(dependency).inserted {
                found.append(dependency)
                queue.append(dependency)
            }
        }
        return found
    }

    private var importCache: [String: (version: String, imports: [String])] = [:]

    /// The static `import … from "…"` / `import "…"` paths of one module, resolved against it;
    /// re-read only when the file's version changes. Dynamic `import()` is left to load lazily.
    private func directImports(of path: String) -> [String] {
        guard path.hasSuffix(".js"), let version = version(of: path) else { return [] }
        lock.lock()
        let cached = importCache[path]
        lock.unlock()
        if let cached, cached.version == version { return cached.imports }
        guard let text = try? String(contentsOfFile: directory + path, encoding: .utf8) else { return [] }
        let base = URL(string: "http://assets" + path)
        let imports = Self.importSpecifiers(in: text).compactMap { specifier -> String? in
            guard specifier.hasPrefix("/") || specifier.hasPrefix("./") || specifier.hasPrefix("../"),
                  let resolved = URL(string: specifier, relativeTo: base)?.path, isServable(resolved)
            else { return nil }
            return resolved
        }
        lock.lock()
        importCache[path] = (version, imports)
        lock.unlock()
        return imports
    }

    /// The specifiers of the statements that start with `import` at the beginning of a line.
    static func importSpecifiers(in text: String) -> [String] {
        var specifiers: [String] = []
        var statement: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if statement == nil, trimmed.hasPrefix("import ") || trimmed.hasPrefix("import{") || trimmed.hasPrefix("import\"") {
                statement = ""
            }
            guard var current = statement else { continue }
            current += " " + trimmed
            // A statement ends at its quoted specifier (`from "./x.js";` or `import "./x.js";`).
            if let quote = current.last(where: { $0 == "\"" || $0 == "'" }),
               current.filter({ $0 == quote }).count >= 2, trimmed.hasSuffix(";") || trimmed.hasSuffix(String(quote)) {
                let parts = current.split(separator: quote, omittingEmptySubsequences: false)
                if parts.count >= 3 { specifiers.append(String(parts[parts.count - 2])) }
                statement = nil
            } else {
                statement = current
            }
        }
        return specifiers
    }

    /// The current version of the file at `path`, or nil when there is no such file.
    public func version(of path: String) -> String? {
        let now = clock()
        lock.lock()
        let known = entries[path]
        lock.unlock()
        if let known, now.timeIntervalSince(known.checked) < recheckInterval { return known.version }
        guard isServable(path), let fresh = Self.reread(path, in: directory, known: known, now: now) else { return nil }
        lock.lock()
        entries[path] = fresh
        lock.unlock()
        return fresh.version
    }

    /// Whether `path` may name a file in `Public/`, judged by its first segment without touching
    /// the disk, so page requests skip the file system entirely.
    public func isServable(_ path: String) -> Bool {
        guard path.hasPrefix("/"), !path.contains("..") else { return false }
        let first = path.dropFirst().prefix { $0 != "/" }
        return !first.isEmpty && topLevelNames.contains(String(first))
    }

    /// The bytes to serve for `path` when it is a rewritten file (current as `version(of:)` is).
    public func transformedBody(of path: String) -> (body: Data, version: String)? {
        guard Self.transforms[path] != nil, let version = version(of: path) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return entries[path]?.transformed.map { ($0, version) }
    }

    private static func reread(_ sitePath: String, in directory: String, known: Entry?, now: Date) -> Entry? {
        let path = directory + sitePath
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        let modified = attributes[.modificationDate] as? Date ?? .distantPast
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        if var known, known.modified == modified, known.size == size {
            known.checked = now
            return known
        }
        return read(url, path: sitePath, now: now)
    }

    private static func read(_ file: URL, path: String, now: Date) -> Entry? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let data = FileManager.default.contents(atPath: file.path)
        else { return nil }
        let transformed = transforms[path].map { transform in Data(transform(String(decoding: data, as: UTF8.self)).utf8) }
        let digest = Hex.lowercase(SHA256.hash(data: transformed ?? data))
        return Entry(
            version: String(digest.prefix(12)), modified: attributes[.modificationDate] as? Date ?? .distantPast,
            size: data.count, checked: now, transformed: transformed)
    }
}

extension Application {
    private struct StaticAssetsKey: StorageKey { typealias Value = StaticAssets }

    /// The static files this server serves; set by `configureServerCore`.
    public var staticAssets: StaticAssets {
        get {
            guard let assets = storage[StaticAssetsKey.self] else {
                fatalError("staticAssets is read before configureServerCore set it")
            }
            return assets
        }
        set { storage[StaticAssetsKey.self] = newValue }
    }
}
