import { Link } from 'react-router-dom';
import { CUSTOMER_REVIEWS } from 'ui/content/customerReviews.ts';
import './reviews.css';

/** Five filled stars, announced as one rating. */
function FiveStars() {
  return (
    <p className="review__stars" role="img" aria-label="Rated 5 out of 5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

/** /reviews: five customer reviews with their ratings. */
export default function ReviewsPage() {
  return (
    <div className="container page reviews-page">
      <h1>Reviews &amp; Feedback</h1>
      <p className="reviews-page__intro">
        What borrowers say after closing with us. Every review is shared with the customer’s permission.
      </p>
      <ul className="reviews">
        {CUSTOMER_REVIEWS.map((review) => (
          <li key={review.name} className="review">
            <figure>
              <FiveStars />
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong>
                <span>
                  {review.place} · {review.loan}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="reviews-page__cta">
        Worked with us? <Link to="/contact">Tell us how we did</Link>.
      </p>
    </div>
  );
}
