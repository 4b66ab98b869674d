import Foundation

/// Reads RFC 4180 CSV records: quoted fields may hold commas, quotes (`""`) and line breaks,
/// so a record can span lines; `number` is the line the record starts on.
struct CSVLines {
    struct Record {
        var number: Int
        var fields: [String]
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    init(_ data: Data) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a BOM from spreadsheet tools
        self.bytes = bytes
    }

    mutating func next() -> Record? {
        guard position < bytes.count else { return nil }
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if quoted {
                if byte == 0x22 {
                    if position < bytes.count, bytes[position] == 0x22 {
                        field.append(0x22)
                        position += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 0x22 where field.isEmpty: quoted = true
            case 0x2C:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case 0x0A:
                line += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return Record(number: start, fields: fields)
            case 0x0D: continue
            default: field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return Record(number: start, fields: fields)
    }
}
