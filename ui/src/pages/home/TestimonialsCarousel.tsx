import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_REVIEWS } from 'ui/content/customerReviews.ts';

const ADVANCE_MS = 8000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The customer reviews, one at a time (WAI-ARIA carousel pattern). It advances by itself only when the visitor
 * has not asked for reduced motion, pauses while pointed at or focused, and has a Pause/Play button; Previous
 * and Next are ordinary buttons. The slide is announced only while it is not advancing by itself.
 */
export function TestimonialsCarousel() {
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;
  const count = CUSTOMER_REVIEWS.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const review = CUSTOMER_REVIEWS[index]!;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <section
      className="home-section home-reviews"
      aria-roledescription="carousel"
      aria-labelledby={`${slidesId}-heading`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="container">
        <h2 id={`${slidesId}-heading`}>What our borrowers say</h2>
        <div className="home-reviews__controls">
          <button type="button" className="button button--secondary" onClick={() => setPlaying(!playing)}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className="button button--secondary" aria-controls={slidesId} onClick={() => move(-1)}>
            Previous
          </button>
          <button type="button" className="button button--secondary" aria-controls={slidesId} onClick={() => move(1)}>
            Next
          </button>
        </div>
        <div id={slidesId} className="home-reviews__slides" aria-live={rotating ? 'off' : 'polite'}>
          <div
            key={review.name}
            className="home-reviews__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <figure>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong> · {review.place} · {review.loan}
              </figcaption>
            </figure>
          </div>
        </div>
        <Link to="/reviews" className="home-link">
          Read all reviews
        </Link>
      </div>
    </section>
  );
}
