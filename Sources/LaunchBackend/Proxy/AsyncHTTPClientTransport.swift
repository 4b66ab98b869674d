import AsyncHTTPClient
import Foundation
import HTTPTypes
import HTTPTypesFoundation
import LaunchLibrary
import NIOCore
import NIOHTTP1

/// LaunchLibrary's `HTTPTransport` over async-http-client, the server's HTTP client (on the
/// event loops the server already runs, instead of URLSession's libcurl threads on Linux).
struct AsyncHTTPClientTransport: HTTPTransport {
    let client: HTTPClient
    var timeout: TimeAmount = .seconds(20)
    /// Larger answers are refused: LL2's biggest page (100 detailed launches) is a few MB.
    var maxBodyBytes = 16 * 1024 * 1024

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        guard let url = request.url else { throw TransportError.badURL }
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headerFields {
            outgoing.headers.add(name: field.name.rawName, value: field.value)
        }
        let incoming = try await client.execute(outgoing, timeout: timeout)
        let body = try await incoming.body.collect(upTo: maxBodyBytes)
        var response = HTTPResponse(status: .init(code: Int(incoming.status.code)))
        for (name, value) in incoming.headers {
            if let fieldName = HTTPField.Name(name) { response.headerFields.append(HTTPField(name: fieldName, value: value)) }
        }
        return (Data(body.readableBytesView), response)
    }

    enum TransportError: Error { case badURL }
}
