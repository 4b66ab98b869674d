// The organizer's event page, live: when a guest joins or a photo comes or goes, the page's
// `data-live-part` sections (links with the photo count, the uploads chart, the guest list, the
// settings with the guest count) are fetched again and swapped in. The server renders them
// either way, so nothing is drawn twice.
import { openLiveStream } from "./shared/live-stream.js";

const root = document.querySelector("[data-event-activity]");
let timer = null;

async function refresh() {
  try {
    const response = await fetch(location.href, { headers: { Accept: "text/html" } });
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
    for (const part of document.querySelectorAll("[data-live-part]")) {
      const next = fresh.querySelector(`[data-live-part="${part.dataset.livePart}"]`);
      if (next) part.replaceWith(next);
    }
  } catch {
    // Offline for a moment: the next event refreshes again.
  }
}

if (root) {
  openLiveStream(`/api/disposable/events/${root.dataset.eventActivity}/stream`, {
    types: ["participant.joined", "photo.added", "photo.removed"],
    // A burst of uploads refreshes once, a second after the last.
    onEvent() { clearTimeout(timer); timer = setTimeout(refresh, 1000); },
    onState(state) { root.dataset.live = state; },
    onReset: refresh,
  });
}
