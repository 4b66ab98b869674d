"""The server's clock in tests: `suite serve` reads the seconds it runs ahead of the real time
from the file SUITE_CLOCK_FILE names (SuiteServer's ShiftedClock), so a test pins it to an
instant ("13:55 in Istanbul") and moves it forward. Time keeps flowing from there.

    clock = ServerClock(path, "Europe/Istanbul")
    clock.pin(next_wall_time("Europe/Istanbul", 13, 55))
    clock.advance(minutes=10)
"""
import datetime
import pathlib
import time
from zoneinfo import ZoneInfo


def next_wall_time(zone, hour, minute, second=0):
    """The next instant (from the real now) that reads hour:minute:second in `zone`: a pin that
    stays within a day of the real time, so cookies and tokens the server dates stay valid."""
    now = datetime.datetime.now(ZoneInfo(zone))
    candidate = now.replace(hour=hour, minute=minute, second=second, microsecond=0)
    return candidate if candidate > now else candidate + datetime.timedelta(days=1)


class ServerClock:
    def __init__(self, clock_file, zone="Europe/Istanbul"):
        self.clock_file = pathlib.Path(clock_file)
        self.zone = zone
        self.offset = 0.0

    def pin(self, instant):
        """Makes `instant` (an aware datetime) "now"."""
        self._apply(instant.timestamp() - time.time())

    def advance(self, minutes=0, seconds=0):
        self._apply(self.offset + minutes * 60 + seconds)

    def now(self):
        """The pinned "now", in the clock's zone."""
        return datetime.datetime.fromtimestamp(time.time() + self.offset, ZoneInfo(self.zone))

    def reset(self):
        self._apply(0.0)

    def _apply(self, offset):
        self.offset = offset
        self.clock_file.write_text(f"{offset:.3f}")
