import { Link } from 'react-router-dom';
import { BLOG_POSTS } from '../blog/blogPosts.ts';

/** Teasers of the three blog posts, each linking to the post. */
export function HomeBlogTeasers() {
  return (
    <section className="home-section" aria-labelledby="home-blog-heading">
      <div className="container">
        <h2 id="home-blog-heading">From our blog</h2>
        <ul className="home-cards">
          {BLOG_POSTS.map((post) => (
            <li key={post.path} className="home-card">
              <p className="home-card__topic">{post.topic}</p>
              <h3>
                <Link to={post.path}>{post.title}</Link>
              </h3>
              <p>{post.summary}</p>
            </li>
          ))}
        </ul>
        <Link to="/blogs" className="home-link">
          All blog posts
        </Link>
      </div>
    </section>
  );
}
