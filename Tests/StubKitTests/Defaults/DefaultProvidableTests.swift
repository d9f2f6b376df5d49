import Foundation
import StubKit
import XCTest

/// A user type made stubbable by conforming.
private struct Profile: DefaultProvidable, Equatable {
    var name: String
    var age: Int

    static let defaultValue = Profile(name: "anonymous", age: -1)
}

/// What `stub(of:)` answers for a function returning `T`.
private func stubbedDefault<T: DefaultProvidable>(_: T.Type) -> T {
    let action = stub(of: { (_: Int) -> T in T.defaultValue })
    return action(0)
}

final class DefaultProvidableTests: XCTestCase {
    func testStandardLibraryDefaults() {
        XCTAssertEqual(String.defaultValue, "")
        XCTAssertEqual(Substring.defaultValue, "")
        XCTAssertEqual(Bool.defaultValue, false)
        XCTAssertEqual(Int.defaultValue, 0)
        XCTAssertEqual(Int8.defaultValue, 0)
        XCTAssertEqual(Int16.defaultValue, 0)
        XCTAssertEqual(Int32.defaultValue, 0)
        XCTAssertEqual(Int64.defaultValue, 0)
        XCTAssertEqual(UInt.defaultValue, 0)
        XCTAssertEqual(UInt8.defaultValue, 0)
        XCTAssertEqual(UInt16.defaultValue, 0)
        XCTAssertEqual(UInt32.defaultValue, 0)
        XCTAssertEqual(UInt64.defaultValue, 0)
        XCTAssertEqual(Double.defaultValue, 0.0)
        XCTAssertEqual(Float.defaultValue, 0.0)
        XCTAssertEqual([Int].defaultValue, [])
        XCTAssertEqual(ContiguousArray<String>.defaultValue, [])
        XCTAssertEqual([String: Int].defaultValue, [:])
        XCTAssertEqual(Set<Int>.defaultValue, [])
        XCTAssertNil(Int?.defaultValue)
        XCTAssertEqual(String??.defaultValue, .none)
    }

    func testFoundationDefaults() {
        XCTAssertEqual(Decimal.defaultValue, 0)
        XCTAssertTrue(Decimal.defaultValue.isZero)
        XCTAssertEqual(CGFloat.defaultValue, 0.0)
        XCTAssertEqual(Data.defaultValue, Data())
        XCTAssertTrue(Data.defaultValue.isEmpty)
        XCTAssertEqual(Locale.defaultValue, Locale(identifier: ""))
        XCTAssertEqual(Locale.defaultValue.identifier, "")
        XCTAssertEqual(URL.defaultValue, URL(fileURLWithPath: "/"))
        XCTAssertTrue(URL.defaultValue.isFileURL)
        XCTAssertEqual(URL.defaultValue.path, "/")
        XCTAssertEqual(URL.defaultValue.absoluteString, "file:///")
        XCTAssertEqual(URLComponents.defaultValue, URLComponents())
        XCTAssertNil(URLComponents.defaultValue.scheme)
        XCTAssertNil(URLComponents.defaultValue.host)
        XCTAssertNil(URLComponents.defaultValue.port)
        XCTAssertNil(URLComponents.defaultValue.queryItems)
        XCTAssertNil(URLComponents.defaultValue.fragment)
        XCTAssertEqual(URLComponents.defaultValue.path, "")
        XCTAssertEqual(URLQueryItem.defaultValue, URLQueryItem(name: "", value: nil))
        XCTAssertEqual(URLQueryItem.defaultValue.name, "")
        XCTAssertNil(URLQueryItem.defaultValue.value)
    }

    func testUUIDIsTheNilUUID() {
        XCTAssertEqual(UUID.defaultValue.uuidString, "00000000-0000-0000-0000-000000000000")
        XCTAssertEqual(UUID.defaultValue, UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    }

    func testDateIsTheEpoch() {
        XCTAssertEqual(Date.defaultValue, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(Date.defaultValue.timeIntervalSince1970, 0)
        XCTAssertEqual(ISO8601DateFormatter().string(from: .defaultValue), "1970-01-01T00:00:00Z")
    }

    func testTimeZoneIsUTC() {
        XCTAssertEqual(TimeZone.defaultValue, TimeZone(secondsFromGMT: 0))
        XCTAssertEqual(TimeZone.defaultValue.secondsFromGMT(for: Date(timeIntervalSince1970: 0)), 0)
        XCTAssertEqual(TimeZone.defaultValue.secondsFromGMT(for: Date(timeIntervalSince1970: 1_720_000_000)), 0)
    }

    func testCalendarIsISO8601InUTCWithThePOSIXLocale() {
        let calendar = Calendar.defaultValue
        XCTAssertEqual(calendar.identifier, .iso8601)
        XCTAssertEqual(calendar.timeZone, TimeZone(secondsFromGMT: 0))
        XCTAssertEqual(calendar.locale?.identifier, "en_US_POSIX")
        XCTAssertEqual(calendar.firstWeekday, 2, "ISO-8601 weeks start on Monday")
        XCTAssertEqual(calendar.minimumDaysInFirstWeek, 4)
        let epoch = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: .defaultValue)
        XCTAssertEqual([epoch.year, epoch.month, epoch.day, epoch.hour, epoch.minute], [1970, 1, 1, 0, 0])
        XCTAssertEqual(Calendar.defaultValue, Calendar.defaultValue, "the same value on every access")
    }

    func testACustomConformingTypeIsStubbable() {
        XCTAssertEqual(Profile.defaultValue, Profile(name: "anonymous", age: -1))
        XCTAssertEqual(stubbedDefault(Profile.self), Profile(name: "anonymous", age: -1))
        let action = stub(of: { (_: String) throws(ParseError) -> Profile in .defaultValue })
        XCTAssertEqual(try action("x"), Profile(name: "anonymous", age: -1))
    }

    func testStubsAnswerEveryDefault() {
        XCTAssertEqual(stubbedDefault(String.self), "")
        XCTAssertEqual(stubbedDefault(Int64.self), 0)
        XCTAssertEqual(stubbedDefault(UInt8.self), 0)
        XCTAssertEqual(stubbedDefault(Float.self), 0)
        XCTAssertEqual(stubbedDefault([String: Bool].self), [:])
        XCTAssertNil(stubbedDefault(Int?.self))
        XCTAssertEqual(stubbedDefault(Date.self), Date(timeIntervalSince1970: 0))
        XCTAssertEqual(stubbedDefault(TimeZone.self), TimeZone(secondsFromGMT: 0))
        XCTAssertEqual(stubbedDefault(Calendar.self).identifier, .iso8601)
        XCTAssertEqual(stubbedDefault(UUID.self).uuidString, "00000000-0000-0000-0000-000000000000")
        XCTAssertEqual(stubbedDefault(URL.self), URL(fileURLWithPath: "/"))
        XCTAssertEqual(stubbedDefault(Decimal.self), 0)
    }
}
