"""The PolySleep calendar subscription rings exactly as the app's "Coming up" list says.

SleepBackendTests write each feed the server serves and the Coming-up list it shows at the
same instant to test-artifacts/ics-feed/ (`X.ics` + `X.coming-up.json`). Here a real iCalendar
library reads the feed, expands every block's daily recurrence over the list's days, places
each VALARM (relative to the start, or to the end with RELATED=END) and the result must be
the list's start reminders and wake alarms, instant for instant, DST days included.
"""

import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
import pytest

from test_ics import expand, utc

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(os.environ.get("SLEEP_FEED_OUT") or ROOT / "test-artifacts" / "ics-feed")
FILES = sorted(FOLDER.glob("*.ics"))


def test_feeds_exist():
    assert FILES, f"no feeds in {FOLDER}; run `swift test --filter SleepBackendTests` first"


def load(path):
    raw = path.read_bytes()
    expected = json.loads(path.with_suffix(".coming-up.json").read_text())
    return raw, icalendar.Calendar.from_ical(raw), expected


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lines_and_zone(path):
    raw, cal, expected = load(path)
    lines = raw.split(b"\r\n")[:-1]
    assert raw.endswith(b"\r\n") and all(len(line) <= 75 for line in lines)
    (component,) = list(cal.walk("VTIMEZONE"))
    ours, real = component.to_tz(), ZoneInfo(expected["zone"])
    start = utc(expected["now"]) - timedelta(days=30)
    for hours in range(0, 24 * 60, 5):
        instant = start + timedelta(hours=hours)
        assert instant.astimezone(ours).utcoffset() == instant.astimezone(real).utcoffset(), instant


def block_id(uid):
    """'polysleep-<account>-nap1@polysleep' → 'nap1'."""
    return str(uid).split("@")[0].rsplit("-", 1)[1]


def alarms_of(cal, expected):
    """(kind, block id, fire instant) of every alarm of the instances the list's days cover."""
    zone = ZoneInfo(expected["zone"])
    now = utc(expected["now"])
    first = datetime.combine(now.astimezone(zone).date(), datetime.min.time(), zone)
    last = first + timedelta(days=expected["days"])
    events = {str(e["UID"]): e for e in cal.walk("VEVENT")}
    result = set()
    for uid, start in expand(cal, first.astimezone(timezone.utc), last.astimezone(timezone.utc)):
        event = events[uid]
        end = start + event["DURATION"].dt
        for alarm in event.walk("VALARM"):
            trigger = alarm["TRIGGER"]
            related = trigger.params.get("RELATED", "START")
            fire = (end if related == "END" else start) + trigger.dt
            kind = "wakeAlarm" if related == "END" else "blockStart"
            if fire > now:
                result.add((kind, block_id(uid), fire))
    return result


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_alarms_match_coming_up(path):
    _, cal, expected = load(path)
    listed = {
        (item["kind"], item["occurrence"].split("@")[0], utc(item["fire"]))
        for item in expected["comingUp"]
    }
    assert listed, "the Coming-up list is empty"
    assert alarms_of(cal, expected) == listed
