import { Type, type Static, type TSchema } from '@sinclair/typebox';

// FAQs, blog posts and their comments, newsletter subscriptions: the /api/faqs, /api/blogs and /api/newsletter
// calls, with the types both sides use.

const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SlugParams = Type.Object({ slug: Slug });
export type SlugParams = Static<typeof SlugParams>;

export const Faq = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  is_hidden: Type.Boolean(),
});
export type Faq = Static<typeof Faq>;

export const FaqsReply = Type.Object({ success: Type.Boolean(), data: Type.Object({ faqs: Type.Array(Faq) }) });
export type FaqsReply = Static<typeof FaqsReply>;

export const PostSummary = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  summary: Nullable(Type.String()),
  meta_description: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  featured_image: Nullable(Type.Object({ url: Type.String(), alt: Type.String() })),
  body_image: Nullable(Type.Object({ url: Type.String() })),
  image_alt_text: Nullable(Type.String()),
  blog_url: Type.String(),
  author: Type.Object({ name: Type.String(), role: Type.String(), bio: Type.String() }),
  published_at: Type.String(),
});
export type PostSummary = Static<typeof PostSummary>;

export const BlogListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
/** What a caller may send: limit has a default. */
export type BlogListQuery = Partial<Static<typeof BlogListQuery>>;

export const BlogListReply = Type.Object({ success: Type.Boolean(), data: Type.Array(PostSummary) });
export type BlogListReply = Static<typeof BlogListReply>;

export const BlogSection = Type.Object({
  heading: Type.String(),
  paragraphs: Type.Array(Type.String()),
  bullets: Type.Optional(Type.Array(Type.String())),
  quote: Type.Optional(Type.String()),
  subsections: Type.Optional(
    Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
  ),
});
export type BlogSection = Static<typeof BlogSection>;

export const PostBody = Type.Object({
  introduction: Type.String(),
  sections: Type.Array(BlogSection),
  conclusion: Type.String(),
});
export type PostBody = Static<typeof PostBody>;

export const BlogArticle = Type.Intersect([PostSummary, Type.Object({ body: PostBody })]);
export type BlogArticle = Static<typeof BlogArticle>;

export const BlogArticleReply = Type.Object({ success: Type.Boolean(), data: BlogArticle });
export type BlogArticleReply = Static<typeof BlogArticleReply>;

export const BlogImageParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,90}\\.svg$' }) });
export type BlogImageParams = Static<typeof BlogImageParams>;

const CommentFields = {
  _id: Type.String(),
  name: Type.String(),
  comment: Type.String(),
  createdAt: Type.String(),
  likes: Type.Integer(),
  /** Whether the visitor of the request (tp_visitor cookie) likes it. */
  likedByMe: Type.Boolean(),
};
/** A reply: always to a top-level comment (replies are one level deep). */
export const CommentReply = Type.Object({ ...CommentFields, parentId: Type.String() });
export type CommentReply = Static<typeof CommentReply>;

export const Comment = Type.Object({ ...CommentFields, replies: Type.Array(CommentReply) });
export type Comment = Static<typeof Comment>;

export const CommentsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
});
export type CommentsQuery = Static<typeof CommentsQuery>;

export const CommentsPage = Type.Object({
  comments: Type.Array(Comment),
  /** Top-level comments (what the pages count). */
  total: Type.Integer(),
  totalWithReplies: Type.Integer(),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});
export type CommentsPage = Static<typeof CommentsPage>;

export const CommentsReply = Type.Object({ success: Type.Boolean(), data: CommentsPage });
export type CommentsReply = Static<typeof CommentsReply>;

export const CommentBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  comment: Type.String({ maxLength: 5000 }),
  parentId: Type.Optional(Type.String({ maxLength: 40 })),
});
export type CommentBody = Static<typeof CommentBody>;

/** A new comment, or (with parentId) a reply. */
export const AddCommentReply = Type.Object({ success: Type.Boolean(), data: Type.Union([Comment, CommentReply]) });
export type AddCommentReply = Static<typeof AddCommentReply>;

export const CommentParams = Type.Object({ slug: Slug, id: Type.String({ maxLength: 40 }) });
export type CommentParams = Static<typeof CommentParams>;

export const Like = Type.Object({ _id: Type.String(), likes: Type.Integer(), likedByMe: Type.Boolean() });
export type Like = Static<typeof Like>;

export const LikeReply = Type.Object({ success: Type.Boolean(), data: Like });
export type LikeReply = Static<typeof LikeReply>;

export const NewsletterSource = Type.Union([Type.Literal('page'), Type.Literal('footer'), Type.Literal('blog')]);
export type NewsletterSource = Static<typeof NewsletterSource>;

export const SubscribeBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(NewsletterSource),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

// The token comes in the JSON body from the /newsletter/unsubscribe page, in the query string from a mail
// provider's one-click POST (whose form body is `List-Unsubscribe=One-Click`).
export const UnsubscribeQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

export const UnsubscribeBody = Type.Optional(Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }));
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

export const ContentMessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type ContentMessageReply = Static<typeof ContentMessageReply>;
