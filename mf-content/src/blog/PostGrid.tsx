import { Link } from 'react-router-dom';
import type { BlogCard, LoadState } from './blogApi';

/** The 'Continue Reading' cards with the loading, empty and failure texts. */
export function PostGrid({ state, excludeId }: { state: LoadState<BlogCard[]>; excludeId?: string }) {
  if (state.status === 'loading') return <p role="status">Loading posts...</p>;
  if (state.status === 'error') return <p role="alert">Failed to fetch blog posts. Please try again later.</p>;
  const posts = state.data.filter((post) => post.id !== excludeId);
  if (posts.length === 0) return <p>No blog posts found.</p>;
  return (
    <ul className="tc-blog__grid">
      {posts.map((post) => (
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
  );
}
