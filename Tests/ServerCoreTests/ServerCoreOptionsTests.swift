import ServerCore
import Testing

@Suite("Server options from the environment")
struct ServerCoreOptionsTests {
    @Test("BCRYPT_COST is 12 when unset or empty, and any whole number from 4 to 31 when given")
    func bcryptCost() throws {
        #expect(try ServerCoreOptions.fromEnvironment { _ in nil }.bcryptCost == 12)
        #expect(try ServerCoreOptions.fromEnvironment { _ in "" }.bcryptCost == 12)
        for cost in [4, 10, 31] {
            #expect(try ServerCoreOptions.fromEnvironment { $0 == "BCRYPT_COST" ? "\(cost)" : nil }.bcryptCost == cost)
        }
    }

    @Test("A cost outside 4 to 31, or not a number, stops the start with a message naming BCRYPT_COST")
    func badCost() {
        for text in ["3", "32", "-1", "12.5", "twelve"] {
            let error = #expect(throws: ConfigError.self) {
                try ServerCoreOptions.fromEnvironment { $0 == "BCRYPT_COST" ? text : nil }
            }
            #expect(error?.description == "Configuration BCRYPT_COST must be a whole number from 4 to 31.")
        }
    }
}
