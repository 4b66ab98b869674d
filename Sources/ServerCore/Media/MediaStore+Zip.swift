import Foundation
import NIOConcurrencyHelpers
import NIOCore
import ZipStream

extension MediaStore {
    /// A ZIP entry for a stored file. A local file is the plain file entry. A stored object is
    /// named by its `archiveReference`, which `ZipResponseBody` reads with ranged GETs when the
    /// size and CRC are known; without a CRC (it is computed while streaming) or when the archive
    /// is pulled as a sequence, its bytes come through `read`, 256 KiB at a time.
    public func zipEntry(
        at location: MediaLocation, path: String, modified: Date, size: UInt64, crc32: UInt32? = nil
    ) -> ZipEntry {
        let reference = archiveReference(at: location)
        if reference.isFileURL { return .file(reference, path: path, modified: modified, size: size, crc32: crc32) }
        var entry = ZipEntry(path: path, modified: modified, size: size, crc32: crc32) { [self] in
            let offset = NIOLockedValueBox<UInt64>(0)
            return ZipChunks {
                let start = offset.withLockedValue { $0 }
                guard start < size else { return nil }
                let count = Int(min(size - start, 256 * 1024))
                var buffer = ByteBuffer()
                try await read(at: location, offset: Int64(start), count: count, into: &buffer)
                offset.withLockedValue { $0 += UInt64(count) }
                return Array(buffer.readableBytesView)
            }
        }
        entry.file = reference
        return entry
    }
}
