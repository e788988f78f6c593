import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type QueryResult } from '@travel/shared-ui/api';
import { Icon } from '@travel/shared-ui/components';
import { NewsletterSignupForm } from '@travel/shared-ui/newsletter-form';
import { subscribeToNewsletter } from '../newsletter/api/subscribeToNewsletter';
import { useBlogArticle, type BlogArticle } from './api/getBlogArticle';
import { useBlogPosts, type BlogCard } from './api/getBlogPosts';
import { CommentsSection } from './CommentsSection';
import { PostGrid } from './PostGrid';
import '../common/content.css';
import './BlogPage.css';

function readMinutes(article: BlogArticle): number {
  const { introduction, sections, conclusion } = article.body;
  const text = [introduction, conclusion, ...sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])].join(
    ' ',
  );
  return Math.max(1, Math.round(text.split(/\s+/).length / 200));
}

const formatDate = (iso?: string) =>
  iso ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date(iso)) : '';

function ShareLinks({ title }: { title: string }) {
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      label: 'Share on Facebook',
      icon: 'facebook' as const,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { label: 'Share on X', icon: 'x' as const, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      label: 'Share on LinkedIn',
      icon: 'linkedin' as const,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
  return (
    <ul className="tc-blog__share" aria-label="Share this article">
      {links.map((link) => (
        <li key={link.icon}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <Icon name={link.icon} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Article({ article, onTag }: { article: BlogArticle; onTag: (tag: string) => void }) {
  const category = article.categories?.[0] ?? 'General';
  return (
    <article className="tc-blog__article" aria-labelledby="article-title">
      <header className="tc-hero tc-blog__hero">
        <p className="tc-hero__eyebrow">{category}</p>
        <h1 id="article-title">{article.title}</h1>
        {article.subtitle && <p>{article.subtitle}</p>}
        <p className="tc-blog__byline">
          By {article.author?.name} · <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> ·{' '}
          {readMinutes(article)} min read
        </p>
        <ShareLinks title={article.title} />
      </header>
      {article.featured_image?.url && (
        <img
          className="tc-blog__featured"
          src={article.featured_image.url}
          alt={article.featured_image.alt || article.title}
          width={1200}
          height={630}
        />
      )}
      <div className="tc-blog__body">
        <p className="tc-blog__intro">{article.body.introduction}</p>
        {article.body.sections.map((section, index) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {section.quote && <blockquote>{section.quote}</blockquote>}
            {section.subsections?.map((sub) => (
              <section key={sub.heading}>
                <h3>{sub.heading}</h3>
                {sub.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
            {index === 0 && article.body_image?.url && (
              <img
                className="tc-blog__body-image"
                src={article.body_image.url}
                alt={article.image_alt_text || article.title}
                loading="lazy"
                width={1200}
                height={630}
              />
            )}
          </section>
        ))}
        <section>
          <h2>Conclusion</h2>
          <p>{article.body.conclusion}</p>
        </section>
      </div>
      {article.author && (
        <aside className="tc-card tc-blog__author" aria-label="About the author">
          <h2>About {article.author.name}</h2>
          <p>
            <strong>{article.author.role}</strong>
          </p>
          <p>{article.author.bio}</p>
        </aside>
      )}
      <div className="tc-blog__tags">
        <h2 className="tp-visually-hidden">Categories and tags</h2>
        <ul className="tc-chips" aria-label="Categories and tags">
          {[...(article.categories ?? []), ...(article.tags ?? [])].map((tag) => (
            <li key={tag}>
              <button type="button" className="tc-chip" onClick={() => onTag(tag)}>
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Sidebar({
  all,
  current,
  query,
  onSearch,
}: {
  all: QueryResult<BlogCard[]>;
  current?: BlogArticle;
  query: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const posts = all.status === 'success' ? all.data : [];
  const counts = new Map<string, number>();
  for (const post of posts) for (const c of post.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  const categories = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const currentCategory = current?.categories?.[0];
  const related = posts
    .filter((p) => p.id !== current?._id && (!currentCategory || p.categories.includes(currentCategory)))
    .slice(0, 3);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <aside className="tc-blog__sidebar" aria-label="Blog sidebar">
      <section className="tc-card">
        <h2>Search articles</h2>
        <form role="search" onSubmit={submit} className="tc-blog__search">
          <label htmlFor="blog-search" className="tp-visually-hidden">
            Search articles
          </label>
          <input
            id="blog-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search articles..."
          />
          <button type="submit" className="tp-button">
            Search
          </button>
        </form>
      </section>
      <section className="tc-card">
        <h2>Popular categories</h2>
        <ul className="tc-blog__categories">
          {categories.map(([name, count]) => (
            <li key={name}>
              <button type="button" onClick={() => onSearch(name)}>
                {name} <span>({count})</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {related.length > 0 && (
        <section className="tc-card">
          <h2>Related articles</h2>
          <ul className="tc-blog__related">
            {related.map((post) => (
              <li key={post.id}>
                <Link to={post.link}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="tc-card">
        <h2>Weekly newsletter</h2>
        <p>The best deals and guides, every Friday.</p>
        <NewsletterSignupForm source="blog" subscribeToNewsletter={subscribeToNewsletter} placeholder="Your email" />
      </section>
    </aside>
  );
}

/** /blog: the article (?post=slug, else the newest), comments, sidebar, 'Continue Reading'; ?q=… searches. */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const all = useBlogPosts();
  const results = useBlogPosts(query || undefined);
  const newest = all.status === 'success' ? all.data[0]?.slug : undefined;
  const slug = params.get('post') ?? newest;
  const articleQuery = useBlogArticle(slug);
  const article = slug ? articleQuery : undefined;
  const current = article?.status === 'success' ? article.data : undefined;

  useEffect(() => {
    if (params.get('post')) window.scrollTo?.(0, 0);
  }, [params]);

  const search = (q: string) => setParams(q ? { q } : {});

  const newsletter = (
    <section className="tc-section tc-callout tc-blog__newsletter" aria-labelledby="blog-newsletter-heading">
      <h2 id="blog-newsletter-heading">Never miss a travel deal</h2>
      <p>Get our best fares, hotel offers and destination guides in your inbox.</p>
      <NewsletterSignupForm
        source="blog"
        subscribeToNewsletter={subscribeToNewsletter}
        placeholder="Enter Your Email"
      />
    </section>
  );

  if (query) {
    return (
      <div className="tc-page tc-blog">
        <div className="tc-blog__layout">
          <section className="tc-section tc-blog__main" aria-labelledby="results-heading">
            <h1 id="results-heading">Search results for “{query}”</h1>
            <PostGrid state={results} />
            <button type="button" className="tp-button tp-button--secondary" onClick={() => search('')}>
              Clear search
            </button>
          </section>
          <Sidebar all={all} query={query} onSearch={search} />
        </div>
        {newsletter}
      </div>
    );
  }

  return (
    <div className="tc-page tc-blog">
      <div className="tc-blog__layout">
        <div className="tc-blog__main">
          {article?.status === 'loading' && <p role="status">Loading article...</p>}
          {(article?.status === 'error' || all.status === 'error') && !current && (
            <p role="alert">This article could not be loaded. Please try again later.</p>
          )}
          {all.status === 'success' && !slug && <h1>Travel blog</h1>}
          {current && <Article article={current} onTag={search} />}
          {current?.slug && <CommentsSection slug={current.slug} />}
        </div>
        <Sidebar all={all} current={current} query={query} onSearch={search} />
      </div>
      <section className="tc-section" aria-labelledby="continue-heading">
        <h2 id="continue-heading">Continue Reading</h2>
        <PostGrid state={all} excludeId={current?._id} />
      </section>
      {newsletter}
    </div>
  );
}
