import Foundation
import Testing

@testable import MemoryKit

@Suite struct PlaceIndexTests {
    private static let index = try! PlaceIndex(contentsOf: FixtureFiles.url("places-sample.csv"))

    @Test func aCoordinateInIstanbulFindsAnIstanbulDistrict() throws {
        // act: Sultanahmet, the old city
        let match = try #require(Self.index.nearest(latitude: 41.0054, longitude: 28.9768))
        // check
        #expect(match.place.region == "Istanbul")
        #expect(match.place.countryCode == "TR")
        #expect(match.distanceKilometres < 3)
    }

    @Test func germanSpellingsOfTurkishNamesAreRestored() throws {
        // act: Üsküdar, written "UEskuedar" in the table
        let match = try #require(Self.index.nearest(latitude: 41.0226, longitude: 29.0237))
        // check
        #expect(match.place.name == "Üsküdar")
        #expect(match.place.label == "Üsküdar, Istanbul")
    }

    @Test func theCityItselfIsLabelledOnce() {
        let place = Place(name: "Istanbul", region: "İstanbul", countryCode: "TR", latitude: 41, longitude: 29)
        #expect(place.label == "Istanbul")
    }

    @Test func theFixturePhotosTownIsFound() throws {
        // act: the EXIF position of DSCN0010.jpg (N 43.467, E 11.885)
        let match = try #require(Self.index.nearest(latitude: 43.4674, longitude: 11.8851))
        // check
        #expect(match.place.countryCode == "IT")
        #expect(match.distanceKilometres < 10)
    }

    @Test func openSeaFindsNothing() {
        // the Black Sea, 150 km from any town
        #expect(Self.index.nearest(latitude: 42.5, longitude: 31.5) == nil)
    }

    @Test func invalidCoordinatesFindNothing() {
        #expect(Self.index.nearest(latitude: .nan, longitude: 0) == nil)
        #expect(Self.index.nearest(latitude: 91, longitude: 0) == nil)
    }

    @Test func quotedNamesWithCommasAreRead() {
        #expect(Self.index.nearest(latitude: 47.25368, longitude: 8.85654)?.place.name == "Rueti / Dorfzentrum, Suedl. Teil")
    }

    @Test func aMalformedRowNamesItsLine() {
        // setup
        let csv = Data("lat,lon,name,admin1,admin2,cc\n41.0,29.0,A,B,,TR\nnorth,29.0,C,D,,TR\n".utf8)
        // act / check
        #expect(throws: PlacesFileError(line: 3, reason: "bad lat")) { try GeoNamesCSV.parse(csv) }
    }

    @Test func searchAcrossTheAntimeridian() throws {
        // setup: a town just east of 180° and a query just west of it
        let index = PlaceIndex(places: [Place(name: "Taveuni", region: "", countryCode: "FJ", latitude: -16.9, longitude: 179.99)])
        // act
        let match = index.nearest(latitude: -16.9, longitude: -179.95)
        // check
        #expect(match?.place.name == "Taveuni")
    }
}
