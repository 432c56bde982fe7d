import { Suspense, useState, type ReactNode } from 'react';

// Signs that someone is using the page. Until one comes, nothing is loaded: a page that is still loading its own
// content (which pushes the place down) or that nobody has touched costs no extra script.
const INTENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Renders its children (typically a React.lazy component) only once the visitor has used the page and its place
 * is in the viewport, so the code behind them is not loaded with the page. Its place keeps at least `minHeight`,
 * so the page does not jump when they appear.
 */
export function WhenNearViewport({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [near, setNear] = useState(false);
  const watch = (place: HTMLDivElement | null) => {
    if (!place || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    const start = () => {
      stopListening();
      observer.observe(place);
    };
    const stopListening = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start));
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, { passive: true }));
    return () => {
      stopListening();
      observer.disconnect();
    };
  };
  return (
    <div ref={watch} style={{ minHeight }}>
      {near && <Suspense>{children}</Suspense>}
    </div>
  );
}
