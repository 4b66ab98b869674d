import Vapor

extension Request {
    /// Memory's reads over the request's database (each takes the owner).
    var memoryReads: MemoryReads { .live(db.sql) }
}
