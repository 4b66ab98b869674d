import Foundation

/// What a media signature covers: the file and the variant, so a thumbnail URL cannot be
/// turned into one for the original.
enum MediaAccess {
    static func resource(_ mediaID: UUID, variant: String) -> String {
        "media:\(mediaID.uuidString.lowercased()):\(variant)"
    }
}
