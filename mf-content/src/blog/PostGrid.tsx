import { Link } from 'react-router-dom';
import { QueryState, type QueryResult } from '@travel/shared-ui/api';
import type { BlogCard } from './api/getBlogPosts';

/** The 'Continue Reading' cards with the loading, empty and failure texts. */
export function PostGrid({ state, excludeId }: { state: QueryResult<BlogCard[]>; excludeId?: string }) {
  const shown = (posts: BlogCard[]) => posts.filter((post) => post.id !== excludeId);
  return (
    <QueryState
      query={state}
      loading={<p role="status">Loading posts...</p>}
      error={<p role="alert">Failed to fetch blog posts. Please try again later.</p>}
      isEmpty={(posts) => shown(posts).length === 0}
      empty={<p>No blog posts found.</p>}
    >
      {(posts) => (
        <ul className="tc-blog__grid">
          {shown(posts).map((post) => (
            <li key={post.id} className="tc-blog__card">
              <img src={post.image} alt={post.imageAlt} loading="lazy" width={400} height={210} />
              <div className="tc-blog__card-body">
                <p className="tc-blog__card-meta">
                  <span className="tc-chip">{post.category}</span> <span>{post.readTime}</span>
                </p>
                <h3>
                  {post.link.startsWith('/') ? (
                    <Link to={post.link}>{post.title}</Link>
                  ) : (
                    <a href={post.link}>{post.title}</a>
                  )}
                </h3>
                <p>{post.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
