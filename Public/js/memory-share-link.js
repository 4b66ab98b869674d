// Memory Recap's share links on an entry's page: make, copy and turn off the links to one memory
// (memory.js loads this only where the page has the section).
import { showToast } from "/js/suite.js";
import { csrf } from "/js/memory-outbox.js";

export function mountShareLink(section) {
  const create = section.querySelector("[data-share-create]");
  const list = section.querySelector(".share-links");
  const rowTemplate = section.querySelector("#share-link-row");
  const target = JSON.parse(section.dataset.shareTarget);
  const lang = document.documentElement.lang;
  const until = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" });
  const call = (method, path, body) => fetch(path, {
    method, body: body && JSON.stringify(body),
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrf() },
  });
  const sharesThis = (link) => link.status === "active" && link.target === target.target
    && (link.target === "entry" ? link.entryId?.toLowerCase() === target.entryId.toLowerCase()
      : link.year === target.year && link.month === target.month);

  const addRow = (link, { first = false } = {}) => {
    const row = rowTemplate.content.firstElementChild.cloneNode(true);
    const field = row.querySelector(".share-url");
    field.id = `share-url-${link.id}`;
    row.querySelector("label").htmlFor = field.id;
    field.value = link.url;
    row.querySelector(".share-until").textContent = section.dataset.until.replace("{date}", until.format(new Date(link.expiresAt)));
    row.querySelector("[data-share-copy]").addEventListener("click", async () => {
      await navigator.clipboard?.writeText(field.value).catch(() => field.select());
      showToast(section.dataset.copied);
    });
    const revoke = row.querySelector("[data-share-revoke]");
    revoke.addEventListener("click", async () => {
      revoke.disabled = true;
      const response = await call("DELETE", `/api/share-links/${link.id}`);
      if (response.ok) return row.remove();
      revoke.disabled = false;
      showToast((await response.json().catch(() => null))?.detail ?? response.statusText);
    });
    // Newest first, under the expiry choice.
    list.firstElementChild.after(row);
    if (first) field.select();
  };

  create.addEventListener("click", async () => {
    create.disabled = true;
    const response = await call("POST", "/api/share-links", { ...target, expiresInDays: Number(section.querySelector("#share-expiry").value) });
    create.disabled = false;
    const body = await response.json().catch(() => null);
    if (!response.ok) return showToast(body?.detail ?? response.statusText);
    addRow(body, { first: true });
  });
  // The links made before (another visit, another device) that still work, so they can be turned off.
  call("GET", "/api/share-links").then((response) => response.ok ? response.json() : { items: [] })
    .then(({ items }) => items.filter(sharesThis).reverse().forEach((link) => addRow(link)))
    .catch(() => {});
  section.hidden = false;
}
