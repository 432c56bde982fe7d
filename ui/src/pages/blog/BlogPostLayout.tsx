import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { blogPost } from './blogPosts.ts';
import './blog.css';

/** The frame of a blog post: a breadcrumb back to /blogs, the title and the article text. */
export function BlogPostLayout({ path, children }: { path: string; children: ReactNode }) {
  const post = blogPost(path);
  return (
    <div className="container page blog-post">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/blogs">Blogs</Link>
          </li>
          <li>
            <span aria-current="page">{post.title}</span>
          </li>
        </ol>
      </nav>
      <article className="blog-post__article">
        <p className="blog-post__topic">{post.topic}</p>
        <h1>{post.title}</h1>
        {children}
      </article>
      <p className="blog-post__back">
        <Link to="/blogs">Back to all posts</Link>
      </p>
    </div>
  );
}
