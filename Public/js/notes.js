// Notes: what the pages gain with JS. Everything here has a no-JS path on the server
// (GET search, Edit-mode delete with an Undo banner, server-side validation).
import { showToast, csrfToken, presentSheet } from "/js/suite.js";
import { startPullToRefresh } from "/js/shared/pull-to-refresh.js";
import { saveThroughOutbox, sendKeptSaves } from "/js/notes-outbox.js";

// ── List: search as you type ────────────────────────────────────────────────────────────────
// Re-requests the list page and swaps the results and the sort control, so the server's
// Turkish-aware search is the only search there is.
function searchAsYouType() {
  const field = document.getElementById("notes-search");
  const results = document.getElementById("notes-results");
  if (!field || !results) return;
  let timer = null;
  let latest = 0;
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => refreshResults(field.value, ++latest, () => latest), 150);
  });
}

async function refreshResults(query, ticket, currentTicket) {
  const results = document.getElementById("notes-results");
  const url = new URL(location.href);
  if (query.trim()) url.searchParams.set("q", query); else url.searchParams.delete("q");
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    if (ticket !== currentTicket()) return; // a newer keystroke won
    results.innerHTML = page.getElementById("notes-results")?.innerHTML ?? "";
    const sort = document.querySelector(".segmented");
    const newSort = page.querySelector(".segmented");
    if (sort && newSort) sort.replaceWith(newSort);
    history.replaceState(null, "", url);
    attachSwipes();
    selection();
  } catch {
    showToast(results.dataset.loadFailed);
  }
}

// ── List: swipe to delete, with Undo ────────────────────────────────────────────────────────
const REVEAL = 88;

function attachSwipes() {
  document.querySelectorAll("#notes-results .note-row[data-id]").forEach((row) => {
    if (row.dataset.swipe) return;
    row.dataset.swipe = "1";
    const cell = row.querySelector(".note-cell");
    let start = null;
    let offset = 0;
    let moved = false;
    cell.addEventListener("pointerdown", (event) => {
      if (event.pointerType !== "touch") return;
      start = { x: event.clientX, y: event.clientY, base: offset };
      moved = false;
    });
    cell.addEventListener("pointermove", (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      if (!moved && Math.abs(dx) < 8) return;
      if (!moved && Math.abs(event.clientY - start.y) > Math.abs(dx)) { start = null; return; }
      moved = true;
      row.classList.add("swiping");
      offset = Math.min(0, start.base + dx);
      cell.style.transform = `translateX(${offset}px)`;
      ensureDeleteButton(row);
    });
    const finish = () => {
      if (!start) return;
      start = null;
      row.classList.remove("swiping");
      if (offset < -cell.offsetWidth * 0.6) return deleteRow(row);
      offset = offset < -REVEAL / 2 ? -REVEAL : 0;
      cell.style.transform = offset ? `translateX(${offset}px)` : "";
    };
    cell.addEventListener("pointerup", finish);
    cell.addEventListener("pointercancel", finish);
    // A swipe is not a tap: keep the row from opening the editor.
    cell.addEventListener("click", (event) => {
      if (moved || offset) { event.preventDefault(); moved = false; if (offset && !start) close(); }
    });
    const close = () => { offset = 0; cell.style.transform = ""; };
  });
}

function ensureDeleteButton(row) {
  if (row.querySelector(".swipe-delete")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "swipe-delete";
  button.textContent = document.getElementById("notes-results").dataset.delete;
  button.addEventListener("click", () => deleteRow(row));
  row.prepend(button);
}

async function post(path, ids) {
  const body = new URLSearchParams();
  ids.forEach((id) => body.append("ids[]", id));
  const response = await fetch(path, {
    method: "POST", body, credentials: "same-origin",
    headers: { Accept: "application/json", "X-CSRF-Token": csrfToken() },
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

async function deleteRow(row) {
  const results = document.getElementById("notes-results");
  const id = row.dataset.id;
  row.classList.add("removing");
  try {
    await post(`/notes/${id}/delete`, []);
  } catch {
    row.classList.remove("removing");
    row.querySelector(".note-cell").style.transform = "";
    showToast(results.dataset.saveFailed);
    return;
  }
  row.remove();
  const search = document.getElementById("notes-search");
  if (!document.querySelector("#notes-results .note-row")) refreshResults(search?.value ?? "", 0, () => 0);
  showToast(results.dataset.deleted, {
    action: results.dataset.undo,
    onAction: async () => {
      try {
        await post("/notes/restore", [id]);
        location.reload();
      } catch {
        showToast(results.dataset.saveFailed);
      }
    },
  });
}

// ── Editor: count, Return to the body, leave only on purpose ────────────────────────────────
function editor() {
  const form = document.getElementById("note-form");
  if (!form) return;
  const title = form.querySelector('input[name="title"]');
  const body = form.querySelector('textarea[name="body"]');
  const count = document.getElementById("note-count");
  const initial = title.value + "\u0000" + body.value;
  let submitting = false;
  const dirty = () => !submitting && title.value + "\u0000" + body.value !== initial;

  // The count, and the limit as it nears: typing stops there (a paste is cut to fit), counted
  // as the server counts (grapheme clusters), so what is typed can always be saved.
  const segmenter = "Segmenter" in Intl ? new Intl.Segmenter() : null;
  const graphemes = (text) => (segmenter ? [...segmenter.segment(text)].map((part) => part.segment) : [...text]);
  const singular = (n) => (document.documentElement.lang === "fr" ? Math.abs(n) <= 1 : Math.abs(n) === 1);
  const limit = Number(form.dataset.limit);
  body.removeAttribute("maxlength");   // the no-JS stop counts UTF-16 units: stricter than the rule
  const format = (n) => n.toLocaleString(document.documentElement.lang);
  let previous = body.value;
  // What typing or a paste added beyond the limit is left out, as `maxlength` does; text put in
  // by the page (a draft restored, over the limit) is kept whole: the count and the reason say
  // what to shorten.
  const fit = () => {
    const value = body.value;
    let start = 0;
    while (start < value.length && start < previous.length && value[start] === previous[start]) start++;
    let end = 0;
    while (end < value.length - start && end < previous.length - start
           && value[value.length - 1 - end] === previous[previous.length - 1 - end]) end++;
    const added = graphemes(value.slice(start, value.length - end));
    const room = Math.max(0, limit - (graphemes(value).length - added.length));
    if (added.length <= room) return;
    body.value = value.slice(0, start) + added.slice(0, room).join("") + value.slice(value.length - end);
    const caret = start + added.slice(0, room).join("").length;
    body.setSelectionRange(caret, caret);
  };
  const showCount = (event) => {
    // Only text longer than the limit in UTF-16 units can be over it in characters.
    if (event?.isTrusted && body.value.length > limit) fit();
    previous = body.value;
    const n = graphemes(body.value).length;
    const near = n >= limit * 0.9;
    count.classList.toggle("is-near-limit", near);
    count.textContent = near
      ? form.dataset.limitText.replace("{count}", format(n)).replace("{max}", format(limit))
      : (singular(n) ? count.dataset.one : count.dataset.other).replace("{count}", n);
  };
  body.addEventListener("input", showCount);
  if (body.value.length >= limit * 0.9) showCount();

  title.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing) { event.preventDefault(); body.focus(); }
  });

  form.addEventListener("submit", () => { submitting = true; });
  // Done keeps the note on the device and sends it from there (offline: when back online).
  saveThroughOutbox(form, { onSubmit: () => { submitting = true; } });
  window.addEventListener("beforeunload", (event) => {
    if (dirty()) { event.preventDefault(); event.returnValue = ""; }
  });
  // Cancel with changes asks first, in a sheet: Discard Changes or Keep Editing.
  document.getElementById("note-cancel")?.addEventListener("click", async (event) => {
    if (!dirty()) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    if (await presentSheet(form.dataset.discardSheet)) {
      submitting = true;
      location.href = href;
    }
  });
  // The delete form leaves the page on purpose too (once its sheet has said yes).
  document.addEventListener("submit", (event) => {
    if (event.target.matches(".note-delete") && event.target.dataset.confirmed === "1") submitting = true;
  });
}

// ── Edit mode: Delete Selected only once something is selected (as on iOS) ──────────────────
function selection() {
  const form = document.querySelector(".notes-selection");
  const button = document.getElementById("delete-selected");
  if (!form || !button) return;
  const update = () => { button.disabled = !form.querySelector(".note-check:checked"); };
  form.addEventListener("change", update);
  update();
}

// ── List: pull to refresh, and saves kept on the device while offline ───────────────────────
function listExtras() {
  const results = document.getElementById("notes-results");
  if (!results) return;
  const refresh = () => refreshResults(document.getElementById("notes-search")?.value ?? "", 0, () => 0);
  startPullToRefresh({ onRefresh: refresh });
  sendKeptSaves(results, { onSent: refresh });
}

searchAsYouType();
attachSwipes();
editor();
selection();
listExtras();
