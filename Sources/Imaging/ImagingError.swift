/// Why an image was refused or could not be processed.
public enum ImagingError: Error, Equatable, Sendable {
    /// The bytes are not one of the accepted formats (JPEG, PNG, HEIC, WebP): answer 415.
    case unsupportedType
    /// The bytes look like an accepted format but libvips cannot decode them: answer 415.
    case undecodable(detail: String)
    /// The header reads but the pixels do not decode: the file is truncated or damaged (answer 422).
    /// `detail` is for logs, never for clients.
    case corrupt(detail: String)
    /// The image has more pixels than allowed (decompression-bomb guard): answer 413.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// libvips failed while making a thumbnail. `detail` is for logs, never for clients.
    case processingFailed(detail: String)
    /// libvips could not be started.
    case startFailed(detail: String)
}
