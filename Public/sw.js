// Service worker: the suite keeps working when the network goes.
//
// - Pages (GET navigations) are fetched from the network first, so a deploy or a change made on
//   another device shows at once. A page that arrives is kept; without a network the kept copy
//   opens, marked as a saved copy (suite.js shows the note). A page never opened before gets the
//   offline page, in the reader's language and theme.
// - Static files: a versioned URL (?v=…, see StaticAssets.url) never changes, so it comes from
//   the cache first; a plain one is fetched first and the cache is the fallback.
// - Never kept: /api/ (bearer-token JSON), anything but GET, other origins, redirects, errors.
// - Notifications: the Web Push handlers near the end show what the server sends and answer
//   its buttons.
// - Saved pages belong to one account. Every page says which (Suite-Account, an opaque label);
//   when a page arrives for another account, or a form posts to /account/ (sign in, sign out,
//   delete), every saved page is deleted before anything else is kept.
// - The outbox: when Background Sync says the browser is online again, what Memory and
//   Disposable queued is sent from here, even with every page of the suite closed.
//
// A module worker (suite.js registers it with type "module"): it shares the outbox's code with
// the pages instead of keeping a copy.
import { SYNC_TAG } from "/js/shared/outbox.js";
import { OutboxRelay } from "/js/shared/outbox-relay.js";

const VERSION = "v3";
const SHELL_CACHE = `suite-shell-${VERSION}`;
const PAGE_CACHE = `suite-pages-${VERSION}`;
const SHELL = [
  "/css/suite.css", "/js/suite.js", "/js/offline.js", "/js/offline-text.js", "/icons/suite.svg",
  "/icons/symbols/cloud-slash.svg", "/icons/symbols/clock.svg", "/manifest.webmanifest", "/offline.html",
];
const MAX_PAGES = 60;
// Bookkeeping kept in PAGE_CACHE (a worker's memory does not survive between events):
const ACCOUNT_KEY = "/__suite/account";         // whose pages the cache holds
const PREFERENCES_KEY = "/__suite/preferences"; // language and theme of the latest page
const ACCOUNT_HEADER = "Suite-Account";
const SAVED_AT_HEADER = "Suite-Saved-At";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const current = [SHELL_CACHE, PAGE_CACHE];
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.method !== "GET") {
    if (url.pathname.startsWith("/account/")) event.waitUntil(forgetPages());
    return;
  }
  if (url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request, event));
  } else if (/^\/(css|js|icons)\//.test(url.pathname) || url.pathname === "/manifest.webmanifest") {
    event.respondWith(staticFile(request, url, event));
  }
});

// ── Pages ──────────────────────────────────────────────────────────────────────────────────
async function page(request, event) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await savedCopy(request)) ?? (await offlinePage());
  }
  event.waitUntil(keep(request, response.clone()));
  return response;
}

async function keep(request, response) {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return;
  const cache = await caches.open(PAGE_CACHE);
  const html = await response.text();
  const account = response.headers.get(ACCOUNT_HEADER);
  if (account && account !== (await text(cache, ACCOUNT_KEY))) {
    await forgetPages();
    await cache.put(ACCOUNT_KEY, new Response(account));
  }
  const root = /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
  const preferences = { lang: attribute(root, "lang"), theme: attribute(root, "data-theme") };
  await cache.put(PREFERENCES_KEY, new Response(JSON.stringify(preferences)));
  if (response.status !== 200 || response.redirected || !account) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.delete("Content-Length"); // the body is stored decoded
  headers.delete("Content-Encoding");
  await cache.put(request, new Response(html, { status: 200, headers }));
  await trim(cache);
}

async function savedCopy(request) {
  const cache = await caches.open(PAGE_CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (!saved) return null;
  const savedAt = saved.headers.get(SAVED_AT_HEADER) ?? "";
  // The page's own script (suite.js) turns this mark into a visible note in the page's language.
  const html = (await saved.text()).replace(/<html\b/i, `<html data-saved-copy="${escapeAttribute(savedAt)}"`);
  return new Response(html, { status: 200, headers: saved.headers });
}

async function offlinePage() {
  const shell = await caches.open(SHELL_CACHE);
  const offline = await shell.match("/offline.html");
  if (!offline) return Response.error();
  const preferences = JSON.parse((await text(await caches.open(PAGE_CACHE), PREFERENCES_KEY)) ?? "{}");
  let html = await offline.text();
  const lang = /^(en|tr|fr)$/.test(preferences.lang ?? "") ? preferences.lang : null;
  const theme = /^(light|dark|system)$/.test(preferences.theme ?? "") ? preferences.theme : "system";
  html = html.replace(/<html\b[^>]*>/i, `<html lang="${lang ?? "en"}" data-theme="${theme}"${lang ? ` data-language="${lang}"` : ""}>`);
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function forgetPages() {
  const cache = await caches.open(PAGE_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => new URL(key.url).pathname !== PREFERENCES_KEY).map((key) => cache.delete(key)));
}

// The cache lists entries in the order they were written, so the first ones are the oldest.
async function trim(cache) {
  const pages = (await cache.keys()).filter((key) => !new URL(key.url).pathname.startsWith("/__suite/"));
  await Promise.all(pages.slice(0, Math.max(0, pages.length - MAX_PAGES)).map((key) => cache.delete(key)));
}

// ── Static files ───────────────────────────────────────────────────────────────────────────
async function staticFile(request, url, event) {
  const cache = await caches.open(SHELL_CACHE);
  const versioned = url.searchParams.has("v");
  if (versioned) {
    const hit = await cache.match(request);
    if (hit) return hit;
  }
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(store(cache, request, response.clone(), url));
    return response;
  } catch {
    return (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true })) ?? Response.error();
  }
}

// Keeps one copy per file: a new version replaces the old ones.
async function store(cache, request, response, url) {
  const others = (await cache.keys(request, { ignoreSearch: true })).filter((key) => key.url !== request.url);
  await Promise.all(others.filter((key) => new URL(key.url).searchParams.has("v")).map((key) => cache.delete(key)));
  await cache.put(request, response);
}

// ── Outbox (Background Sync) ───────────────────────────────────────────────────────────────
self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendOutbox(event.lastChance));
});

// A sync whose promise rejects is fired again later by the browser: so while items still wait
// for the network, it rejects (but not on its last chance; the pages send those when opened).
async function sendOutbox(lastChance) {
  const stillWaiting = await new OutboxRelay().drain();
  if (stillWaiting > 0 && !lastChance) throw new Error(`${stillWaiting} outbox items wait for the network`);
}

// ── Notifications (Web Push) ───────────────────────────────────────────────────────────────
// The server sends JSON (RFC 8291-encrypted; the browser decrypts it): title, body, url, tag,
// icon, requireInteraction, and actions [{action, title, post?}]. A button with `post` calls
// that path on this server with the browser's credentials (PolySleep's Start, Snooze, Cancel)
// and tells the open pages (they refresh what they show); a tap elsewhere opens `url`.
// One ring: when the page the notification would open is in front of the person, that page is
// told (`suite:push`) and rings its own way (PolySleep's alarm sheet), and the notification is
// shown silently (a push must always show one: Safari ends a subscription whose pushes do not).
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    message = { body: event.data?.text() ?? "" };
  }
  event.waitUntil(present(message));
});

async function present(message) {
  const url = sameOriginPath(message.url) ?? "/";
  const actions = Array.isArray(message.actions) ? message.actions : [];
  const posts = Object.fromEntries(actions.filter((a) => sameOriginPath(a.post)).map((a) => [a.action, a.post]));
  const inFront = await pageInFront(url);
  inFront?.postMessage({ type: "suite:push", message: { title: message.title ?? "", body: message.body ?? "", url, tag: message.tag,
    actions: actions.map(({ action, title }) => ({ action, title, post: posts[action] ?? null })) } });
  return self.registration.showNotification(message.title ?? "Suite", {
    body: message.body ?? "",
    icon: message.icon ?? "/icons/suite.svg",
    tag: message.tag,
    silent: Boolean(inFront),
    renotify: Boolean(message.tag) && !inFront,
    requireInteraction: Boolean(message.requireInteraction),
    actions: actions.map(({ action, title }) => ({ action, title })),
    data: { url, posts },
  });
}

// A window showing `path` that is visible and focused: the person is looking at it.
async function pageInFront(path) {
  const windows = await self.clients.matchAll({ type: "window" });
  return windows.find((client) => client.visibilityState === "visible" && client.focused
    && new URL(client.url).pathname === path) ?? null;
}

self.addEventListener("notificationclick", (event) => {
  const notification = event.notification;
  notification.close();
  const data = notification.data ?? {};
  const post = event.action ? data.posts?.[event.action] : null;
  event.waitUntil(post ? answerAction(post, data.url) : openPage(data.url ?? "/"));
});

async function answerAction(path, fallbackURL) {
  let answer = null;
  try {
    const response = await fetch(path, { method: "POST", credentials: "include", headers: { Accept: "application/json" } });
    answer = response.ok ? await response.json().catch(() => ({})) : null;
  } catch {
    answer = null;
  }
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: "suite:push-action", path, ok: Boolean(answer) });
  // Refused or unreachable: open the page, where the same choice can be made by hand.
  if (!answer) return openPage(fallbackURL ?? "/");
  if (answer.open) return openPage(sameOriginPath(answer.location) ?? fallbackURL ?? "/");
}

// Focuses a tab already showing `path` (or any of ours, navigated there), else opens one.
async function openPage(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) return same.focus();
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours) {
    await ours.focus();
    return ours.navigate(target).catch(() => self.clients.openWindow(target));
  }
  return self.clients.openWindow(target);
}

// Only paths on this server: a message never sends the browser elsewhere.
function sameOriginPath(value) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  return value;
}

// ── Helpers ────────────────────────────────────────────────────────────────────────────────
async function text(cache, key) {
  const hit = await cache.match(key);
  return hit ? hit.text() : null;
}

function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;
}

function escapeAttribute(value) {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
