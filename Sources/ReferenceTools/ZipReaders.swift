import Foundation

/// Two independent ZIP readers: Info-ZIP's `unzip` and Python's `zipfile`.
public enum ZipReaders {
    /// Whether `unzip -t` finds every entry whole (CRCs, sizes, the central directory).
    public static func unzipAccepts(_ archive: Data) async throws -> Bool {
        try await ReferenceTool.withFile(archive, name: "archive.zip") { url in
            try await ReferenceTool.run("/usr/bin/unzip", ["-tqq", url.path]).status == 0
        }
    }

    /// Python's `zipfile` with every CRC checked (`testzip`): "ok N" with the number of
    /// entries, or "bad NAME" for the first entry that does not check.
    public static func pythonCheck(_ archive: Data) async throws -> String {
        let script = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1])\nbad=z.testzip()\nprint('bad '+bad if bad else 'ok %d' % len(z.infolist()))"
        return try await ReferenceTool.withFile(archive, name: "archive.zip") { url in
            try await ReferenceTool.python(["-c", script, url.path]).text
        }
    }
}
