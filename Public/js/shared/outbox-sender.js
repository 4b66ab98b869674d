// How an outbox item reaches a server: a multipart POST with the item's idempotency key, sent
// through XMLHttpRequest because fetch() reports no upload progress. Apps with another shape of
// request write their own sender with the same signature and the same OutboxError kinds.

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
 */
export function multipartSender({ url, headers = () => ({}) }) {
  return (item, { onProgress = () => {}, signal } = {}) => new Promise((resolve, reject) => {
    const form = new FormData();
    for (const part of item.parts) {
      if (part.value instanceof Blob) form.append(part.name, part.value, part.filename ?? "file");
      else form.append(part.name, new Blob([part.value], { type: part.type ?? "text/plain" }));
    }
    const request = new XMLHttpRequest();
    request.open("POST", typeof url === "function" ? url(item) : url);
    request.setRequestHeader("Idempotency-Key", item.key);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers(item))) request.setRequestHeader(name, value);
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

function parseJSON(text) {
  try { return text ? JSON.parse(text) : null; } catch { return null; }
}
