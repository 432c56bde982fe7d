/** One post of the blog: its address, title (the same words as its route title) and listing summary. */
export interface BlogPost {
  path: string;
  title: string;
  topic: string;
  summary: string;
}

/** The posts on /blogs, newest first by topic order of the spec (part 2 §2.9). */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    path: '/blog1',
    title: 'Types of Mortgage Loans',
    topic: 'Home buying basics',
    summary:
      'Fixed or adjustable, conventional or government-backed: a plain guide to the main kinds of home loans and who each one suits.',
  },
  {
    path: '/blog2',
    title: 'Blockchain in the Mortgage Industry',
    topic: 'Technology',
    summary:
      'Shared ledgers promise faster closings and cleaner title records. What has been tried, what works today and what still stands in the way.',
  },
  {
    path: '/blog3',
    title: '2023 Mortgage Trends: A Look Back and What Changed Since',
    topic: 'Market',
    summary:
      'Rates near 8%, the fewest home sales in decades and the lock-in effect: how 2023 played out, and how the market has moved since.',
  },
];

/** The post at a path; the blog pages only ask for paths that exist. */
export function blogPost(path: string): BlogPost {
  const post = BLOG_POSTS.find((item) => item.path === path);
  if (!post) throw new Error(`No blog post at ${path}.`);
  return post;
}
