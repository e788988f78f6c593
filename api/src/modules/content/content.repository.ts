import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BlogBody, BlogSeed } from './blog.seed';
import type { FaqSeed } from './faqs.seed';
import { rowsOf } from '../../db/rows';

export interface FaqRow {
  id: string;
  question: string;
  answer: string;
  is_hidden: boolean;
}

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  summary: string | null;
  meta_description: string | null;
  categories: string[];
  tags: string[];
  featured_image_url: string | null;
  featured_image_alt: string | null;
  body_image_url: string | null;
  image_alt_text: string | null;
  author_name: string;
  author_role: string;
  author_bio: string;
  published_at: string | Date;
}

export interface BlogPostWithBodyRow extends BlogPostRow {
  body: BlogBody;
}

export interface CommentRow {
  id: string;
  name: string;
  comment: string;
  created_at: string | Date;
  parent_id: string | null;
  likes: number | string;
  liked: boolean;
}

const POST_COLUMNS =
  sql.raw(`id, slug, title, subtitle, summary, meta_description, categories, tags, featured_image_url,
  featured_image_alt, body_image_url, image_alt_text, author_name, author_role, author_bio, published_at`);

export async function listVisibleFaqs(db: Db, slug: string): Promise<FaqRow[]> {
  return rowsOf<FaqRow>(
    await db.execute(sql`SELECT id, question, answer, is_hidden FROM faqs
      WHERE page_slug = ${slug} AND NOT is_hidden ORDER BY position, created_at`),
  );
}

export async function countRows(db: Db, table: 'faqs' | 'blog_posts'): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`SELECT count(*) AS count FROM ${sql.raw(table)}`),
  );
  return Number(row.count);
}

export async function insertFaqs(db: Db, faqsBySlug: Record<string, FaqSeed[]>): Promise<void> {
  const values = Object.entries(faqsBySlug).flatMap(([slug, faqs]) =>
    faqs.map((faq, position) => sql`(${slug}, ${faq.question}, ${faq.answer}, ${faq.hidden ?? false}, ${position})`),
  );
  if (values.length === 0) return;
  await db.execute(
    sql`INSERT INTO faqs (page_slug, question, answer, is_hidden, position) VALUES ${sql.join(values, sql`, `)}`,
  );
}

export async function insertBlogPosts(db: Db, posts: BlogSeed[]): Promise<void> {
  const values = posts.map(
    (post) => sql`(${post.slug}, ${post.title}, ${post.subtitle}, ${post.summary}, ${post.metaDescription},
      ${JSON.stringify(post.categories)}::jsonb, ${JSON.stringify(post.tags)}::jsonb,
      ${`/api/blogs/images/${post.slug}.svg`}, ${post.imageAlt}, ${`/api/blogs/images/${post.slug}-body.svg`},
      ${post.imageAlt}, ${post.author.name}, ${post.author.role}, ${post.author.bio},
      ${JSON.stringify(post.body)}::jsonb, ${post.publishedAt}::timestamptz)`,
  );
  await db.execute(sql`INSERT INTO blog_posts (slug, title, subtitle, summary, meta_description, categories, tags,
    featured_image_url, featured_image_alt, body_image_url, image_alt_text, author_name, author_role, author_bio, body,
    published_at) VALUES ${sql.join(values, sql`, `)}`);
}

/** Published posts, newest first; `query` matches title, summary, categories or tags, any letter case. */
export async function listBlogPosts(db: Db, query: string | undefined, limit: number): Promise<BlogPostRow[]> {
  const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? sql`WHERE title ILIKE ${pattern} OR summary ILIKE ${pattern} OR subtitle ILIKE ${pattern}
        OR categories::text ILIKE ${pattern} OR tags::text ILIKE ${pattern}`
    : sql``;
  return rowsOf<BlogPostRow>(
    await db.execute(sql`SELECT ${POST_COLUMNS} FROM blog_posts ${where} ORDER BY published_at DESC LIMIT ${limit}`),
  );
}

export async function findBlogPost(db: Db, slug: string): Promise<BlogPostWithBodyRow | undefined> {
  const [row] = rowsOf<BlogPostWithBodyRow>(
    await db.execute(sql`SELECT ${POST_COLUMNS}, body FROM blog_posts WHERE slug = ${slug}`),
  );
  return row;
}

/** A comment's columns, its like count and whether `visitorHash` likes it ('' for a visitor without a cookie). */
const commentColumns = (visitorHash: string) => sql`c.id, c.name, c.comment, c.created_at, c.parent_id,
  (SELECT count(*) FROM blog_comment_likes l WHERE l.comment_id = c.id) AS likes,
  EXISTS (SELECT 1 FROM blog_comment_likes l WHERE l.comment_id = c.id AND l.visitor_hash = ${visitorHash}) AS liked`;

/** A page of a post's top-level comments, newest first, with every reply to them (oldest first). */
export async function listComments(
  db: Db,
  postId: string,
  page: { limit: number; offset: number },
  visitorHash: string,
): Promise<{ comments: CommentRow[]; replies: CommentRow[]; total: number; totalWithReplies: number }> {
  const comments = rowsOf<CommentRow>(
    await db.execute(sql`SELECT ${commentColumns(visitorHash)} FROM blog_comments c
      WHERE c.post_id = ${postId} AND c.parent_id IS NULL
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const replies = comments.length
    ? rowsOf<CommentRow>(
        await db.execute(sql`SELECT ${commentColumns(visitorHash)} FROM blog_comments c
          WHERE c.parent_id IN (${sql.join(
            comments.map((comment) => sql`${comment.id}::uuid`),
            sql`, `,
          )})
          ORDER BY c.created_at, c.id`),
      )
    : [];
  const [count] = rowsOf<{ total: number | string; all: number | string }>(
    await db.execute(sql`SELECT count(*) FILTER (WHERE parent_id IS NULL) AS total, count(*) AS all
      FROM blog_comments WHERE post_id = ${postId}`),
  );
  return { comments, replies, total: Number(count.total), totalWithReplies: Number(count.all) };
}

/** A comment of the post, with its parent (null for a top-level comment). */
export async function findComment(
  db: Db,
  postId: string,
  commentId: string,
): Promise<{ id: string; parent_id: string | null } | undefined> {
  const [row] = rowsOf<{ id: string; parent_id: string | null }>(
    await db.execute(
      sql`SELECT id, parent_id FROM blog_comments WHERE post_id = ${postId} AND id = ${commentId}::uuid`,
    ),
  );
  return row;
}

export async function insertComment(
  db: Db,
  comment: { postId: string; parentId: string | null; name: string; email: string; comment: string },
): Promise<CommentRow> {
  const [row] = rowsOf<CommentRow>(
    await db.execute(sql`INSERT INTO blog_comments (post_id, parent_id, name, email, comment)
      VALUES (${comment.postId}, ${comment.parentId}, ${comment.name}, ${comment.email}, ${comment.comment})
      RETURNING id, name, comment, created_at, parent_id, 0 AS likes, false AS liked`),
  );
  return row;
}

/** Adds or removes one visitor's like (each at most once), and counts the comment's likes after it. */
export async function setCommentLike(db: Db, commentId: string, visitorHash: string, liked: boolean): Promise<number> {
  if (liked) {
    await db.execute(sql`INSERT INTO blog_comment_likes (comment_id, visitor_hash) VALUES (${commentId}, ${visitorHash})
      ON CONFLICT DO NOTHING`);
  } else {
    await db.execute(
      sql`DELETE FROM blog_comment_likes WHERE comment_id = ${commentId} AND visitor_hash = ${visitorHash}`,
    );
  }
  const [count] = rowsOf<{ likes: number | string }>(
    await db.execute(sql`SELECT count(*) AS likes FROM blog_comment_likes WHERE comment_id = ${commentId}`),
  );
  return Number(count.likes);
}

/** Stores a subscription; undefined when the address (in any letter case) is already subscribed. */
export async function insertSubscription(
  db: Db,
  subscription: { email: string; firstName?: string; source: string },
): Promise<{ id: string } | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO newsletter_subscriptions (email, first_name, source)
      VALUES (${subscription.email}, ${subscription.firstName ?? null}, ${subscription.source})
      ON CONFLICT DO NOTHING RETURNING id`),
  );
  return row;
}

/**
 * Claims the once-a-day "already subscribed" email of an address (any letter case): its subscription id, or
 * undefined when the address is not subscribed or was told so in the last 24 hours.
 */
export async function claimAlreadySubscribedNotice(db: Db, email: string): Promise<{ id: string } | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE newsletter_subscriptions SET already_subscribed_notice_at = now()
      WHERE lower(email) = lower(${email})
        AND (already_subscribed_notice_at IS NULL OR already_subscribed_notice_at <= now() - interval '1 day')
      RETURNING id`),
  );
  return row;
}

/** Removes a subscription by its id; false when there was none (already unsubscribed). */
export async function deleteSubscription(db: Db, id: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM newsletter_subscriptions WHERE id = ${id}::uuid RETURNING id`),
  );
  return rows.length > 0;
}
