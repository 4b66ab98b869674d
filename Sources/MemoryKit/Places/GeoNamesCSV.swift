import Foundation

/// Why the places file could not be read.
public struct PlacesFileError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "places file, line \(line): \(reason)" }
}

/// Parses `rg_cities1000.csv` (header `lat,lon,name,admin1,admin2,cc`; a few names are quoted
/// because they hold commas).
enum GeoNamesCSV {
    static func parse(_ data: Data) throws(PlacesFileError) -> [Place] {
        var places: [Place] = []
        places.reserveCapacity(data.count / 50)
        var lineNumber = 0
        var failure: PlacesFileError?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count, failure == nil {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                lineNumber += 1
                if lineNumber > 1, end > start {
                    let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    do throws(PlacesFileError) {
                        places.append(try place(from: line, lineNumber: lineNumber))
                    } catch {
                        failure = error
                    }
                }
                start = end + 1
            }
        }
        if let failure { throw failure }
        return places
    }

    static func place(from line: String, lineNumber: Int) throws(PlacesFileError) -> Place {
        let fields = split(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        guard fields.count == 6 else { throw PlacesFileError(line: lineNumber, reason: "expected 6 fields, found \(fields.count)") }
        guard let latitude = Double(fields[0]), abs(latitude) <= 90 else { throw PlacesFileError(line: lineNumber, reason: "bad lat") }
        guard let longitude = Double(fields[1]), abs(longitude) <= 180 else { throw PlacesFileError(line: lineNumber, reason: "bad lon") }
        let country = fields[5]
        return Place(name: readable(fields[2], country: country), region: readable(fields[3], country: country),
                     countryCode: country, latitude: latitude, longitude: longitude)
    }

    /// Splits on commas outside double quotes.
    static func split(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        for character in line {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted:
                fields.append(field)
                field = ""
            default: field.append(character)
            }
        }
        fields.append(field)
        return fields
    }

    /// The table's ASCII names spell some Turkish letters the German way ("UEskuedar",
    /// "Eminoenue"); Turkish has no "ue"/"oe" of its own, so those become ü/ö again.
    static func readable(_ name: String, country: String) -> String {
        guard country == "TR", name.contains("e") || name.contains("E") else { return name }
        return name.replacingOccurrences(of: "UE", with: "Ü").replacingOccurrences(of: "OE", with: "Ö")
            .replacingOccurrences(of: "Ue", with: "Ü").replacingOccurrences(of: "Oe", with: "Ö")
            .replacingOccurrences(of: "ue", with: "ü").replacingOccurrences(of: "oe", with: "ö")
    }
}
