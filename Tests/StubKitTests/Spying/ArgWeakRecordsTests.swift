import XCTest

@testable import StubKit

final class ArgWeakRecordsTests: XCTestCase {
    /// A weak spy nobody holds any more stops recording: the action it wraps keeps no references
    /// for it (whole-code run seed 55547894: survivor #1147, the release that stops it removed, passed).
    func testAReleasedWeakSpyStopsRecording() {
        let mock = SpiedDatabaseMock()
        var sessions: ArgWeakRecords<Session>? = spyWeaklyCalls(of: &mock.attachAction)
        let storage = sessions?.storage
        mock.attach(Session(id: 1))
        XCTAssertEqual(storage?.withLock { $0.count }, 1)
        sessions = nil
        let later = Session(id: 2)
        mock.attach(later)
        XCTAssertEqual(storage?.withLock { $0.count }, 0, "released: the calls so far are dropped, later ones not kept")
        XCTAssertEqual(storage?.isRecording, false)
    }
}
