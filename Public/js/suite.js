// Shared page behaviour for every app. Pages work without this file; it only adds polish:
// the collapsing large title, toasts, confirmations, and offline support through the worker
// (sw.js keeps the pages a user opened; a saved copy says so at the top).

/** Shows a toast; `action` adds a button (e.g. Undo). Returns a function that dismisses it. */
export function showToast(message, { action, onAction, timeout = 5000 } = {}) {
  const region = document.querySelector(".toast-region");
  if (!region) return () => {};
  const toast = document.createElement("div");
  toast.className = "toast";
  const text = document.createElement("span");
  text.textContent = message;
  toast.append(text);
  const dismiss = () => toast.remove();
  if (action) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action;
    button.addEventListener("click", () => { dismiss(); onAction?.(); });
    toast.append(button);
  }
  region.append(toast);
  if (timeout) setTimeout(dismiss, timeout);
  return dismiss;
}

/** The CSRF token the page rendered, for fetch() calls that change state. */
export function csrfToken() {
  return document.querySelector('input[name="_csrf"]')?.value ?? "";
}

// The compact title appears once the large title scrolls away, as in UINavigationBar.
function watchLargeTitle() {
  const bar = document.querySelector(".navbar");
  const title = document.querySelector(".large-title");
  if (!bar || !title || !("IntersectionObserver" in window)) return;
  new IntersectionObserver(([entry]) => bar.classList.toggle("scrolled", !entry.isIntersecting), {
    rootMargin: `-${bar.querySelector(".nav-row").offsetHeight}px 0px 0px 0px`,
  }).observe(title);
}

/**
 * Presents the sheet (a <dialog class="sheet">) with this id; resolves true when its confirming
 * button is chosen, false when it is cancelled or dismissed (Escape, a tap on the backdrop).
 */
export function presentSheet(id) {
  const sheet = document.getElementById(id);
  if (!sheet?.showModal) return Promise.resolve(window.confirm(sheet?.querySelector(".sheet-title")?.textContent ?? ""));
  return new Promise((resolve) => {
    const finish = (answer) => { sheet.close(); resolve(answer); };
    sheet.querySelector("[data-sheet-confirm]").onclick = () => finish(true);
    sheet.querySelector("[data-sheet-cancel]").onclick = () => finish(false);
    sheet.onclick = (event) => { if (event.target === sheet) finish(false); };
    sheet.oncancel = () => resolve(false);
    sheet.showModal();
    sheet.querySelector("[data-sheet-cancel]").focus();
  });
}

// Forms marked data-sheet="<id>" ask in that sheet before they submit (delete); forms marked
// data-confirm ask with the browser's dialog.
function confirmForms() {
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    const sheet = form.dataset?.sheet;
    if (sheet) {
      if (form.dataset.confirmed === "1") return;
      event.preventDefault();
      if (await presentSheet(sheet)) {
        form.dataset.confirmed = "1";
        form.requestSubmit();
      }
      return;
    }
    const message = form.dataset?.confirm;
    if (message && !window.confirm(message)) event.preventDefault();
  });
}

// Forms marked data-autosubmit apply a choice the moment it changes (settings), as iOS does;
// without JS their submit button (inside <noscript>) does it.
function autosubmitForms() {
  document.querySelectorAll("form[data-autosubmit]").forEach((form) => {
    form.addEventListener("change", () => form.requestSubmit());
  });
}

// The server formats dates in the reader's time zone once it knows it; the next page uses it.
function reportTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && !document.cookie.split("; ").includes(`suite_tz=${zone}`)) {
    document.cookie = `suite_tz=${zone}; path=/; max-age=31536000; samesite=lax`;
  }
}

// A page the service worker served from its cache (no network) is marked data-saved-copy with
// the time it was kept: say so at the top.
async function noteSavedCopy() {
  const root = document.documentElement;
  const savedAt = root.dataset.savedCopy;
  if (savedAt === undefined) return;
  const { offlineLanguage, offlineText, savedCopyText } = await import("/js/offline-text.js");
  const language = offlineLanguage(root.lang);
  const text = offlineText(language);
  const note = document.createElement("div");
  note.className = "saved-copy-note";
  note.setAttribute("role", "status");
  const icon = document.createElement("span");
  icon.className = "icon icon-clock";
  icon.setAttribute("aria-hidden", "true");
  const message = document.createElement("p");
  message.textContent = savedCopyText(language, savedAt);
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "button button-plain";
  reload.textContent = text.reload;
  reload.addEventListener("click", () => location.reload());
  note.append(icon, message, reload);
  (document.querySelector("main") ?? document.body).prepend(note);
  window.addEventListener("online", () => { message.textContent = text.backOnline; });
}

// Without a network a form would end on the browser's own error page and the typing would be
// lost: keep the page and say why nothing happened. A form marked `data-saves-offline` keeps
// its saves itself (an outbox sends them later), so its own handler must run.
function holdFormsWhileOffline() {
  document.addEventListener("submit", async (event) => {
    if (navigator.onLine || event.target.closest?.("[data-saves-offline]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { offlineLanguage, offlineText } = await import("/js/offline-text.js");
    showToast(offlineText(offlineLanguage(document.documentElement.lang)).notSent);
  }, true);
}

// A page that comes back from a form with a problem shows it: the first field the server marked
// invalid is brought into view and focused, wherever on the page its form is (a form low on
// a long page would otherwise reload scrolled to the top, its message out of sight).
function focusFirstProblem() {
  const field = document.querySelector('form [aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

// A chart wider than the phone (a year's heatmap) opens where the server says the reader
// belongs (this month), centred, instead of at its start.
function scrollChartsToFocus() {
  for (const scroller of document.querySelectorAll(".chart-scroller[data-scroll-focus]")) {
    const focus = Number(scroller.dataset.scrollFocus);
    if (!Number.isFinite(focus)) continue;
    scroller.scrollLeft = Math.max(0, focus * scroller.scrollWidth - scroller.clientWidth / 2);
  }
}

function registerServiceWorker() {
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("/sw.js", { type: "module" }).catch(() => {});
  }
}

// What Memory or Disposable queued goes out from whichever page is open (shared/outbox-relay.js),
// started after the page's own scripts, which keep their own queues. Loaded only when something
// waits, looked at once loaded and whenever the network returns (another tab may have queued).
function relayOutbox() {
  if (!("indexedDB" in self)) return;
  let relay = null;
  const start = async () => {
    try {
      const { hasRelayable } = await import("/js/shared/outbox-store.js");
      if (relay || !(await hasRelayable())) return;
      relay = import("/js/shared/outbox-relay.js").then(({ relayOutbox }) => relayOutbox());
    } catch {
      // No IndexedDB (a private window): nothing was queued here.
    }
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  addEventListener("online", start);
}

document.documentElement.classList.add("js");
reportTimeZone();
noteSavedCopy();
holdFormsWhileOffline();
watchLargeTitle();
confirmForms();
autosubmitForms();
focusFirstProblem();
scrollChartsToFocus();
registerServiceWorker();
relayOutbox();
