// Infinite scroll over a plain "more" link. Markup (works without JS, the link just navigates):
//
//   <div data-infinite>
//     <ul data-infinite-items> <li data-key="…">…</li> … </ul>
//     <a data-infinite-next href="?offset=20">More</a>
//   </div>
//
// When the link comes into view, the page it points to is fetched, its items (those whose
// data-key is not shown yet: lists shift while you page) are appended, and its own next link
// replaces this one, or none when the list is complete.
//
// A failed load never leaves a dead link. One started by a tap navigates to the link's page (the
// server, or the offline page, answers it). One started by scrolling stops loading by itself and
// says so under the list, with a retry button, when the container carries the texts:
//
//   <div data-infinite data-infinite-error="Couldn't load more." data-infinite-retry="Try again">

/** Wires every `[data-infinite]` under `root`. `onAppend(items)` runs after each load. */
export function startInfiniteScroll(root = document, { onAppend } = {}) {
  for (const container of root.querySelectorAll("[data-infinite]")) wire(container, onAppend);
}

function wire(container, onAppend) {
  const list = container.querySelector("[data-infinite-items]");
  if (!list) return;
  let loading = false;
  const status = container.querySelector("[data-infinite-status]");

  async function loadNext(link, { tapped = false } = {}) {
    if (loading || !link?.isConnected) return;
    loading = true;
    clearError();
    link.setAttribute("aria-busy", "true");
    link.classList.add("is-loading");
    try {
      const response = await fetch(link.href, { headers: { Accept: "text/html" }, credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const shown = new Set([...list.children].map((item) => item.dataset.key));
      const added = [...(page.querySelector("[data-infinite-items]")?.children ?? [])]
        .filter((item) => !shown.has(item.dataset.key))
        .map((item) => document.importNode(item, true));
      list.append(...added);
      const next = page.querySelector("[data-infinite-next]");
      if (next) {
        const fresh = document.importNode(next, true);
        link.replaceWith(fresh);
        observe(fresh);
      } else {
        link.remove();
      }
      if (status) status.textContent = status.dataset.template?.replace("{count}", String(added.length)) ?? "";
      onAppend?.(added);
    } catch {
      link.removeAttribute("aria-busy");
      link.classList.remove("is-loading");
      if (tapped) {
        // The reader asked for the next page: go there rather than do nothing.
        window.location.assign(link.href);
      } else {
        // Scrolling would retry at once and fail again: wait for the reader instead.
        observer?.unobserve(link);
        showError(link);
      }
    } finally {
      loading = false;
    }
  }

  const observer = "IntersectionObserver" in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting) loadNext(entry.target);
      }, { rootMargin: "400px 0px" })
    : null;

  function observe(link) {
    if (!link) return;
    observer?.observe(link);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      loadNext(link, { tapped: true });
    });
  }

  /** The inline error under the list, with its retry; nothing when the page gave no texts. */
  function showError(link) {
    const message = container.dataset.infiniteError;
    if (!message) return;
    const box = document.createElement("p");
    box.className = "infinite-error";
    box.setAttribute("role", "alert");
    box.dataset.infiniteErrorBox = "";
    box.append(message, " ");
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "button button-secondary infinite-retry";
    retry.textContent = container.dataset.infiniteRetry ?? "↻";
    retry.addEventListener("click", () => {
      observer?.observe(link);
      loadNext(link);
    });
    box.append(retry);
    link.before(box);
  }

  function clearError() {
    container.querySelector("[data-infinite-error-box]")?.remove();
  }

  observe(container.querySelector("[data-infinite-next]"));
}
