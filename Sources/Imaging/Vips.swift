import Foundation
import CVips
import Synchronization

/// Starts libvips exactly once per process and reads its error buffer.
///
/// A Swift global is initialised lazily and atomically, which gives the "init once"
/// guarantee without a lock of our own. libvips itself is thread-safe once started.
enum Vips {
    private static let startResult: Result<Void, ImagingError> = {
        guard cvips_init() == 0 else {
            return .failure(.startFailed(detail: takeError()))
        }
        // Uploads are processed once; caching whole operations would only hold memory.
        vips_cache_set_max(0)
        started.store(true, ordering: .releasing)
        return .success(())
    }()

    private static let started = Atomic(false)

    /// Frees the buffers libvips keeps for the calling thread, which is about to end; nothing to
    /// do (and nothing libvips could look up) before libvips was started.
    static func threadEnding() {
        guard started.load(ordering: .acquiring) else { return }
        vips_thread_shutdown()
    }

    /// Ensures libvips is running; cheap after the first call.
    static func start() throws(ImagingError) {
        try startResult.get()
    }

    /// Returns and clears libvips' (process-wide) error text.
    static func takeError() -> String {
        guard let copy = vips_error_buffer_copy() else { return "unknown libvips error" }
        defer { g_free(copy) }
        let text = String(cString: copy).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "unknown libvips error" : text
    }
}
