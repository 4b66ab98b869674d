extension LocalizedKey {
    /// What is wrong with this key type's table (see `StringTable.problems()`).
    public static func tableProblems() -> [String] {
        strings.problems()
    }
}

/// Checks several modules' tables at once: each kit lists its key types, and one test walks them all.
public enum StringTables {
    /// Every problem of every table, each prefixed with its key type ("SleepText: tr: missing x").
    public static func problems(_ tables: [any LocalizedKey.Type]) -> [String] {
        tables.flatMap { table in table.tableProblems().map { "\(table): \($0)" } }
    }
}
