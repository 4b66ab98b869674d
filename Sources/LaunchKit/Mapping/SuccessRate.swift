import Foundation
import LaunchLibrary

/// A program's success rate, defined as
/// `successes ÷ (successes + failures + partial failures)` over its **finished** launches.
///
/// Launches still to come, on hold, in flight or with an unknown status do not count either way:
/// they have no result yet. A partial failure counts as not successful (the payload did not
/// reach its intended orbit). With no finished launch the rate is undefined (`nil`), not 0 %.
public struct SuccessRate: Hashable, Sendable {
    public let successes: Int
    public let failures: Int
    public let partialFailures: Int

    public init(successes: Int, failures: Int, partialFailures: Int) {
        self.successes = successes
        self.failures = failures
        self.partialFailures = partialFailures
    }

    /// Counts the outcomes of `launches`, ignoring unfinished ones.
    public init(launches: [Launch]) {
        var successes = 0, failures = 0, partial = 0
        for launch in launches {
            switch launch.status?.outcome {
            case .success: successes += 1
            case .failure: failures += 1
            case .partialFailure: partial += 1
            default: break
            }
        }
        self.init(successes: successes, failures: failures, partialFailures: partial)
    }

    /// Launches with a known result.
    public var finished: Int { successes + failures + partialFailures }

    /// The rate in 0…1, or nil when nothing has finished.
    public var value: Double? { finished == 0 ? nil : Double(successes) / Double(finished) }
}
