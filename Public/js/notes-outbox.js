// Notes' saves through the shared outbox (shared/outbox.js): Done keeps the note on the device
// first, then sends it as the form would. Offline, or with the server out of reach, it waits
// there (the editor says so) and goes when the connection returns; the form's revision travels
// with it, so a note changed on another device meanwhile is never written over (the server
// answers 409 and the editor shows its choices). A refusal (422, 409, 413) is sent again as the
// page's own form, so the server's page, with the text and the reason, is what the person sees.
import { Outbox, State, Hold, formSender } from "/js/shared/outbox.js";
import { csrfToken, showToast } from "/js/suite.js";

export function openNotesOutbox(account) {
  return new Outbox({
    queue: "notes", account,
    send: formSender({
      url: (item) => item.meta.action, headers: () => ({ "X-CSRF-Token": csrfToken() }), refused: [404, 409],
      accepts: (response) => new URL(response.url).pathname.startsWith("/notes"),
    }),
  });
}

/** The editor's form goes through the outbox; `onSubmit` runs as the save leaves the page's hands. */
export async function saveThroughOutbox(form, { onSubmit }) {
  const outbox = openNotesOutbox(form.dataset.account);
  const status = document.getElementById("note-draft-status");
  const say = (text) => { status.hidden = !text; status.textContent = text ?? ""; };
  let pending = null;   // { id, submitter } of the save this page made

  outbox.addEventListener("change", async () => {
    const item = pending && outbox.items.find((entry) => entry.id === pending.id);
    if (!item) return;
    if (item.state === State.sent) {
      await outbox.dismiss(item.id);
      location.assign(item.result?.url ?? "/notes");
    } else if (item.state === State.failed) {
      // Refused: the server's own page says why, with the text (sent once more as the form).
      // The item stays until that page has shown the text (restoreRefused).
      const { submitter } = pending;
      pending = null;
      form.dataset.native = "1";
      form.requestSubmit(submitter?.isConnected ? submitter : null);
    } else if (item.hold === Hold.signedOut) {
      // The session ended: the form goes the server's way (to sign in); the note stays on the
      // device and is sent by the next Notes page once signed in again.
      const { submitter } = pending;
      pending = null;
      form.dataset.native = "1";
      form.requestSubmit(submitter?.isConnected ? submitter : null);
    } else if (item.hold === Hold.offline || item.hold === Hold.retrying) {
      say(form.dataset.offlineText);
    } else if (item.state === State.sending && !status.hidden) {
      say(form.dataset.sendingText);
    }
  });
  // Listening at once: a Done before the queue has loaded must not post the form unguarded.
  const ready = outbox.start().then(() => restoreRefused(form, outbox, say));

  form.addEventListener("submit", async (event) => {
    if (form.dataset.native === "1") return;
    event.preventDefault();
    if (pending) return;   // this save is on its way already
    onSubmit();
    const submitter = event.submitter;
    const formAction = submitter?.getAttribute("formaction");
    const action = new URL(formAction || form.getAttribute("action"), location.href).pathname;
    const parts = [...new FormData(form, submitter)].map(([name, value]) => ({ name, value: String(value) }));
    pending = { id: null, submitter };
    await ready;
    const item = await outbox.add({ parts, meta: { action, page: location.pathname } });
    pending.id = item.id;
    outbox.dispatchEvent(new Event("change"));
  });
  await ready;
  return outbox;
}

/**
 * On a page that came back refused, the text the server could not echo (a form too large to
 * read) is put back from the device; the refused save is then forgotten (its text is on screen).
 * A draft opened from the list (`?draft=<id>`) is put back the same way.
 */
async function restoreRefused(form, outbox, say) {
  const asked = new URLSearchParams(location.search).get("draft");
  const action = new URL(form.getAttribute("action"), location.href).pathname;
  const refused = outbox.items.filter((item) => item.state === State.failed
    && (item.id === asked || (form.dataset.refused === "1" && item.meta.action === action)));
  const latest = refused.at(-1);
  if (!latest) return;
  const title = form.querySelector('input[name="title"]');
  const body = form.querySelector('textarea[name="body"]');
  const value = (name) => latest.parts.find((part) => part.name === name)?.value ?? "";
  if (!title.value && !body.value) {
    title.value = value("title");
    body.value = value("body");
    body.dispatchEvent(new Event("input"));
    say(form.dataset.restoredText);
  }
  for (const item of refused) await outbox.dismiss(item.id);
}

/** On the list: saves kept while offline go out; one the server refused offers to reopen it. */
export async function sendKeptSaves(results, { onSent }) {
  const outbox = openNotesOutbox(results.dataset.account);
  outbox.addEventListener("sent", async (event) => {
    await outbox.dismiss(event.detail.item.id);
    onSent();
  });
  await outbox.start();
  const refused = outbox.items.find((item) => item.state === State.failed);
  if (refused) {
    showToast(results.dataset.draftRefused, {
      action: results.dataset.draftOpen, timeout: 0,
      onAction: () => location.assign(`${refused.meta.page}?draft=${encodeURIComponent(refused.id)}`),
    });
  }
}
