import Foundation
import Localization
import MemoryAPI
import MemoryKit
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: entries CRUD and listing")
struct EntryContractTests {
    @Test("text and song entries are created, read, replaced and deleted")
    func crud() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "crud@example.com")
            // act
            let text = try await user.createText("# Bugün\n**güzel** bir gün", title: "Gün", tags: ["#Deniz", "deniz", "Kahve"])
            let song = try await user.create(.init(
                kind: .song, occurredAt: Date(timeIntervalSince1970: 1_700_000_000), utcOffsetSeconds: 10_800,
                song: .init(title: "Gesi Bağları", artist: "Zülfü Livaneli", genre: "folk")))
            let fetched = try await user.client.getEntry(path: .init(entryId: text.id))
            let updated = try await user.client.updateEntry(
                path: .init(entryId: text.id),
                body: .json(.init(title: "Yeni", text: "changed", tags: ["yaz"], occurredAt: text.occurredAt,
                                  utcOffsetSeconds: 3600, isPrivate: false)))
            let deleted = try await user.client.deleteEntry(path: .init(entryId: text.id))
            let afterDelete = try await user.client.getEntry(path: .init(entryId: text.id))
            // check
            #expect(text.text == "# Bugün\n**güzel** bir gün", "markdown is kept as text")
            #expect(text.tags == ["deniz", "kahve"])
            #expect(text.isPrivate)
            let songEntry = try song.created.body.json
            #expect(songEntry.song?.artist == "Zülfü Livaneli")
            #expect(songEntry.utcOffsetSeconds == 10_800)
            #expect(try fetched.ok.body.json.id == text.id)
            let changed = try updated.ok.body.json
            #expect(changed.title == "Yeni" && changed.tags == ["yaz"] && changed.isPrivate == false)
            #expect(changed.kind == .text)
            _ = try deleted.noContent
            #expect(try afterDelete.notFound.body.applicationProblemJson.code == "not_found")
        }
    }

    @Test("bad input is a 400 naming every field")
    func validation() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "valid@example.com")
            // act
            let output = try await user.create(.init(
                kind: .text, title: String(repeating: "x", count: 201), text: "ok", occurredAt: Date(timeIntervalSince1970: -3_000_000_000),
                utcOffsetSeconds: 0, location: .init(latitude: 91, longitude: 0)))
            let songWithoutDetails = try await user.create(.init(kind: .song, utcOffsetSeconds: 0))
            let reversed = try await user.client.listEntries(query: .init(
                from: Date(timeIntervalSince1970: 2_000), to: Date(timeIntervalSince1970: 1_000)))
            // check
            let problem = try output.badRequest.body.applicationProblemJson
            #expect(problem.code == "validation_failed")
            #expect(Set(problem.errors?.map(\.field) ?? []) == ["title", "occurredAt", "location.latitude"])
            #expect(try songWithoutDetails.badRequest.body.applicationProblemJson.errors?.first?.field == "song")
            let range = try reversed.badRequest.body.applicationProblemJson
            #expect(range.errors?.first?.field == "to" && range.errors?.first?.reason == .rangeReversed)
        }
    }

    @Test("an unknown kind in the metadata part is a 400, not a 500 with internals")
    func undecodableMetadata() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "kind@example.com")
            let body = "--B\r\nContent-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json\r\n\r\n{\"kind\":\"video\"}\r\n--B--\r\n"
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=B")
            headers.bearerAuthorization = .init(token: user.token)
            // act
            var captured: TestingHTTPResponse?
            try await app.testing().test(.POST, "/api/entries", headers: headers, body: ByteBuffer(string: body)) { captured = $0 }
            // check
            let response = try #require(captured)
            #expect(response.status == .badRequest)
            #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(!response.body.string.contains("Server error"))
        }
    }

    @Test("a refusal's detail names each field's problem in the reader's language; the codes stay as they are")
    func localizedValidationDetail() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "dil@example.com")
            let metadata = #"{"kind":"text","text":"Eski","occurredAt":"2999-01-01T10:00:00Z","utcOffsetSeconds":0}"#
            let body = "--B\r\nContent-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json\r\n\r\n\(metadata)\r\n--B--\r\n"
            func send(_ language: String) async throws -> ProblemDetails {
                var headers = HTTPHeaders()
                headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=B")
                headers.replaceOrAdd(name: .acceptLanguage, value: language)
                headers.bearerAuthorization = .init(token: user.token)
                var captured: TestingHTTPResponse?
                try await app.testing().test(.POST, "/api/entries", headers: headers, body: ByteBuffer(string: body)) { captured = $0 }
                let response = try #require(captured)
                #expect(response.status == .badRequest)
                return try JSONDecoder().decode(ProblemDetails.self, from: Data(response.body.readableBytesView))
            }
            // act
            let turkish = try await send("tr-TR")
            let french = try await send("fr")
            // check
            let issue = FieldIssue(field: "occurredAt", reason: .outOfRange)
            #expect(turkish.detail == issue.message(in: .tr) && french.detail == issue.message(in: .fr))
            #expect(turkish.detail != french.detail)
            #expect(turkish.code == "validation_failed" && turkish.errors?.map(\.field) == ["occurredAt"])
        }
    }

    @Test("a multipart body without the metadata part is a 400 (schemathesis found it as a 500)")
    func missingMetadata() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "empty@example.com")
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=c637")
            headers.bearerAuthorization = .init(token: user.token)
            // act
            var captured: TestingHTTPResponse?
            try await app.testing().test(.POST, "/api/entries", headers: headers, body: ByteBuffer(string: "--c637--\r\n")) {
                captured = $0
            }
            // check
            let response = try #require(captured)
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("malformed_request"))
        }
    }

    @Test("listing: newest first, stable paging, date/type/tag filters")
    func listing() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "list@example.com")
            let base = Date(timeIntervalSince1970: 1_700_000_000)
            var created: [String] = []
            for index in 0..<5 {
                let entry = try await user.createText("entry \(index)", tags: index.isMultiple(of: 2) ? ["even", "all"] : ["all"],
                                                      at: base.addingTimeInterval(Double(index % 3) * 3600))
                created.append(entry.id)
            }
            _ = try await user.create(.init(kind: .song, occurredAt: base, utcOffsetSeconds: 0, song: .init(title: "S", artist: "A")))
            // act
            let page1 = try await user.client.listEntries(query: .init(page: 1, pageSize: 2)).ok.body.json
            let page2 = try await user.client.listEntries(query: .init(page: 2, pageSize: 2)).ok.body.json
            let all = try await user.client.listEntries(query: .init(pageSize: 100)).ok.body.json
            let texts = try await user.client.listEntries(query: .init(_type: [.text])).ok.body.json
            let even = try await user.client.listEntries(query: .init(tag: ["EVEN", "all"])).ok.body.json
            let window = try await user.client.listEntries(query: .init(
                from: base.addingTimeInterval(3600), to: base.addingTimeInterval(3600))).ok.body.json
            // check
            #expect(all.total == 6 && page1.total == 6)
            let ids = all.items.map(\.id)
            let expected = all.items.sorted { (a: Components.Schemas.Entry, b: Components.Schemas.Entry) -> Bool in
                a.occurredAt != b.occurredAt ? a.occurredAt > b.occurredAt : a.id > b.id
            }.map(\.id)
            #expect(ids == expected)
            #expect(page1.items.map(\.id) + page2.items.map(\.id) == Array(all.items.prefix(4)).map(\.id))
            #expect(page1.hasMore && !all.hasMore)
            #expect(texts.total == 5)
            #expect(Set(even.items.map(\.id)) == Set([created[0], created[2], created[4]]))
            #expect(window.items.allSatisfy { $0.occurredAt == base.addingTimeInterval(3600) } && window.total == 2)
        }
    }

    @Test("the timeline total follows creates and deletes, and is the owner's own")
    func totalFollowsWrites() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "total@example.com")
            let other = try await TestUser.register(app, "other-total@example.com")
            let first = try await user.createText("one", tags: [], at: Date(timeIntervalSince1970: 1_700_000_000))
            _ = try await user.createText("two", tags: [], at: Date(timeIntervalSince1970: 1_700_000_100))
            _ = try await other.createText("theirs", tags: [], at: Date(timeIntervalSince1970: 1_700_000_200))
            let before = try await user.client.listEntries(query: .init()).ok.body.json.total
            // act
            _ = try await user.client.deleteEntry(path: .init(entryId: first.id))
            _ = try await other.client.deleteEntry(path: .init(entryId: first.id))  // not theirs: 404, no change
            let after = try await user.client.listEntries(query: .init()).ok.body.json.total
            let theirs = try await other.client.listEntries(query: .init()).ok.body.json.total
            let pastTheEnd = try await user.client.listEntries(query: .init(_type: [.text], page: 9, pageSize: 10)).ok.body.json
            // check
            #expect(pastTheEnd.items.isEmpty && pastTheEnd.total == 1)
            #expect(before == 2)
            #expect(after == 1)
            #expect(theirs == 1)
        }
    }
}
