// Notes: what the pages gain with JS. Everything here has a no-JS path on the server
// (GET search, Edit-mode delete with an Undo banner, server-side validation).
import { showToast, csrfToken, presentSheet } from "/js/suite.js";

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

  const segmenter = "Segmenter" in Intl ? new Intl.Segmenter() : null;
  const characters = (text) => (segmenter ? [...segmenter.segment(text)].length : [...text].length);
  const singular = (n) => (document.documentElement.lang === "fr" ? Math.abs(n) <= 1 : Math.abs(n) === 1);
  body.addEventListener("input", () => {
    const n = characters(body.value);
    count.textContent = (singular(n) ? count.dataset.one : count.dataset.other).replace("{count}", n);
  });

  title.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing) { event.preventDefault(); body.focus(); }
  });

  form.addEventListener("submit", () => { submitting = true; });
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

searchAsYouType();
attachSwipes();
editor();
selection();
