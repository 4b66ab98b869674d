#if canImport(Security)
    import Foundation
    import Security

    /// A `TokenStore` in the Keychain: one generic password item holding the session
    /// as JSON, readable after the first unlock and never synced or restored to another device.
    public struct KeychainTokenStore: TokenStore {
        public let service: String
        public let account: String

        public init(service: String = "com.memoryrecap.session", account: String = "default") {
            self.service = service
            self.account = account
        }

        private var query: [String: Any] {
            [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
             kSecAttrAccount as String: account]
        }

        public func load() throws -> SessionTokens? {
            var query = query
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: AnyObject?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return nil }
            guard status == errSecSuccess, let data = result as? Data else { throw KeychainError(status: status) }
            return try JSONDecoder().decode(SessionTokens.self, from: data)
        }

        public func save(_ tokens: SessionTokens) throws {
            let data = try JSONEncoder().encode(tokens)
            let update: [String: Any] = [kSecValueData as String: data]
            var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
            if status == errSecItemNotFound {
                var add = query
                add[kSecValueData as String] = data
                add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
                status = SecItemAdd(add as CFDictionary, nil)
            }
            guard status == errSecSuccess else { throw KeychainError(status: status) }
        }

        public func clear() throws {
            let status = SecItemDelete(query as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
        }
    }

    /// A Keychain call failed with this `OSStatus`.
    public struct KeychainError: Error, Equatable {
        public let status: OSStatus
    }
#endif
