import type { FastifyBaseLogger } from 'fastify';
import type {
  BlogArticle,
  Comment,
  CommentBody,
  CommentReply,
  CommentsPage,
  Faq,
  Like,
  PostSummary,
  SubscribeBody,
} from '@travel/contracts/content';
import { commentSchema, firstValidationError, newsletterSchema } from '@travel/contracts/validation';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import { UNSUBSCRIBE_MESSAGES, unsubscribeLinks, verifyUnsubscribeToken } from '../../mail/unsubscribeLinks';
import { blogIllustration } from './blogImages';
import * as repo from './content.repository';

/** What the content service needs: its tables, the mailer and the config and log that sign mail links. */
export interface ContentDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: ApiConfig;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function pageFaqs(deps: ContentDeps, slug: string): Promise<Faq[]> {
  const rows = await repo.listVisibleFaqs(deps.db, slug);
  return rows.map((row) => ({ _id: row.id, question: row.question, answer: row.answer, is_hidden: row.is_hidden }));
}

/** A post in the shape the blog page reads, plus author and date. */
function toPostSummary(row: repo.BlogPostRow): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    summary: row.summary,
    meta_description: row.meta_description,
    categories: row.categories,
    tags: row.tags,
    featured_image: row.featured_image_url ? { url: row.featured_image_url, alt: row.featured_image_alt ?? '' } : null,
    body_image: row.body_image_url ? { url: row.body_image_url } : null,
    image_alt_text: row.image_alt_text,
    blog_url: `/blog?post=${encodeURIComponent(row.slug)}`,
    author: { name: row.author_name, role: row.author_role, bio: row.author_bio },
    published_at: iso(row.published_at),
  };
}

export async function blogList(deps: ContentDeps, query: string | undefined, limit: number) {
  const rows = await repo.listBlogPosts(deps.db, query?.trim() || undefined, limit);
  return rows.map(toPostSummary);
}

async function requirePost(deps: ContentDeps, slug: string) {
  const post = await repo.findBlogPost(deps.db, slug);
  if (!post) throw new ApiError(404, 'Blog post not found');
  return post;
}

export async function blogPost(deps: ContentDeps, slug: string): Promise<BlogArticle> {
  const post = await requirePost(deps, slug);
  return { ...toPostSummary(post), body: post.body };
}

const toComment = (row: repo.CommentRow) => ({
  _id: row.id,
  name: row.name,
  comment: row.comment,
  createdAt: iso(row.created_at),
  likes: Number(row.likes),
  likedByMe: Boolean(row.liked),
});

/** A page of top-level comments, each with its replies; likedByMe for the visitor whose hash is given. */
export async function postComments(
  deps: ContentDeps,
  slug: string,
  page: number,
  limit: number,
  visitor = '',
): Promise<CommentsPage> {
  const post = await requirePost(deps, slug);
  const { comments, replies, total, totalWithReplies } = await repo.listComments(
    deps.db,
    post.id,
    { limit, offset: (page - 1) * limit },
    visitor,
  );
  return {
    comments: comments.map((row) => ({
      ...toComment(row),
      replies: replies
        .filter((reply) => reply.parent_id === row.id)
        .map((reply) => ({ ...toComment(reply), parentId: row.id })),
    })),
    total,
    totalWithReplies,
    page,
    hasMore: page * limit < total,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comment of the post by id, or a 404 (an id that is not a UUID names no comment either). */
async function requireComment(deps: ContentDeps, postId: string, commentId: string) {
  const comment = UUID.test(commentId) ? await repo.findComment(deps.db, postId, commentId) : undefined;
  if (!comment) throw new ApiError(404, 'Comment not found');
  return comment;
}

/** With parentId a reply; a reply to a reply joins the top-level comment (one level deep). */
export async function addComment(deps: ContentDeps, slug: string, input: CommentBody): Promise<Comment | CommentReply> {
  const problem = firstValidationError(commentSchema, input);
  if (problem) throw new ApiError(400, problem);
  const post = await requirePost(deps, slug);
  let parentId: string | null = null;
  if (input.parentId !== undefined) {
    const parent = UUID.test(input.parentId) ? await repo.findComment(deps.db, post.id, input.parentId) : undefined;
    if (!parent) throw new ApiError(400, 'parentId must be the id of a comment on this post');
    parentId = parent.parent_id ?? parent.id;
  }
  const valid = commentSchema.cast(input, { stripUnknown: true });
  const row = await repo.insertComment(deps.db, {
    postId: post.id,
    parentId,
    name: valid.name,
    comment: valid.comment,
    email: valid.email.toLowerCase(),
  });
  return parentId ? { ...toComment(row), parentId } : { ...toComment(row), replies: [] };
}

/** Likes (or stops liking) a comment for one visitor; a visitor likes a comment at most once. */
export async function likeComment(
  deps: ContentDeps,
  slug: string,
  commentId: string,
  visitor: string,
  liked: boolean,
): Promise<Like> {
  const post = await requirePost(deps, slug);
  const comment = await requireComment(deps, post.id, commentId);
  const likes = await repo.setCommentLike(deps.db, comment.id, visitor, liked);
  return { _id: comment.id, likes, likedByMe: liked };
}

/**
 * Subscribes an address. The answer is the same for a new and an existing subscriber, so the form does not tell
 * who subscribes; the email says which (an existing subscriber hears it at most once a day). The email carries
 * nothing the requester typed: the address may not be theirs.
 */
export async function subscribe(deps: ContentDeps, input: SubscribeBody): Promise<void> {
  const problem = firstValidationError(newsletterSchema, input);
  if (problem) throw new ApiError(400, problem);
  const valid = newsletterSchema.cast(input);
  const stored = await repo.insertSubscription(deps.db, {
    email: valid.email,
    firstName: valid.firstName || undefined,
    source: input.source ?? 'page',
  });
  const known = stored ? undefined : await repo.claimAlreadySubscribedNotice(deps.db, valid.email);
  const subscriptionId = stored?.id ?? known?.id;
  if (!subscriptionId) return;

  const unsubscribe = newsletterUnsubscribe(deps, subscriptionId);
  const body = stored
    ? [
        'Thank you for subscribing to the Travel Portal newsletter.',
        'Every week you will receive exclusive flight and hotel deals, destination guides and travel security tips.',
      ]
    : [
        'Someone (hopefully you) asked to subscribe this address to the Travel Portal newsletter.',
        'It is already subscribed, so nothing has changed: you will keep getting our weekly deals.',
      ];
  try {
    await deps.mailer.send({
      to: valid.email,
      headers: unsubscribe.headers,
      subject: stored
        ? 'You are subscribed to Travel Portal deals'
        : 'You are already subscribed to Travel Portal deals',
      text: [
        'Hi,',
        '',
        ...body,
        '',
        `You can unsubscribe at any time: ${unsubscribe.pageUrl}`,
        '',
        'Happy travels,',
        'The Travel Portal team',
      ].join('\n'),
    });
  } catch (error) {
    // The subscription is stored; a mail outage must not undo it or surface as a failure.
    deps.log.error({ err: error }, 'newsletter confirmation email failed');
  }
}

export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  done: 'You have been unsubscribed from the Travel Portal newsletter.',
  used: 'This unsubscribe link has already been used: the address is no longer subscribed.',
} as const;

/** What every newsletter email carries: the subscriber's own signed unsubscribe link and the RFC 8058 headers. */
export function newsletterUnsubscribe(deps: ContentDeps, subscriptionId: string) {
  return unsubscribeLinks(deps, {
    purpose: 'newsletter',
    id: subscriptionId,
    pagePath: '/newsletter/unsubscribe',
    apiPath: '/api/newsletter/unsubscribe',
  });
}

/** Ends the subscription a signed token names: 400 for a token we did not sign, 410 once it has been used. */
export async function unsubscribe(deps: ContentDeps, token: string | undefined): Promise<string> {
  const id = verifyUnsubscribeToken(deps, 'newsletter', token);
  if (!id) throw new ApiError(400, UNSUBSCRIBE_MESSAGES.invalid);
  if (!(await repo.deleteSubscription(deps.db, id))) throw new ApiError(410, NEWSLETTER_UNSUBSCRIBE_MESSAGES.used);
  return NEWSLETTER_UNSUBSCRIBE_MESSAGES.done;
}

/** The content module's service, as `app.content`: the calls above on its deps, and the drawn illustrations. */
export function contentService(deps: ContentDeps) {
  const onApp =
    <A extends unknown[], R>(call: (deps: ContentDeps, ...args: A) => R) =>
    (...args: A) =>
      call(deps, ...args);
  return {
    pageFaqs: onApp(pageFaqs),
    blogList: onApp(blogList),
    blogPost: onApp(blogPost),
    postComments: onApp(postComments),
    addComment: onApp(addComment),
    likeComment: onApp(likeComment),
    subscribe: onApp(subscribe),
    unsubscribe: onApp(unsubscribe),
    /** A drawn SVG picture for a name (blog posts, deals). */
    illustration: blogIllustration,
  };
}

export type ContentService = ReturnType<typeof contentService>;
