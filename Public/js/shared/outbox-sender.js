// How an outbox item reaches a server: a multipart POST with the item's idempotency key, sent
// through XMLHttpRequest because fetch() reports no upload progress (fetch in a service worker,
// which has no XMLHttpRequest). Apps with another shape of request write their own sender with
// the same signature and the same OutboxError kinds.

/** A failed attempt, with what the outbox should do next. */
export class OutboxError extends Error {
  /**
   * @param {"network"|"server"|"signedOut"|"refused"} kind
   *   network: no answer (retry forever, with backoff); server: 5xx, 429, 409 in flight (retry,
   *   a few times); signedOut: 401 or an expired CSRF token (wait for a sign-in); refused: the
   *   server said no for good (4xx: show its message, offer retry and cancel)
   */
  constructor(kind, message, { code = null, retryAfterMs = null, status = 0 } = {}) {
    super(message);
    Object.assign(this, { kind, code, retryAfterMs, status });
  }

  static network(cause) {
    return new OutboxError("network", cause?.message || "No connection");
  }

  /** Classifies an HTTP answer that was not a success. `problem` is its problem+json, if any. */
  static fromResponse(status, problem, retryAfterHeader) {
    const message = problem?.detail || problem?.title || `HTTP ${status}`;
    const options = { code: problem?.code ?? null, status, retryAfterMs: parseRetryAfter(retryAfterHeader) };
    if (status === 401 || problem?.code === "csrf_failed") return new OutboxError("signedOut", message, options);
    if (status >= 500 || [408, 409, 425, 429].includes(status)) return new OutboxError("server", message, options);
    return new OutboxError("refused", message, options);
  }
}

function parseRetryAfter(value) {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * A sender that POSTs an item's `parts` ([{ name, value, filename? }]) as multipart/form-data.
 * `headers()` is asked at every attempt (a CSRF token may change after a reload).
 *
 * `describe(item)` writes down the request as data (the URL, the headers of now, and `owner`: an
 * address whose JSON `field` names who the credentials act for), kept with the item, so that any
 * page of the suite or the service worker can send it later (outbox-relay.js).
 */
export function multipartSender({ url, headers = () => ({}), owner = null }) {
  const address = (item) => (typeof url === "function" ? url(item) : url);
  const send = (item, options) => postMultipart(item, { url: address(item), headers: headers(item) }, options);
  send.describe = (item) => ({ url: address(item), headers: headers(item), owner });
  return send;
}

/** One multipart POST: XMLHttpRequest where there is one (upload progress), fetch otherwise (a service worker). */
export function postMultipart(item, { url, headers }, { onProgress = () => {}, signal } = {}) {
  const form = new FormData();
  for (const part of item.parts) {
    if (part.value instanceof Blob) form.append(part.name, part.value, part.filename ?? "file");
    else form.append(part.name, new Blob([part.value], { type: part.type ?? "text/plain" }));
  }
  const allHeaders = { "Idempotency-Key": item.key, Accept: "application/json", ...headers };
  if (typeof XMLHttpRequest === "undefined") return fetchMultipart(url, allHeaders, form, signal);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    for (const [name, value] of Object.entries(allHeaders)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
    request.onload = () => {
      const body = parseJSON(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(body);
      reject(OutboxError.fromResponse(request.status, body, request.getResponseHeader("Retry-After")));
    };
    request.onerror = () => reject(new OutboxError("network", "No connection"));
    request.ontimeout = () => reject(new OutboxError("network", "The connection timed out"));
    request.onabort = () => reject(new OutboxError("network", "Cancelled"));
    signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}

async function fetchMultipart(url, headers, form, signal) {
  let response;
  try {
    response = await fetch(url, { method: "POST", body: form, headers, signal, credentials: "same-origin" });
  } catch (error) {
    throw OutboxError.network(error);
  }
  const body = parseJSON(await response.text());
  if (response.ok) return body;
  throw OutboxError.fromResponse(response.status, body, response.headers.get("Retry-After"));
}

function parseJSON(text) {
  try { return text ? JSON.parse(text) : null; } catch { return null; }
}

/**
 * A sender that POSTs an item's `parts` as an ordinary form (application/x-www-form-urlencoded),
 * as the page's own form would, for pages whose forms a person may send while offline. A success
 * is any 2xx after redirects (the server's "saved, go on" redirect); its final address is the
 * answer. `refused` lists statuses this form's server uses for a final "no" that the outbox would
 * otherwise retry (409: the text met another device's change). `accepts(response)` says whether a
 * success landed where a save does: a session that ended meanwhile redirects to the sign-in page
 * (a 200 too), which is no save, so the item waits for a sign-in instead of being dropped.
 */
export function formSender({ url, headers = () => ({}), refused = [], accepts = () => true }) {
  return async (item, { signal } = {}) => {
    const body = new URLSearchParams();
    for (const part of item.parts) body.append(part.name, part.value);
    let response;
    try {
      response = await fetch(typeof url === "function" ? url(item) : url, {
        method: "POST", body, signal, credentials: "same-origin",
        headers: { "Idempotency-Key": item.key, Accept: "text/html", ...headers(item) },
      });
    } catch (error) {
      throw OutboxError.network(error);
    }
    if (response.ok && accepts(response)) return { url: response.url };
    if (response.ok) throw new OutboxError("signedOut", "Signed out", { status: response.status });
    if (refused.includes(response.status)) {
      throw new OutboxError("refused", `HTTP ${response.status}`, { status: response.status });
    }
    throw OutboxError.fromResponse(response.status, null, response.headers.get("Retry-After"));
  };
}
