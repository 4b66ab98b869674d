// The time left before a later reveal ("2 · 04:12:09", days then a clock), ticking each second.
// Shared by the gallery's sealed card and the venue wall; both reload on `event.revealed`.
const pad = (value) => String(value).padStart(2, "0");

export function revealCountdownText(revealAt, now) {
  const seconds = Math.max(0, Math.round((revealAt - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return days > 0 ? `${days} · ${clock}` : clock;
}

/** Keeps `element` (with `data-countdown` = an ISO date) ticking; returns a function that stops it. */
export function tickRevealCountdown(element) {
  const revealAt = Date.parse(element.dataset.countdown);
  const tick = () => { element.textContent = revealCountdownText(revealAt, Date.now()); };
  tick();
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}
