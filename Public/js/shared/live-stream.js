// The live-stream client every app shares: Server-Sent Events that never give up. The browser's
// EventSource resumes by itself after a dropped connection (sending Last-Event-ID), but stops for
// good after an HTTP error or a server restart mid-handshake; this wrapper then reopens it with
// backoff and `since=<last id>` in the URL, so no event is missed and none is seen twice.
//
//   const stream = openLiveStream("/api/disposable/events/42/stream", {
//     types: ["photo.added", "photo.removed"],
//     onEvent: (type, data, id) => …,          // data parsed from JSON
//     onState: (state) => …,                   // "open" | "reconnecting"
//     onReset: () => …,                        // reload the list: the server's log lost our place
//   });
//   stream.close();
import { backoffDelay } from "./backoff.js";

export function openLiveStream(url, { types = [], onEvent = () => {}, onState = () => {}, onReset = () => {}, sinceParameter = "since" } = {}) {
  let source = null;
  let lastID = null;
  let failures = 0;
  let timer = null;
  let closed = false;

  const address = () => {
    if (lastID === null) return url;
    const separator = url.includes("?") ? "&" : "?";
    return `${url}${separator}${sinceParameter}=${encodeURIComponent(lastID)}`;
  };

  const receive = (type) => (message) => {
    if (message.lastEventId) {
      // Ids only grow: an event at or before the last one seen is a repeat after a resume.
      if (lastID !== null && Number(message.lastEventId) <= Number(lastID)) return;
      lastID = message.lastEventId;
    }
    let data = null;
    try { data = message.data ? JSON.parse(message.data) : null; } catch { data = message.data; }
    onEvent(type, data, message.lastEventId);
  };

  // `stream.reset`: we resumed past the end of the server's log (a restored database). Its id is
  // the newest there, lower than ours: resume from it from now on, and let the page reload what
  // it shows, which may hold photos the log no longer knows.
  const reset = (message) => {
    lastID = message.lastEventId || null;
    onReset();
  };

  function connect() {
    if (closed) return;
    source = new EventSource(address(), { withCredentials: true });
    source.onopen = () => { failures = 0; onState("open"); };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) { onState("reconnecting"); return; }  // the browser retries
      source.close();
      onState("reconnecting");
      failures += 1;
      timer = setTimeout(connect, backoffDelay(failures, { base: 1000, cap: 30_000 }));
    };
    for (const type of types) source.addEventListener(type, receive(type));
    source.addEventListener("stream.reset", reset);
  }

  // A phone that wakes up or comes back online reconnects now, not at the end of a backoff.
  const wake = () => {
    if (closed || source?.readyState === EventSource.OPEN) return;
    clearTimeout(timer);
    source?.close();
    connect();
  };
  addEventListener("online", wake);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) wake(); });

  connect();
  return {
    get lastEventID() { return lastID; },
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      removeEventListener("online", wake);
    },
  };
}
