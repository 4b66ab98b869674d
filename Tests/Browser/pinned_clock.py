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
import datetime
import pathlib
import time
from zoneinfo import ZoneInfo

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


def next_wall_time(zone, hour, minute, second=0):
    """The next instant (from the real now) that reads hour:minute:second in `zone`: a pin that
    stays within a day of the real time, so cookies and tokens the server dates stay valid."""
    tz = ZoneInfo(zone)
    now = datetime.datetime.now(tz)
    candidate = now.replace(hour=hour, minute=minute, second=second, microsecond=0)
    if candidate <= now:
        candidate += datetime.timedelta(days=1)
    return candidate


class PinnedClock:
    def __init__(self, driver, clock_file, zone="Europe/Istanbul"):
        self.driver = driver
        self.clock_file = pathlib.Path(clock_file)
        self.zone = zone
        self.offset = 0.0
        self._script = None

    def pin(self, instant):
        """Makes `instant` (an aware datetime) "now" for the server and every page opened next."""
        self._apply(instant.timestamp() - time.time())

    def advance(self, minutes=0, seconds=0):
        """Moves both clocks forward; pages opened (or reloaded) afterwards see the new time."""
        self._apply(self.offset + minutes * 60 + seconds)

    def now(self):
        """The pinned "now", in the clock's zone."""
        return datetime.datetime.fromtimestamp(time.time() + self.offset, ZoneInfo(self.zone))

    def reset(self):
        self.clock_file.write_text("0")
        if self._script is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._script})
            self._script = None
        self.offset = 0.0

    def _apply(self, offset):
        self.offset = offset
        self.clock_file.write_text(f"{offset:.3f}")
        self.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": self.zone})
        if self._script is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._script})
        added = self.driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": _DATE_OVERRIDE % {"offset": round(offset * 1000)}})
        self._script = added["identifier"]
