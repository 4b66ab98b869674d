// Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"):
// the wait before attempt n+1 is uniform in [0, min(cap, base · 2^n)], so clients that failed
// together (a server restart, a train leaving a tunnel) do not all come back at the same moment.

/** Milliseconds to wait after `attempts` failed attempts. `random` returns [0, 1). */
export function backoffDelay(attempts, { base = 1000, cap = 5 * 60 * 1000, random = Math.random } = {}) {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  return Math.max(250, Math.round(random() * ceiling));
}
