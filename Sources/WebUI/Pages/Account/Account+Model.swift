/// What a refused form says: the field it names (shown beside it) or none (a banner).
public struct FormProblem: Sendable, Equatable {
    public var field: String?
    public var message: String

    public init(field: String?, message: String) {
        self.field = field
        self.message = message
    }

    /// The message when it is about `name`.
    func message(for name: String) -> String? {
        field == name ? message : nil
    }
}

/// Sign-in and sign-up: email and password, then back to `next`.
public struct CredentialsPage: Sendable {
    public enum Mode: Sendable { case signIn, register }

    public var mode: Mode
    public var email: String?
    /// Where to go afterwards (already checked to be a same-site path).
    public var next: String
    public var problem: FormProblem?

    public init(mode: Mode, email: String? = nil, next: String = "/", problem: FormProblem? = nil) {
        self.mode = mode
        self.email = email
        self.next = next
        self.problem = problem
    }
}

/// `/account/password`.
public struct ChangePasswordPage: Sendable {
    public var problem: FormProblem?

    public init(problem: FormProblem? = nil) {
        self.problem = problem
    }
}

/// `/account/delete`: the password confirms.
public struct DeleteAccountPage: Sendable {
    public var problem: FormProblem?

    public init(problem: FormProblem? = nil) {
        self.problem = problem
    }
}
