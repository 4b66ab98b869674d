"""Parses the ICS files SleepKit's Swift tests write and checks them with a real iCalendar library.

Run after `swift test` (which writes the files): `python3 -m pytest Tests/Calendar`.
Files come from $SLEEPKIT_ICS_OUT, else test-artifacts/ics/ in the package root. Each
`X.ics` has an `X.expected.json` with the block starts SleepKit computes for a window; the
recurrences are expanded independently (recurring_ical_events, or dateutil.rrule when that is
not installed) and must give the same instants, DST days included.
"""

import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
import pytest

try:
    import recurring_ical_events
except ImportError:  # pragma: no cover - the fallback is exercised where the package is missing
    recurring_ical_events = None

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(os.environ.get("SLEEPKIT_ICS_OUT") or ROOT / "test-artifacts" / "ics")
FILES = sorted(FOLDER.glob("*.ics"))


def test_files_exist():
    assert FILES, f"no ICS files in {FOLDER}; run `swift test` first"


def load(path):
    raw = path.read_bytes()
    expected = json.loads(path.with_suffix("").with_suffix(".expected.json").read_text())
    return raw, icalendar.Calendar.from_ical(raw), expected


def utc(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_physical_lines(path):
    raw = path.read_bytes()
    assert raw.endswith(b"\r\n")
    lines = raw.split(b"\r\n")[:-1]
    assert all(b"\n" not in line and b"\r" not in line for line in lines)
    assert all(len(line) <= 75 for line in lines), "a line exceeds 75 octets"
    raw.decode("utf-8")  # folding must not split a UTF-8 sequence


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_structure(path):
    _, cal, expected = load(path)
    assert str(cal["VERSION"]) == "2.0"
    assert cal["PRODID"]
    events = list(cal.walk("VEVENT"))
    assert {str(e["UID"]) for e in events} == set(expected["durations"])
    for event in events:
        start = event["DTSTART"]
        assert start.params["TZID"] == expected["zone"]
        assert event["RRULE"]["FREQ"] == ["DAILY"]
        assert event["DURATION"].dt == timedelta(minutes=expected["durations"][str(event["UID"])])
        alarms = list(event.walk("VALARM"))
        assert len(alarms) == 1
        assert alarms[0]["ACTION"] == "DISPLAY"
        assert alarms[0]["TRIGGER"].dt == timedelta(minutes=-5)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_vtimezone_matches_tzdata(path):
    """Our VTIMEZONE, read on its own, gives the same offsets as the system's tz database."""
    _, cal, expected = load(path)
    (component,) = list(cal.walk("VTIMEZONE"))
    assert str(component["TZID"]) == expected["zone"]
    ours = component.to_tz()
    real = ZoneInfo(expected["zone"])
    start = utc(expected["window"][0]) - timedelta(days=200)
    for hours in range(0, 24 * 400, 7):
        instant = start + timedelta(hours=hours)
        assert instant.astimezone(ours).utcoffset() == instant.astimezone(real).utcoffset(), instant


def expand(cal, begin, end):
    """(uid, start in UTC) of every instance starting in [begin, end)."""
    if recurring_ical_events is not None:
        instances = recurring_ical_events.of(cal).between(begin - timedelta(days=1), end)
        return sorted(
            (str(e["UID"]), e["DTSTART"].dt.astimezone(timezone.utc))
            for e in instances
            if begin <= e["DTSTART"].dt.astimezone(timezone.utc) < end
        )
    from dateutil.rrule import rrulestr

    result = []
    for event in cal.walk("VEVENT"):
        first = event["DTSTART"].dt
        rule = rrulestr(event["RRULE"].to_ical().decode(), dtstart=first.replace(tzinfo=None))
        for local in rule.between(begin.replace(tzinfo=None) - timedelta(days=2), end.replace(tzinfo=None), inc=True):
            instant = local.replace(tzinfo=first.tzinfo).astimezone(timezone.utc)
            if begin <= instant < end:
                result.append((str(event["UID"]), instant))
    return sorted(result)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_occurrences_expand_like_sleepkit(path):
    _, cal, expected = load(path)
    begin, end = (utc(t) for t in expected["window"])
    got = expand(cal, begin, end)
    want = sorted((uid, utc(t)) for uid, starts in expected["starts"].items() for t in starts)
    assert got == want


def in_gap(day, wall, zone):
    """True when the wall time does not exist on that day (spring-forward gap)."""
    naive = datetime.combine(day, wall)
    round_trip = naive.replace(tzinfo=zone).astimezone(timezone.utc).astimezone(zone)
    return round_trip.replace(tzinfo=None) != naive


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_local_wall_time_is_kept(path):
    """Every instance starts at its block's wall time; one in a DST gap moves forward by the gap."""
    _, cal, expected = load(path)
    zone = ZoneInfo(expected["zone"])
    begin, end = (utc(t) for t in expected["window"])
    wall = {str(e["UID"]): e["DTSTART"].dt.time() for e in cal.walk("VEVENT")}
    for uid, instant in expand(cal, begin, end):
        local = instant.astimezone(zone)
        if in_gap(local.date(), wall[uid], zone):
            assert local.time() == (datetime.combine(local.date(), wall[uid]) + timedelta(hours=1)).time()
        else:
            assert local.time() == wall[uid], (uid, local)
