import Foundation
import Imaging
import ServerCore
import Synchronization

/// A photo's display copy (long edge 1920, upright, no metadata), made once however many ask
/// for it at the same moment: the derivatives job in the background, or a request that wants it
/// before the job came round to it.
///
/// The wall shows a new photo the moment it is uploaded. Without a display copy it had to load
/// the original (3–6 MB, up to 17 megapixels), which a browser decodes and paints in seconds, and
/// after a toast the job is minutes behind. So the file URL of a photo still processing makes
/// its display copy on the spot, at `.upload` priority (someone is waiting), and the job later
/// finds it made. One copy per photo per instance is in the making at a time; two instances may
/// both make it, and write the same bytes.
final class DisplayCopies: Sendable {
    private let making = Mutex<[UUID: Task<Data, any Error>]>([:])

    /// The stored display copy's bytes, or a new one made from the original and stored first.
    func copy(of photo: PhotoRecord, settings: DisposableSettings, priority: MediaWork.Priority) async throws -> Data {
        let task = making.withLock { making in
            if let task = making[photo.id] { return task }
            let task = Task {
                defer { _ = self.making.withLock { $0.removeValue(forKey: photo.id) } }
                return try await Self.storedOrMade(photo, settings: settings, priority: priority)
            }
            making[photo.id] = task
            return task
        }
        return try await task.value
    }

    private static func storedOrMade(
        _ photo: PhotoRecord, settings: DisposableSettings, priority: MediaWork.Priority
    ) async throws -> Data {
        let location = photo.location(.display)
        if try await settings.store.size(at: location) != nil { return try await settings.store.data(at: location) }
        let display = try await settings.store.withLocalCopy(at: photo.location(.original)) { original in
            try await settings.imaging.thumbnail(ofFileAt: original, longEdge: DerivativesJob.displayEdge, priority: priority)
        }
        try await settings.store.write(display.jpeg, at: location)
        return display.jpeg
    }
}
