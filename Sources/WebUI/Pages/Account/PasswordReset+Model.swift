/// `/account/forgot`: the email to send a reset link to; afterwards, the same answer for every
/// address (`sentTo`), so the page never tells whether an account exists.
public struct ForgotPasswordPage: Sendable {
    public var email: String?
    public var problem: FormProblem?
    /// The address the answer names once the form was sent; nil shows the form.
    public var sentTo: String?
    /// False when the server sends no mail (no `SMTP_URL`): the page says where the link went.
    public var mailConfigured: Bool

    public init(email: String? = nil, problem: FormProblem? = nil, sentTo: String? = nil, mailConfigured: Bool) {
        self.email = email
        self.problem = problem
        self.sentTo = sentTo
        self.mailConfigured = mailConfigured
    }
}

/// `/account/reset/{token}`: a new password for the link's account, or, when the link has
/// expired or was used, why not and the way to a new one (`isLive` false).
public struct ResetPasswordPage: Sendable {
    public var token: String
    public var isLive: Bool
    public var problem: FormProblem?

    public init(token: String, isLive: Bool, problem: FormProblem? = nil) {
        self.token = token
        self.isLive = isLive
        self.problem = problem
    }
}
