import { Link } from 'react-router-dom';
import { BLOG_POSTS } from './blogPosts.ts';
import './blog.css';

/** /blogs: the three posts, each linking to its page. */
export default function BlogsPage() {
  return (
    <div className="container page blogs-page">
      <h1>Blogs</h1>
      <p className="blogs-page__intro">Guides and commentary on home loans, from our loan officers and analysts.</p>
      <ul className="blog-cards">
        {BLOG_POSTS.map((post) => (
          <li key={post.path} className="blog-card">
            <p className="blog-post__topic">{post.topic}</p>
            <h2>
              <Link to={post.path}>{post.title}</Link>
            </h2>
            <p>{post.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
