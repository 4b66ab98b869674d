// Live countdowns, one module for every app: each element with `data-countdown` and a `datetime`
// (ISO 8601) counts to (or from) that instant, rewritten once a second. The attribute's value
// picks the wording, so the server's first paint and the live text agree:
//   "" (a launch, LaunchKit's `Countdown`)  "T-2d 04:12:09" (the days from `data-format-days`,
//                                           "{d}d", "{d} gün"), stopping at "T-00:00:00"; only
//                                           with `data-counts-up` (LL2 says it is flying) on to
//                                           "T+00:03:10": whether a launch whose NET passed
//                                           flew is the server's to say on the next load
//   "clock" (Disposable's later reveal)     "2 d 04:12:09" (the days from the element's own
//                                           `data-format-days`, "{d} d"), stopping at "00:00:00"
//   "minutes" (PolySleep's next block)      "1 h 20 min" from the element's own `data-format-hm`,
//                                           `-h` and `-m` templates, rounded up to the minute; once
//                                           the moment has passed the page reloads, so what
//                                           follows is the server's state again
// The text updates silently; screen readers read the element's label, which says the date.

const two = (n) => String(n).padStart(2, "0");

const clockOf = (total) => [Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60].map(two).join(":");

/** "T-2d 04:12:09" for `target - now` in milliseconds; the day part only from 24 hours, worded
 * by `dayFormat`. Past the target "T+…" only when `countsUp`, else "T-00:00:00". */
export function countdownText(target, now, dayFormat = "{d}d", countsUp = true) {
  const seconds = countsUp ? Math.floor((target - now) / 1000) : Math.max(0, Math.floor((target - now) / 1000));
  const total = Math.abs(seconds);
  const days = Math.floor(total / 86400);
  const sign = seconds >= 0 ? "T-" : "T+";
  return days > 0 ? `${sign}${dayFormat.replace("{d}", String(days))} ${clockOf(total)}` : sign + clockOf(total);
}

/** "2 d 04:12:09" until `target` (days as `dayFormat` words them), "00:00:00" from then on. */
export function clockCountdownText(target, now, dayFormat = "{d} d") {
  const total = Math.max(0, Math.round((target - now) / 1000));
  const days = Math.floor(total / 86400);
  return days > 0 ? `${dayFormat.replace("{d}", String(days))} ${clockOf(total)}` : clockOf(total);
}

/** "1 h 20 min" from the element's templates; null once the moment has passed. */
export function minutesCountdownText(target, now, formats) {
  const left = target - now;
  if (left <= 0) return null;
  const total = Math.ceil(left / 60000);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const format = hours === 0 ? formats.m : minutes === 0 ? formats.h : formats.hm;
  return format.replace("{h}", String(hours)).replace("{m}", String(minutes));
}

function textFor(element, target, now) {
  switch (element.dataset.countdown) {
    case "clock": return clockCountdownText(target, now, element.dataset.formatDays);
    case "minutes": return minutesCountdownText(target, now, {
      hm: element.dataset.formatHm, h: element.dataset.formatH, m: element.dataset.formatM });
    default: return countdownText(target, now, element.dataset.formatDays, "countsUp" in element.dataset);
  }
}

/** Starts every countdown under `root`; returns a function that stops them. */
export function startCountdowns(root = document, clock = () => Date.now()) {
  const elements = [...root.querySelectorAll("[data-countdown][datetime]")]
    .map((element) => ({ element, target: Date.parse(element.getAttribute("datetime")) }))
    .filter(({ target }) => !Number.isNaN(target));
  if (elements.length === 0) return () => {};
  let reloading = false;
  const tick = () => {
    const now = clock();
    for (const { element, target } of elements) {
      const text = textFor(element, target, now);
      if (text === null) {
        // A short pause, so the server's clock has passed the moment too.
        if (!reloading) { reloading = true; setTimeout(() => window.location.reload(), 1500); }
        continue;
      }
      if (element.textContent !== text) element.textContent = text;
      element.classList.toggle("is-past", target <= now);
    }
  };
  tick();
  // Aligned to the next whole second so every countdown on the page turns over together.
  let timer = setTimeout(function loop() {
    tick();
    timer = setTimeout(loop, 1000 - (clock() % 1000));
  }, 1000 - (clock() % 1000));
  return () => clearTimeout(timer);
}
