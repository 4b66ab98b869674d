// Live countdowns: every element with `data-countdown` and a `datetime` (ISO 8601) counts to
// (T-) or from (T+) that instant, once a second, in the format LaunchKit's `Countdown` uses
// ("T-2d 04:12:09", "T+00:03:10"), so the server's first paint and the live text agree.
// The text updates silently; screen readers read the element's label, which says the date.

const two = (n) => String(n).padStart(2, "0");

/** "T-2d 04:12:09" for `target - now` in milliseconds; the day part only from 24 hours. */
export function countdownText(target, now) {
  const seconds = Math.floor((target - now) / 1000);
  const total = Math.abs(seconds);
  const days = Math.floor(total / 86400);
  const clock = [Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60].map(two).join(":");
  const sign = seconds >= 0 ? "T-" : "T+";
  return days > 0 ? `${sign}${days}d ${clock}` : sign + clock;
}

/** Starts every countdown under `root`; returns a function that stops them. */
export function startCountdowns(root = document, clock = () => Date.now()) {
  const elements = [...root.querySelectorAll("[data-countdown][datetime]")]
    .map((element) => ({ element, target: Date.parse(element.getAttribute("datetime")) }))
    .filter(({ target }) => !Number.isNaN(target));
  if (elements.length === 0) return () => {};
  const tick = () => {
    const now = clock();
    for (const { element, target } of elements) {
      const text = countdownText(target, now);
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
