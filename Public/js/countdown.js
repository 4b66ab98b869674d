// Keeps every <time data-countdown> live (LiveCountdown in WebUI): rewrites "1 h 20 min" from
// the element's own templates each few seconds and reloads once the moment has passed, so the
// page shows the server's next state. Rounds up to whole minutes, like the server's text.

function render(element, now) {
  const left = Date.parse(element.dateTime) - now;
  if (left <= 0) return false;
  const total = Math.ceil(left / 60000);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const format = hours === 0 ? element.dataset.formatM : minutes === 0 ? element.dataset.formatH : element.dataset.formatHm;
  const text = format.replace("{h}", String(hours)).replace("{m}", String(minutes));
  if (element.textContent !== text) element.textContent = text;
  return true;
}

export function startCountdowns(root = document) {
  const elements = [...root.querySelectorAll("time[data-countdown]")];
  if (elements.length === 0) return;
  const tick = () => {
    const now = Date.now();
    for (const element of elements) {
      if (!render(element, now) && !element.dataset.expired) {
        element.dataset.expired = "1";
        // A short pause so the server's clock has passed the moment too.
        setTimeout(() => window.location.reload(), 1500);
      }
    }
  };
  tick();
  setInterval(tick, 5000);
}

startCountdowns();
