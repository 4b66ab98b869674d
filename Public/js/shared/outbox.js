// The upload queue ("outbox") every app shares: what a person saves is kept in IndexedDB first
// and sent from there, so a reload, a closed tab or a lost connection loses nothing.
//
//   const outbox = new Outbox({ queue: "memory", account, send: multipartSender({ url: "/api/entries" }) });
//   outbox.addEventListener("change", () => render(outbox.items));
//   await outbox.start();
//   await outbox.add({ parts, meta });            // parts: [{ name, value: string | Blob, filename }]
//
// States: waiting (queued, retrying later, or held: offline, cellular with "Wi-Fi only", signed
// out), sending (with progress 0…1), sent (with the server's answer), failed (refused, or the
// server kept failing; retry or cancel). Every item has its own idempotency key, sent with every
// attempt, so the server creates it once however often it is resent. One tab sends at a time
// (Web Locks); the others follow along through a BroadcastChannel.
//
// Items whose sender can `describe` them carry their request as data, so any page and the
// service worker can send them too (outbox-relay.js; Background Sync is asked for on queuing).
// Whoever sends claims the item in one transaction under its Web Lock: never twice at once.
//
// The sender is pluggable: `send(item, { onProgress, signal })` resolves with the server's answer
// or throws an OutboxError saying whether to retry.
import { deleteItem, putItem, readQueue, updateItem } from "./outbox-store.js";
import { backoffDelay } from "./backoff.js";

export { formSender, multipartSender, OutboxError } from "./outbox-sender.js";
import { OutboxError } from "./outbox-sender.js";

export const State = Object.freeze({ waiting: "waiting", sending: "sending", sent: "sent", failed: "failed" });

/** Why a waiting item is not being sent now. */
export const Hold = Object.freeze({ offline: "offline", cellular: "cellular", signedOut: "signedOut", retrying: "retrying" });

/** The Background Sync tag the service worker answers by sending the outbox (sw.js). */
export const SYNC_TAG = "suite-outbox";

/** Queues an app's own Outbox runs on this page: the relay leaves them to it (progress, events). */
export const pageQueues = new Set();

const SENT_KEPT_MS = 60 * 60 * 1000;   // a sent item stays visible for an hour, then goes

export class Outbox extends EventTarget {
  /**
   * @param {object} options
   * @param {string} options.queue     the app's queue name ("memory", "disposable")
   * @param {string} options.account   whose items these are (the page's opaque account label):
   *                                   another account's items are never shown or sent
   * @param {Function} options.send    the sender (see outbox-sender.js)
   * @param {Function} [options.wifiOnly]  returns true while uploads should wait for Wi-Fi
   * @param {number} [options.maxServerFailures]  server errors before an item is "failed"
   * @param {EventTarget} [options.connection]  the Network Information API's connection (its
   *                                   `type` says "cellular"; only Android's Chrome tells)
   */
  constructor({ queue, account, send, wifiOnly = () => false, maxServerFailures = 6, connection = navigator.connection,
                clock = () => Date.now(), random = Math.random, newID = () => crypto.randomUUID() }) {
    super();
    Object.assign(this, { queue, account, send, wifiOnly, maxServerFailures, connection, clock, random, newID });
    this.items = [];
    this.progress = new Map();      // id → 0…1, in memory only (too frequent for the database)
    this.controllers = new Map();   // id → AbortController of the send in flight
    this.timer = null;
    this.running = false;
    this.channels = new Map();      // queue → its BroadcastChannel
  }

  /** The channel every page showing `queue` listens on. */
  channel(queue = this.queue) {
    if (!("BroadcastChannel" in self)) return null;
    if (!this.channels.has(queue)) this.channels.set(queue, new BroadcastChannel(`suite-outbox:${queue}`));
    return this.channels.get(queue);
  }

  /** Every item this outbox may see, any account (the relay: every queue). */
  readItems() {
    return readQueue(this.queue);
  }

  /** Whether this outbox shows and sends `item`: another account's items are never touched. */
  owns(item) {
    return item.account === this.account;
  }

  /** Why one item cannot go now though the outbox could (the relay's per-item Wi-Fi-only). */
  itemHold() {
    return null;
  }

  /** Loads the queue, starts sending and follows the network; resolves once loaded. */
  async start() {
    if (this.running) return;
    this.running = true;
    pageQueues.add(this.queue);
    this.follow();
    this.channel()?.addEventListener("message", (event) => {
      if (event.data?.progress) this.progress.set(event.data.id, event.data.progress);
      this.refresh();
    });
    await this.recoverInterrupted();
    await this.refresh();
    // This page was rendered for a signed-in account: what waited for a sign-in can go now, and
    // the written-down requests take this session's credentials (a new sign-in's CSRF token).
    for (const item of this.items.filter((item) => item.state !== State.sent)) {
      await updateItem(item.id, (current) => ({ ...current, hold: null, request: this.describe(current) ?? current.request }));
    }
    await this.refresh();
    this.schedule(0);
  }

  /** Sends again when the network, the connection type or the page's visibility says it may. */
  follow() {
    addEventListener("online", () => this.networkReturned());
    addEventListener("offline", () => this.refresh());
    self.document?.addEventListener("visibilitychange", () => { if (!document.hidden) this.schedule(0); });
    this.connection?.addEventListener?.("change", () => { this.refresh(); this.schedule(0); });
  }

  /** The browser is online again: what failed for want of a network goes now, not after its backoff. */
  async networkReturned() {
    for (const item of (await this.readItems()).filter((item) => this.owns(item) && item.lastFailure === "network")) {
      await updateItem(item.id, (current) => current.state === State.waiting ? { ...current, nextAttemptAt: 0 } : null);
    }
    await this.refresh();
    this.schedule(0);
  }

  /** The item's request as data (see multipartSender's `describe`), or null for senders without one. */
  describe(item) {
    const request = this.send.describe?.(item);
    return request ? { ...request, wifiOnly: this.wifiOnly() } : null;
  }

  /** Queues a new item and returns it; sending starts at once when nothing holds it. */
  async add({ parts, meta = {}, key }) {
    const id = this.newID();
    const item = {
      id, queue: this.queue, account: this.account, key: key ?? id, parts, meta,
      state: State.waiting, createdAt: this.clock(), attempts: 0, serverFailures: 0,
      nextAttemptAt: 0, error: null, result: null,
    };
    item.request = this.describe(item);
    await putItem(item);
    await this.changed();
    if (item.request) askForBackgroundSync();
    this.schedule(0);
    return item;
  }

  /** Sends a failed (or waiting) item again now. */
  async retry(id) {
    await updateItem(id, (item) => item.state === State.sent ? null
      : { ...item, state: State.waiting, nextAttemptAt: 0, serverFailures: 0, error: null });
    await this.changed();
    this.schedule(0);
  }

  /** Removes an item; one being sent is stopped first (the server may still have received it). */
  async cancel(id) {
    this.controllers.get(id)?.abort();
    await deleteItem(id);
    this.progress.delete(id);
    await this.changed();
  }

  /** Forgets a sent item (the page shows the real entry now). */
  async dismiss(id) {
    await deleteItem(id);
    await this.changed();
  }

  /** Why nothing is sent right now, or null. */
  hold() {
    if (!navigator.onLine) return Hold.offline;
    if (this.wifiOnly() && this.connection?.type === "cellular") return Hold.cellular;
    return null;
  }

  // ── internals ───────────────────────────────────────────────────────────────────────────

  /** Re-reads this account's items (and drops sent ones past their time), then tells listeners. */
  async refresh() {
    const now = this.clock();
    const mine = (await this.readItems()).filter((item) => this.owns(item));
    for (const item of mine) {
      if (item.state === State.sent && now - item.sentAt > SENT_KEPT_MS) await deleteItem(item.id);
    }
    const hold = this.hold();
    this.items = mine
      .filter((item) => !(item.state === State.sent && now - item.sentAt > SENT_KEPT_MS))
      .map((item) => ({
        ...item,
        progress: this.progress.get(item.id) ?? 0,
        hold: item.state !== State.waiting ? null
          : item.hold ?? hold ?? this.itemHold(item) ?? (item.nextAttemptAt > now ? Hold.retrying : null),
      }));
    this.dispatchEvent(new CustomEvent("change", { detail: { items: this.items } }));
  }

  async changed(queue = this.queue) {
    this.channel(queue)?.postMessage({ changed: true });
    await this.refresh();
  }

  /** Items left "sending" by a tab that closed mid-send go back to waiting (their lock is free). */
  async recoverInterrupted() {
    const stale = (await this.readItems()).filter((item) => item.state === State.sending);
    for (const item of stale) {
      await withLock(`suite-outbox:${item.id}`, () =>
        updateItem(item.id, (current) => current.state === State.sending ? { ...current, state: State.waiting } : null));
    }
  }

  schedule(delay) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pump(), Math.max(0, delay));
  }

  /** Sends every item that is due, one at a time, then sleeps until the next one is. */
  async pump() {
    if (this.pumping) return;
    this.pumping = true;
    // One try per item a round: one another sender holds is theirs (looking again would spin).
    const tried = new Set();
    try {
      while (true) {
        const due = this.hold() ? null : this.nextDue(tried);
        if (!due) break;
        tried.add(due.id);
        await withLock(`suite-outbox:${due.id}`, () => this.sendOne(due.id));
      }
    } finally {
      this.pumping = false;
    }
    await this.refresh();
    const now = this.clock();
    const upcoming = this.items.filter((item) => item.hold === Hold.retrying);
    if (upcoming.length && !this.hold()) {
      this.schedule(Math.min(...upcoming.map((item) => item.nextAttemptAt)) - now);
    }
  }

  nextDue(tried = new Set()) {
    const now = this.clock();
    return this.items.find((item) => !tried.has(item.id) && item.state === State.waiting
      && item.hold !== Hold.signedOut && !this.itemHold(item) && item.nextAttemptAt <= now);
  }

  async sendOne(id) {
    const claimed = await updateItem(id, (item) =>
      item.state === State.waiting && this.owns(item) ? { ...item, state: State.sending, attempts: item.attempts + 1 } : null);
    if (!claimed) return;   // another tab sent it, or it was cancelled
    await this.changed(claimed.queue);
    const controller = new AbortController();
    this.controllers.set(id, controller);
    let lastShown = 0;
    const onProgress = (fraction) => {
      this.progress.set(id, fraction);
      const now = this.clock();
      if (now - lastShown < 100 && fraction < 1) return;   // repaint at most ten times a second
      lastShown = now;
      this.channel(claimed.queue)?.postMessage({ id, progress: fraction });
      this.dispatchEvent(new CustomEvent("progress", { detail: { id, progress: fraction } }));
    };
    try {
      const result = await this.send(claimed, { onProgress, signal: controller.signal });
      await updateItem(id, (item) => ({ ...item, state: State.sent, sentAt: this.clock(), result, parts: [], error: null, hold: null, lastFailure: null }));
      this.dispatchEvent(new CustomEvent("sent", { detail: { item: { ...claimed, result } } }));
    } catch (error) {
      if (controller.signal.aborted) return;   // cancelled: the item is gone
      const next = await updateItem(id, (item) => this.afterFailure(item, error));
      // The worker sends it once the network is back, should this page close.
      if (next?.lastFailure === "network" && next.request) askForBackgroundSync();
    } finally {
      this.controllers.delete(id);
      this.progress.delete(id);
      await this.changed(claimed.queue);
    }
  }

  /** The item's next state after a failed attempt. */
  afterFailure(item, error) {
    const failure = error instanceof OutboxError ? error : OutboxError.network(error);
    const now = this.clock();
    const base = { ...item, error: failure.message, code: failure.code ?? null, hold: null, lastFailure: failure.kind };
    switch (failure.kind) {
      case "refused":
        return { ...base, state: State.failed };
      case "signedOut":
        return { ...base, state: State.waiting, hold: Hold.signedOut };
      case "server": {
        const serverFailures = item.serverFailures + 1;
        if (serverFailures >= this.maxServerFailures) return { ...base, state: State.failed, serverFailures };
        return { ...base, state: State.waiting, serverFailures, nextAttemptAt: now + this.delay(item, failure) };
      }
      default:   // the network: keep trying, however long it takes
        return { ...base, state: State.waiting, nextAttemptAt: now + this.delay(item, failure) };
    }
  }

  delay(item, failure) {
    const backoff = backoffDelay(item.attempts, { random: this.random });
    return Math.max(backoff, failure.retryAfterMs ?? 0);
  }
}

/** Asks the browser to wake the service worker once it is online (Background Sync), where it can. */
async function askForBackgroundSync() {
  try {
    const registration = self.registration ?? await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No permission or no worker (a private window): the pages still send.
  }
}

/** Runs `body` holding the named Web Lock, or not at all if another tab holds it (or the worker). */
async function withLock(name, body) {
  if (!navigator.locks) return body();
  return navigator.locks.request(name, { ifAvailable: true }, (lock) => (lock ? body() : null));
}
