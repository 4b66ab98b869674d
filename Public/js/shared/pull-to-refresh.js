// Pull to refresh on touch screens: pulling the page down from its top past a threshold
// shows the indicator and calls `onRefresh` (by default: fetch this page again, asking the
// server for fresh data, and swap in its main content). Mouse and keyboard users have the
// page's own refresh link; nothing here is needed for the page to work.

const THRESHOLD = 72;

/** Adds pull to refresh to `scroller` (the document by default). */
export function startPullToRefresh({ indicator, label, onRefresh = refreshMain } = {}) {
  if (!("ontouchstart" in window)) return;
  const mark = indicator ?? document.querySelector("[data-pull-indicator]");
  let startY = null;
  let distance = 0;
  let busy = false;

  const show = (pull) => {
    if (!mark) return;
    mark.hidden = pull <= 0;
    mark.style.setProperty("--pull", `${Math.min(pull, THRESHOLD * 1.5)}px`);
    mark.classList.toggle("is-armed", pull >= THRESHOLD);
  };

  window.addEventListener("touchstart", (event) => {
    startY = !busy && window.scrollY <= 0 ? event.touches[0].clientY : null;
    distance = 0;
  }, { passive: true });

  window.addEventListener("touchmove", (event) => {
    if (startY === null) return;
    distance = Math.max(0, (event.touches[0].clientY - startY) * 0.5);
    show(distance);
  }, { passive: true });

  window.addEventListener("touchend", async () => {
    if (startY === null) return;
    startY = null;
    if (distance < THRESHOLD) return show(0);
    busy = true;
    mark?.classList.add("is-refreshing");
    if (mark && label) mark.setAttribute("aria-label", label);
    try {
      await onRefresh();
    } finally {
      busy = false;
      mark?.classList.remove("is-refreshing");
      show(0);
    }
  });
}

/** Fetches the current page with `X-Suite-Refresh: 1` and replaces `#main` with its content. */
export async function refreshMain() {
  const response = await fetch(location.href, { headers: { "X-Suite-Refresh": "1", Accept: "text/html" } });
  if (!response.ok) return;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.querySelector("#main");
  const main = document.querySelector("#main");
  if (fresh && main) {
    main.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
    document.dispatchEvent(new CustomEvent("suite:content-replaced", { detail: { root: main } }));
  }
}
