// Web Push for every page of the suite: whether this browser can receive notifications, and
// subscribing this device with the server's VAPID key (`/api/push/key`) or unsubscribing it.
// The server keeps one row per device; its id is remembered here to remove it again.

const DEVICE_KEY = "suite.push.device";

/** "supported", "needs-home-screen" (iOS Safari outside an app added to the Home Screen), or "unsupported". */
export function pushSupport() {
  const iOS = /iPhone|iPad|iPod/.test(navigator.userAgent)
    || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone = navigator.standalone === true || matchMedia("(display-mode: standalone)").matches;
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (iOS && !standalone) return "needs-home-screen";
  return capable ? "supported" : "unsupported";
}

/** The notification permission: "granted", "denied" or "default". */
export function pushPermission() {
  return "Notification" in window ? Notification.permission : "denied";
}

/**
 * Why notifications cannot be turned on in this browser, as the key both pages word it: "ios"
 * (iOS outside the Home Screen), "unsupported" or "denied"; null when they can.
 */
export function pushObstacle() {
  const support = pushSupport();
  if (support === "needs-home-screen") return "ios";
  if (support === "unsupported") return "unsupported";
  return pushPermission() === "denied" ? "denied" : null;
}

/** The server's id of this device, as the last subscribe() here answered, or null. */
export function subscribedDeviceId() {
  return localStorage.getItem(DEVICE_KEY);
}

/** This browser's current subscription, or null. */
export async function currentSubscription() {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The server's VAPID public key (`GET /api/push/key`), for pages that do not carry it. */
export async function serverKey() {
  const response = await fetch("/api/push/key", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`no push key (${response.status})`);
  return (await response.json()).vapidPublicKey;
}

/**
 * Asks for permission (from a click) and resolves to this browser's subscription, made with
 * `vapidKey` when there is none yet. Throws an Error whose message is "denied" when the person
 * refused. One subscription per browser: the suite's devices and a Disposable guest's share it.
 */
export async function browserSubscription(vapidKey) {
  if ((await Notification.requestPermission()) !== "granted") throw new Error("denied");
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription())
    ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
}

/**
 * Asks for permission (from a click), subscribes with `vapidKey` and registers the device at
 * `api` (`/api/push`). `headers` carries the page's CSRF token. Resolves to the server's device,
 * or throws an Error whose message is "denied" when the person refused.
 */
export async function subscribe({ vapidKey, api, headers = {} }) {
  return register(await browserSubscription(vapidKey), { api, headers });
}

/** Sends an existing subscription to the server again (it updates the same endpoint). */
export async function register(subscription, { api, headers = {} }) {
  const response = await fetch(`${api}/subscriptions`, {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!response.ok) throw new Error(`subscription refused (${response.status})`);
  const device = await response.json();
  localStorage.setItem(DEVICE_KEY, device.id);
  return device;
}

/** Unsubscribes this browser and removes its device from the server. */
export async function unsubscribe({ api, headers = {} }) {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
  const id = localStorage.getItem(DEVICE_KEY);
  localStorage.removeItem(DEVICE_KEY);
  if (id) {
    await fetch(`${api}/subscriptions/${encodeURIComponent(id)}`, {
      method: "DELETE", credentials: "same-origin", headers: { Accept: "application/json", ...headers },
    });
  }
}
