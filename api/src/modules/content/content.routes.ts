import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { acceptOneClickForms } from '../../mail/unsubscribeLinks';
import { ensureVisitor, visitorHashOf } from './visitor';

const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$' });

const Faq = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  is_hidden: Type.Boolean(),
});

const PostSummary = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  summary: Type.Union([Type.String(), Type.Null()]),
  meta_description: Type.Union([Type.String(), Type.Null()]),
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  featured_image: Type.Union([Type.Object({ url: Type.String(), alt: Type.String() }), Type.Null()]),
  body_image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  image_alt_text: Type.Union([Type.String(), Type.Null()]),
  blog_url: Type.String(),
  author: Type.Object({ name: Type.String(), role: Type.String(), bio: Type.String() }),
  published_at: Type.String(),
});

const Section = Type.Object({
  heading: Type.String(),
  paragraphs: Type.Array(Type.String()),
  bullets: Type.Optional(Type.Array(Type.String())),
  quote: Type.Optional(Type.String()),
  subsections: Type.Optional(
    Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
  ),
});
const PostBody = Type.Object({ introduction: Type.String(), sections: Type.Array(Section), conclusion: Type.String() });

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
const Reply = Type.Object({ ...CommentFields, parentId: Type.String() });
const Comment = Type.Object({ ...CommentFields, replies: Type.Array(Reply) });
const Like = Type.Object({ _id: Type.String(), likes: Type.Integer(), likedByMe: Type.Boolean() });

const SlugParams = Type.Object({ slug: Slug });
const ListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
const ImageParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,90}\\.svg$' }) });
const CommentsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
});
const CommentBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  comment: Type.String({ maxLength: 5000 }),
  parentId: Type.Optional(Type.String({ maxLength: 40 })),
});
const CommentParams = Type.Object({ slug: Slug, id: Type.String({ maxLength: 40 }) });
const SubscribeBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(Type.Union([Type.Literal('page'), Type.Literal('footer'), Type.Literal('blog')])),
});

// The token comes in the JSON body from the /newsletter/unsubscribe page, in the query string from a mail
// provider's one-click POST (whose form body is `List-Unsubscribe=One-Click`).
const UnsubscribeQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
const UnsubscribeBody = Type.Optional(Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }));

// The type provider does not infer from @sinclair/typebox 0.34 schemas here, so each route names its types.
type SlugRoute = { Params: Static<typeof SlugParams> };

// Writes from anonymous visitors: bounded per client IP (counters in Redis when configured).
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** FAQs, blog posts, blog comments and newsletter subscriptions (issue #4). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = app.content;
  acceptOneClickForms(app);

  app.get<SlugRoute>(
    '/faqs/page/:slug',
    {
      schema: {
        params: SlugParams,
        response: { 200: Type.Object({ success: Type.Boolean(), data: Type.Object({ faqs: Type.Array(Faq) }) }) },
      },
    },
    async (request) => ({ success: true, data: { faqs: await content.pageFaqs(request.params.slug) } }),
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/blogs/list',
    {
      schema: {
        querystring: ListQuery,
        response: { 200: Type.Object({ success: Type.Boolean(), data: Type.Array(PostSummary) }) },
      },
    },
    async (request) => ({ success: true, data: await content.blogList(request.query.q, request.query.limit) }),
  );

  app.get<{ Params: Static<typeof ImageParams> }>(
    '/blogs/images/:name',
    { schema: { params: ImageParams } },
    async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(content.illustration(request.params.name)),
  );

  app.get<SlugRoute>(
    '/blogs/:slug',
    {
      schema: {
        params: SlugParams,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            data: Type.Intersect([PostSummary, Type.Object({ body: PostBody })]),
          }),
          404: ErrorReply,
        },
      },
    },
    async (request) => ({ success: true, data: await content.blogPost(request.params.slug) }),
  );

  app.get<SlugRoute & { Querystring: Static<typeof CommentsQuery> }>(
    '/blogs/:slug/comments',
    {
      schema: {
        params: SlugParams,
        querystring: CommentsQuery,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            data: Type.Object({
              comments: Type.Array(Comment),
              /** Top-level comments (what the pages count). */
              total: Type.Integer(),
              totalWithReplies: Type.Integer(),
              page: Type.Integer(),
              hasMore: Type.Boolean(),
            }),
          }),
          404: ErrorReply,
        },
      },
    },
    async (request) => ({
      success: true,
      data: await content.postComments(
        request.params.slug,
        request.query.page,
        request.query.limit,
        visitorHashOf(request),
      ),
    }),
  );

  app.post<SlugRoute & { Body: Static<typeof CommentBody> }>(
    '/blogs/:slug/comments',
    {
      config: writeLimit,
      schema: {
        params: SlugParams,
        body: CommentBody,
        response: {
          201: Type.Object({ success: Type.Boolean(), data: Type.Union([Comment, Reply]) }),
          400: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true, data: await content.addComment(request.params.slug, request.body) }),
  );

  // One like per visitor: PUT likes, DELETE takes the like back; both are safe to repeat.
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route<{ Params: Static<typeof CommentParams> }>({
      method,
      url: '/blogs/:slug/comments/:id/like',
      config: writeLimit,
      schema: {
        params: CommentParams,
        response: { 200: Type.Object({ success: Type.Boolean(), data: Like }), 404: ErrorReply },
      },
      handler: async (request, reply) => {
        const visitor = ensureVisitor(request, reply, app.config.publicUrl);
        const data = await content.likeComment(request.params.slug, request.params.id, visitor, method === 'PUT');
        return { success: true, data };
      },
    });
  }

  app.post<{ Body: Static<typeof SubscribeBody> }>(
    '/newsletter/subscribe',
    {
      config: writeLimit,
      schema: {
        body: SubscribeBody,
        response: { 201: Type.Object({ success: Type.Boolean(), message: Type.String() }), 400: ErrorReply },
      },
    },
    async (request, reply) => {
      await content.subscribe(request.body);
      return reply.code(201).send({
        success: true,
        message: 'Thank you for subscribing to our newsletter. You\u2019ll receive a confirmation email shortly.',
      });
    },
  );

  app.post<{ Querystring: Static<typeof UnsubscribeQuery>; Body: Static<typeof UnsubscribeBody> }>(
    '/newsletter/unsubscribe',
    {
      config: { ...writeLimit, oneClickUnsubscribe: true },
      schema: {
        querystring: UnsubscribeQuery,
        body: UnsubscribeBody,
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String() }),
          400: ErrorReply,
          410: ErrorReply,
        },
      },
    },
    async (request) => ({
      success: true,
      message: await content.unsubscribe(request.body?.token ?? request.query.token),
    }),
  );
};
