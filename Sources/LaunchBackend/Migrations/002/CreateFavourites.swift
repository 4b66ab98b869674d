import Fluent
import SQLKit
import ServerCore

/// Starred launches, per account; rows go with their account through the foreign key's cascade.
struct CreateFavourites: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FavouriteRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("launch_id", .string, .required)
            .field("name", .string, .required)
            .field("net", .datetime)
            .field("created_at", .datetime, .required)
            // Starring twice keeps one row, even when two taps race.
            .unique(on: "user_id", "launch_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FavouriteRecord.schema).delete()
    }
}
