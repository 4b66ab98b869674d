// The outbox's storage: one IndexedDB database for every app's queue (items carry their queue
// name and the account they belong to). Blobs are stored as they are (IndexedDB keeps them
// across reloads and closed tabs); nothing here knows what an item means.

const DATABASE = "suite-outbox";
const STORE = "items";

let opening = null;

/** The database, opened once per page. */
export function openDatabase() {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "id" });
      store.createIndex("queue", "queue");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("outbox database blocked by another tab"));
  });
  return opening;
}

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, body) {
  const db = await openDatabase();
  const tx = db.transaction(STORE, mode);
  const result = await body(tx.objectStore(STORE));
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("outbox transaction aborted"));
  });
  return result;
}

/** Every item of `queue` (all accounts), oldest first. */
export function readQueue(queue) {
  return transaction("readonly", async (store) => {
    const items = await done(store.index("queue").getAll(queue));
    return items.sort((a, b) => a.createdAt - b.createdAt);
  });
}

/** Every item of every queue and account, oldest first (the relay sends what any page queued). */
export function readAll() {
  return transaction("readonly", async (store) => {
    const items = await done(store.getAll());
    return items.sort((a, b) => a.createdAt - b.createdAt);
  });
}

/** Whether an item waits that any page could send (`request` written down): the relay loads only then. */
export function hasRelayable() {
  return transaction("readonly", async (store) =>
    (await done(store.getAll())).some((item) => item.request && ["waiting", "sending"].includes(item.state)));
}

export function readItem(id) {
  return transaction("readonly", (store) => done(store.get(id)));
}

export function putItem(item) {
  return transaction("readwrite", (store) => done(store.put(item)));
}

/**
 * Reads an item, lets `change` return its next version (or null to leave it), and writes it,
 * all in one transaction, so two tabs never both move the same item. Returns what was written.
 */
export function updateItem(id, change) {
  return transaction("readwrite", async (store) => {
    const current = await done(store.get(id));
    if (!current) return null;
    const next = change(current);
    if (!next) return null;
    await done(store.put(next));
    return next;
  });
}

export function deleteItem(id) {
  return transaction("readwrite", (store) => done(store.delete(id)));
}
