// The outbox sends from anywhere: what Memory or Disposable queued goes out from whatever page of
// the suite is open (suite.js starts the relay on every page) and from the service worker when
// Background Sync wakes it (sw.js), not only from the page that queued it.
//
// The relay is the shared Outbox over every queue, sending each item as its own page wrote it
// down (`item.request`, see multipartSender's `describe`) with outbox-sender.js's POST. Items
// without one (Notes' forms; older items until their app's page has opened once) wait for their
// own page. A queue whose own Outbox runs on this page is left to it (it shows the progress).
// The same per-item Web Lock and one-transaction claim as every Outbox: a page, another tab and
// the service worker never send one item twice.
import { Hold, Outbox, pageQueues, State } from "./outbox.js";
import { readAll } from "./outbox-store.js";
import { OutboxError, postMultipart } from "./outbox-sender.js";

export class OutboxRelay extends Outbox {
  constructor(options = {}) {
    super({ queue: null, account: null, send: storedRequestSender(), ...options });
  }

  readItems() {
    return readAll();
  }

  owns(item) {
    return Boolean(item.request?.url) && !pageQueues.has(item.queue);
  }

  /** An item queued with "Wi-Fi only" on waits while the connection says it is cellular. */
  itemHold(item) {
    return item.request?.wifiOnly && this.connection?.type === "cellular" ? Hold.cellular : null;
  }

  /**
   * Starts on a page: sends what is due, follows the network (no queue of its own to show). A
   * page opening is a fresh chance: what failed for want of a network goes at once.
   */
  async start() {
    if (this.running) return;
    this.running = true;
    this.follow();
    await this.recoverInterrupted();
    await this.networkReturned();
  }

  /**
   * Sends every item that can go now, once, and resolves when done (the service worker's sync
   * event waits for it). Items that failed for want of a network are due at once: the browser
   * says it is online. Resolves with how many are still to be sent later (a network or server
   * failure, a backoff), so the worker can ask to be woken again; not those waiting for their
   * person's own page (signed out, someone else's).
   */
  async drain() {
    await this.recoverInterrupted();
    await this.networkReturned();
    clearTimeout(this.timer);
    await this.pump();
    clearTimeout(this.timer);
    return this.items.filter((item) => item.state === State.waiting && item.hold !== Hold.signedOut).length;
  }
}

/** The relay of this page, started once the page's own scripts have claimed their queues. */
export function relayOutbox() {
  const relay = new OutboxRelay();
  relay.start();
  return relay;
}

/**
 * Sends an item as its page wrote it down. The credentials are the browser's: a Memory item
 * carries its session's CSRF token, so another session (another person signed in since) gets 403
 * and the item waits for its own; a Disposable item names the guest it belongs to (`owner`), and
 * goes only while the browser's cookie still acts for that guest.
 */
function storedRequestSender() {
  return async (item, options = {}) => {
    if (item.request.owner) await checkOwner(item, item.request.owner);
    return postMultipart(item, item.request, options);
  };
}

async function checkOwner(item, owner) {
  let response;
  try {
    response = await fetch(owner.url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  } catch (error) {
    throw OutboxError.network(error);
  }
  const body = await response.json().catch(() => null);
  // No one, or someone else (another guest recovered on this device): never send as them; the
  // item waits for its own page, which knows whose it is.
  if ([401, 403, 404].includes(response.status) || (response.ok && body?.[owner.field] !== item.account)) {
    throw new OutboxError("signedOut", "Not signed in as the person who queued it", { status: response.status });
  }
  if (!response.ok) throw OutboxError.fromResponse(response.status, body, response.headers.get("Retry-After"));
}
