/**
 * The home carousel: advances every 5 s, wraps around, previous/next buttons, pauses while the
 * pointer is over it or focus is inside it, and has a pause button for those who cannot hover.
 */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function startCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.track')!;
  const slides = [...root.querySelectorAll<HTMLElement>('.slide')];
  const pauseButton = root.querySelector<HTMLButtonElement>('.pause')!;
  const interval = Number(root.dataset.interval ?? 5000);
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const holds = { hover: false, focus: false, button: false };

  function show(next: number) {
    index = wrapIndex(next, slides.length);
    track.style.transform = `translateX(${-100 * index}%)`;
    slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', i !== index);
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
  }

  function schedule() {
    clearInterval(timer);
    const held = holds.hover || holds.focus || holds.button;
    root.dataset.state = held ? 'paused' : 'playing';
    if (!held) timer = setInterval(() => show(index + 1), interval);
  }

  function hold(reason: keyof typeof holds, value: boolean) {
    holds[reason] = value;
    schedule();
  }

  root.querySelector('.prev')!.addEventListener('click', () => (show(index - 1), schedule()));
  root.querySelector('.next')!.addEventListener('click', () => (show(index + 1), schedule()));
  pauseButton.addEventListener('click', () => {
    const pause = !holds.button;
    pauseButton.setAttribute('aria-pressed', String(pause));
    hold('button', pause);
  });
  root.addEventListener('mouseenter', () => hold('hover', true));
  root.addEventListener('mouseleave', () => hold('hover', false));
  root.addEventListener('focusin', () => hold('focus', true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold('focus', false);
  });
  show(0);
  schedule();
}
