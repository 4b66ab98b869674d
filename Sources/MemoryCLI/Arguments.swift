import ArgumentParser
import Foundation
import MemoryKit

/// `--date`: a day (`2024-05-31`, noon), a local time (`2024-05-31T18:30`) or RFC 3339.
enum DateArgument {
    static func parse(_ text: String) throws -> Date {
        let iso = ISO8601DateFormatter()
        if let date = iso.date(from: text) { return date }
        for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = .current
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return format == "yyyy-MM-dd" ? date.addingTimeInterval(12 * 3600) : date
            }
        }
        throw ValidationError("--date: '\(text)' is not a date (use 2024-05-31, 2024-05-31T18:30 or RFC 3339)")
    }
}

/// `--place`: `latitude,longitude` or `latitude,longitude,name`.
enum PlaceArgument {
    static func parse(_ text: String) throws -> Location {
        let parts = text.split(separator: ",", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw ValidationError("--place: '\(text)' is not 'latitude,longitude[,name]'")
        }
        let location = Location(latitude: latitude, longitude: longitude, name: parts.count == 3 ? parts[2] : nil)
        do { try location.validate() } catch {
            throw ValidationError("--place: \(error.fields.joined(separator: ", ")) out of range")
        }
        return location
    }
}
