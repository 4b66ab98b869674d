// Memory Recap's outbox, one definition for the add sheet and the timeline: the shared outbox
// sending each save to the API, held while "Upload on Wi-Fi only" is on and the connection
// is cellular.
import { Outbox, multipartSender } from "/js/shared/outbox.js";
import { csrfToken } from "/js/suite.js";

export const WIFI_ONLY_KEY = "memory.wifiOnly";
/** The add sheet's first type (Settings → New Memories), kept in this browser. */
export const DEFAULT_KIND_KEY = "memory.defaultKind";

/** The session's CSRF token: a form's field, or the outbox's or share section's data-csrf. */
export const csrf = () => csrfToken() || document.querySelector("[data-csrf]")?.dataset.csrf || "";

export function openOutbox(account) {
  return new Outbox({
    queue: "memory", account,
    send: multipartSender({ url: "/api/entries", headers: () => ({ "X-CSRF-Token": csrf() }) }),
    wifiOnly: () => localStorage.getItem(WIFI_ONLY_KEY) === "1",
  });
}
