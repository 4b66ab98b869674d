"""One clock for the browser and the server, pinned to an instant a test names and moved
forward as the test goes: what a scenario with times in it needs ("the reminder fires at 13:55").

The server reads its offset from the file `SUITE_CLOCK_FILE` names (SuiteServer's ShiftedClock);
the browser gets the same offset through the DevTools protocol: a `Date` that runs `offset`
ahead, installed before any page script (Page.addScriptToEvaluateOnNewDocument), and the
test's time zone (Emulation.setTimezoneOverride). Time keeps flowing in both, so timers in the
page fire after the real seconds they are set for.

    clock = PinnedClock(driver, server_clock_file)
    clock.pin(next_wall_time("Europe/Istanbul", 13, 54, 55))   # then open pages
    clock.advance(minutes=10)                                   # moves both; reopen the page
    clock.reset()                                               # the fixture does this
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
from server_clock import ServerClock, next_wall_time  # noqa: E402,F401 - next_wall_time is for the tests

# A Date whose "now" is the real one plus OFFSET milliseconds; dates built from arguments are
# left alone. Kept as a subclass so `instanceof Date` and Date.parse/UTC still work.
_DATE_OVERRIDE = """
(() => {
  const offset = %(offset)d;
  const RealDate = Date;
  class PinnedDate extends RealDate {
    constructor(...args) { if (args.length === 0) { super(RealDate.now() + offset); } else { super(...args); } }
    static now() { return RealDate.now() + offset; }
  }
  globalThis.Date = PinnedDate;
})();
"""


class PinnedClock(ServerClock):
    """The server's clock (ServerClock) and the browser's, moved together."""

    def __init__(self, driver, clock_file, zone="Europe/Istanbul"):
        super().__init__(clock_file, zone)
        self.driver = driver
        self._script = None

    def reset(self):
        self.clock_file.write_text("0")
        if self._script is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._script})
            self._script = None
        self.offset = 0.0

    def _apply(self, offset):
        super()._apply(offset)
        self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": self.zone})
        if self._script is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._script})
        added = self.driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": _DATE_OVERRIDE % {"offset": round(offset * 1000)}})
        self._script = added["identifier"]
