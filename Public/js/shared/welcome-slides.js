// An app's first-visit introduction (WebUI's WelcomeSlides): the slides scroll (and snap) by
// themselves; "Next" and the dots follow along, and "Next" gives way to the finishing button on
// the last slide.
export function startWelcomeSlides() {
  const track = document.querySelector("[data-slides]");
  if (!track) return;
  const slides = [...track.querySelectorAll("[data-slide]")];
  const dots = [...document.querySelectorAll("[data-slide-dot]")];
  const next = document.querySelector("[data-slide-next]");
  const finish = document.querySelector("[data-slide-finish]");
  let current = 0;
  const show = (index) => {
    current = index;
    dots.forEach((dot, i) => dot.setAttribute("aria-current", i === index ? "step" : "false"));
    const last = index === slides.length - 1;
    if (next) next.hidden = last;
    if (finish) finish.hidden = !last && Boolean(next);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) show(slides.indexOf(entry.target));
  }, { root: track, threshold: 0.6 });
  slides.forEach((slide) => observer.observe(slide));
  next?.addEventListener("click", (event) => {
    event.preventDefault();
    slides[Math.min(current + 1, slides.length - 1)].scrollIntoView({ behavior: "smooth", inline: "start", block: "nearest" });
  });
  dots.forEach((dot, i) => dot.addEventListener("click", (event) => {
    event.preventDefault();
    slides[i].scrollIntoView({ behavior: "smooth", inline: "start", block: "nearest" });
  }));
  show(0);
}
