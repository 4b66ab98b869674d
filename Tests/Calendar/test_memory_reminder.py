"""The Memory Recap daily reminder feed rings every day at the time set in Settings.

MemoryBackendTests (DailyReminderTests) write the feed the server serves to
test-artifacts/memory-reminder/ (`X.ics` + `X.expected.json`: the time and the words). Here a
real iCalendar library reads it, expands the recurrence over two weeks and places each alarm
relative to its event's start: one a day, at that wall-clock time, saying the reminder's title.
"""

import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from test_ics import load

try:
    import recurring_ical_events
except ImportError:  # pragma: no cover - the fallback is exercised where the package is missing
    recurring_ical_events = None

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(os.environ.get("MEMORY_REMINDER_OUT") or ROOT / "test-artifacts" / "memory-reminder")
FILES = sorted(FOLDER.glob("*.ics"))


def test_feeds_exist():
    assert FILES, f"no feeds in {FOLDER}; run `swift test --filter MemoryBackendTests.DailyReminderTests` first"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lines(path):
    raw, cal, expected = load(path)
    lines = raw.split(b"\r\n")[:-1]
    assert raw.endswith(b"\r\n") and all(len(line) <= 75 for line in lines)
    assert cal["VERSION"] == "2.0" and str(cal["X-WR-CALNAME"]) == expected["calendarName"]


def starts(cal, event, first, days):
    """The event's starts in [first, first + days), expanded by a library, not by us."""
    if recurring_ical_events is not None:
        found = recurring_ical_events.of(cal).between(first, first + timedelta(days=days))
        return sorted(e["DTSTART"].dt for e in found)
    from dateutil.rrule import rrulestr
    rule = rrulestr(event["RRULE"].to_ical().decode(), dtstart=event["DTSTART"].dt)
    return list(rule.between(first, first + timedelta(days=days), inc=True))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_one_alarm_a_day_at_the_reminder_time(path):
    _, cal, expected = load(path)
    events = list(cal.walk("VEVENT"))
    assert len(events) == 1
    event = events[0]
    start = event["DTSTART"].dt
    assert isinstance(start, datetime) and start.tzinfo is None, "floating: the phone's own wall clock"
    hour, minute = map(int, expected["time"].split(":"))
    rung = []
    for day in starts(cal, event, start.replace(hour=0, minute=0), 14):
        for alarm in event.walk("VALARM"):
            assert str(alarm["ACTION"]) == "DISPLAY"
            assert alarm["TRIGGER"].params.get("RELATED", "START") == "START"
            assert str(alarm["DESCRIPTION"]) == expected["title"]
            rung.append(day + alarm["TRIGGER"].dt)
    assert len(rung) == 14
    assert all((moment.hour, moment.minute) == (hour, minute) for moment in rung)
    assert [(b - a) for a, b in zip(rung, rung[1:])] == [timedelta(days=1)] * 13
