// Memory Recap's pages: the add sheet (memory-add-sheet.js) puts each save into the shared
// outbox, and the timeline shows the outbox's items with their state, swaps in the new entries
// once sent, and loads older days as the reader scrolls. Everything here is optional: without
// JS the timeline, its filters and the summaries still work as plain pages.
import { State, Hold } from "/js/shared/outbox.js";
import { startWelcomeSlides } from "/js/shared/welcome-slides.js";
import { mountPlaceMap } from "/js/shared/place-map.js";
import { startPullToRefresh } from "/js/shared/pull-to-refresh.js";
import { showToast } from "/js/suite.js";
import { DEFAULT_KIND_KEY, WIFI_ONLY_KEY, openOutbox } from "/js/memory-outbox.js";
import { mountAddSheet } from "/js/memory-add-sheet.js";

// ── The timeline ───────────────────────────────────────────────────────────────────────────

function mountTimeline(section) {
  const list = section.querySelector(".outbox-items");
  const words = section.dataset;
  const outbox = openOutbox(words.account);
  const shown = new Set();

  const render = () => {
    const items = outbox.items;
    section.hidden = items.length === 0;
    list.replaceChildren(...items.map((item) => outboxRow(item, outbox, words)));
    // A newly sent item is on the server: show the real entry instead.
    const sent = items.filter((item) => item.state === State.sent && !shown.has(item.id));
    if (sent.length) {
      sent.forEach((item) => shown.add(item.id));
      refreshGroups().then(() => {
        sent.forEach((item) => outbox.dismiss(item.id));
        const saved = sent.findLast((item) => item.meta?.reveal && item.result?.id);
        if (saved) reveal(saved.result.id);
      });
    }
  };
  outbox.addEventListener("change", render);
  outbox.start();
}

function outboxRow(item, outbox, words) {
  const row = document.createElement("li");
  row.className = `outbox-item outbox-${item.state}`;
  row.dataset.state = item.state;
  const title = document.createElement("span");
  title.className = "outbox-title";
  const kindName = { photo: words.kindPhoto, audio: words.kindAudio, text: words.kindText, song: words.kindSong };
  title.textContent = item.meta?.title || kindName[item.meta?.kind] || "";
  const state = document.createElement("span");
  state.className = "outbox-state";
  state.textContent = item.state === State.waiting && item.hold === Hold.offline ? words.holdOffline
    : item.state === State.waiting && item.hold === Hold.cellular ? words.holdCellular
    : words[`state${item.state[0].toUpperCase()}${item.state.slice(1)}`];
  row.append(title, state);
  if (item.state === State.failed && item.error) {
    // Why it failed, so Retry is not a guess (the server's words: a limit, a refused file).
    const reason = document.createElement("span");
    reason.className = "outbox-reason";
    reason.textContent = item.error;
    row.append(reason);
  }
  if (item.state === State.sending) {
    const bar = document.createElement("progress");
    bar.max = 1;
    bar.value = outbox.progress.get(item.id) ?? 0;
    bar.setAttribute("aria-label", title.textContent);
    row.append(bar);
  }
  if (item.state === State.failed || item.state === State.waiting) {
    if (item.state === State.failed) row.append(button(words.retry, () => outbox.retry(item.id)));
    row.append(button(words.cancel, () => outbox.cancel(item.id)));
  }
  return row;
}

function button(label, action) {
  const element = document.createElement("button");
  element.type = "button";
  element.className = "button button-plain";
  element.textContent = label;
  element.addEventListener("click", action);
  return element;
}

/** The memory just saved: its card scrolled to and marked, else (not on this page) its own page. */
function reveal(id) {
  const card = document.querySelector(`.entry-card[data-entry-id="${CSS.escape(id)}"]`);
  if (!card) return location.assign(`/memory/entries/${encodeURIComponent(id)}`);
  card.classList.add("entry-card-saved");
  card.scrollIntoView({ block: "center" });
  card.querySelector(".entry-link")?.focus({ preventScroll: true });
}

/** Re-reads the first page of the timeline as shown (same filters) and swaps its groups in. */
async function refreshGroups() {
  const response = await fetch(location.href, { headers: { Accept: "text/html" } });
  if (!response.ok) return;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const fresh = page.querySelector("#timeline-groups");
  if (fresh) document.querySelector("#timeline-groups")?.replaceWith(document.adoptNode(fresh));
  document.querySelector(".empty-state")?.remove();
}

/** "Load older" fetches the next page and appends its days, when it scrolls into view. */
function mountInfiniteScroll() {
  const observer = new IntersectionObserver(async (entries) => {
    const link = document.querySelector("#load-older");
    if (!link || !entries.some((entry) => entry.isIntersecting) || link.dataset.loading) return;
    link.dataset.loading = "1";
    const response = await fetch(link.href, { headers: { Accept: "text/html" } });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const groups = document.querySelector("#timeline-groups");
    for (const group of page.querySelectorAll("#timeline-groups > .timeline-group")) groups.append(document.adoptNode(group));
    const next = page.querySelector("#load-older");
    if (next) { link.href = next.href; delete link.dataset.loading; } else link.closest(".load-more")?.remove();
  }, { rootMargin: "600px" });
  const more = document.querySelector(".load-more");
  if (more) observer.observe(more);
}

// ── The daily reminder while a Memory page is open ─────────────────────────────────────────
// The time is the account's (Settings); whether to notify is this browser's choice, kept with
// the words to show, so every Memory page can ring without asking the server.

const REMINDER_KEY = "memory.reminder";
let reminderTimer = null;

function scheduleReminder() {
  clearTimeout(reminderTimer);
  const reminder = JSON.parse(localStorage.getItem(REMINDER_KEY) || "null");
  if (!reminder?.time || !("Notification" in window) || Notification.permission !== "granted") return;
  const [hour, minute] = reminder.time.split(":").map(Number);
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute);
  if (next <= now) next.setDate(next.getDate() + 1);
  reminderTimer = setTimeout(() => {
    // The tag makes several open tabs show one notification.
    new Notification(reminder.title, { body: reminder.body, tag: "memory-daily-reminder" });
    scheduleReminder();
  }, next - now);
}

function mountReminderSwitch(toggle) {
  const [denied, unsupported] = ["#notify-denied", "#notify-unsupported"].map((id) => document.querySelector(id));
  if (!("Notification" in window)) { unsupported.hidden = false; return; }
  const { time, title, body } = toggle.dataset;
  const remember = () => localStorage.setItem(REMINDER_KEY, JSON.stringify({ time, title, body }));
  const stored = localStorage.getItem(REMINDER_KEY) !== null;
  // No time set: nothing to ring (and a stored choice follows the account's time).
  if (stored && time) remember(); else if (stored) localStorage.removeItem(REMINDER_KEY);
  toggle.disabled = !time;
  toggle.checked = Boolean(time) && stored && Notification.permission === "granted";
  toggle.addEventListener("change", async () => {
    denied.hidden = true;
    if (toggle.checked && (await Notification.requestPermission()) !== "granted") {
      toggle.checked = false;
      denied.hidden = false;
    }
    if (toggle.checked) remember(); else localStorage.removeItem(REMINDER_KEY);
    scheduleReminder();
  });
}

// ── Recap image ────────────────────────────────────────────────────────────────────────────

// Where the browser can share files (phones), the image goes to the share sheet; elsewhere the
// form's own GET downloads it (Content-Disposition: attachment), so nothing here is needed.
function mountRecapImage(form) {
  if (typeof navigator.canShare !== "function" || typeof navigator.share !== "function") return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const url = `${form.action}?${new URLSearchParams(new FormData(form))}`;
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(response.statusText);
      const blob = await response.blob();
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "memory-recap";
      const files = [new File([blob], name, { type: blob.type })];
      if (navigator.canShare({ files })) return await navigator.share({ files, title: document.title });
      const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      if (error?.name !== "AbortError") showToast(form.dataset.failed);
    }
  });
}

// The chosen filter is brought into sight in the chip bar: a tag chip far along it stayed past
// the screen's edge, and nothing else on the page said the timeline was filtered.
const chosenChip = document.querySelector(".chip-bar .chip.selected");
if (chosenChip) {
  const bar = chosenChip.parentElement;
  const overshoot = chosenChip.getBoundingClientRect().right - bar.getBoundingClientRect().right;
  if (overshoot > 0) bar.scrollLeft += overshoot + parseFloat(getComputedStyle(bar).paddingRight);
}

startWelcomeSlides();
const sheet = document.querySelector("#add-entry-form");
if (sheet) mountAddSheet(sheet);
const outboxSection = document.querySelector("#memory-outbox");
if (outboxSection) {
  mountTimeline(outboxSection);
  mountInfiniteScroll();
  startPullToRefresh({ onRefresh: refreshGroups });
}
mountPlaceMap(document.querySelector("[data-map]"));   // an entry's place
const shareSection = document.querySelector("#share-link");
if (shareSection) import("/js/memory-share-link.js").then(({ mountShareLink }) => mountShareLink(shareSection));
const recapImage = document.querySelector("form[data-recap-image]");
if (recapImage) mountRecapImage(recapImage);
const wifiOnly = document.querySelector("#wifi-only");
if (wifiOnly) {
  wifiOnly.disabled = false;
  wifiOnly.checked = localStorage.getItem(WIFI_ONLY_KEY) === "1";
  wifiOnly.addEventListener("change", () => localStorage.setItem(WIFI_ONLY_KEY, wifiOnly.checked ? "1" : "0"));
}
const defaultKind = document.querySelector("#default-kind");
if (defaultKind) {
  defaultKind.disabled = false;
  defaultKind.value = localStorage.getItem(DEFAULT_KIND_KEY) ?? defaultKind.value;
  defaultKind.addEventListener("change", () => localStorage.setItem(DEFAULT_KIND_KEY, defaultKind.value));
}
const reminderSwitch = document.querySelector("#reminder-notify");
if (reminderSwitch) mountReminderSwitch(reminderSwitch);
scheduleReminder();
// A music import in progress: the page (counts, state) is read again until it is done.
if (document.querySelector("[data-import-running]")) setTimeout(() => location.reload(), 2000);
document.body.dataset.ready = "1";
