import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../cache/readCache';
import { ErrorReply } from '@travel/contracts';
import {
  AddCommentReply,
  BlogArticleReply,
  BlogImageParams,
  BlogListQuery,
  BlogListReply,
  CommentBody,
  CommentParams,
  CommentsQuery,
  CommentsReply,
  ContentMessageReply,
  FaqsReply,
  LikeReply,
  SlugParams,
  SubscribeBody,
  UnsubscribeBody,
  UnsubscribeQuery,
} from '@travel/contracts/content';
import { acceptOneClickForms } from '../../mail/unsubscribeLinks';
import { BLOG_VISITOR, ensureVisitor, visitorHashOf } from '../../plugins/visitorCookie';

// Writes from anonymous visitors: bounded per client IP (counters in Redis when configured).
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The read cache's namespace of FAQs and the blog list. Only the seed step writes them (no route does); it
 * runs as its own process, possibly beside running APIs, and announces what it wrote on the invalidation
 * bus (seed.ts). A route that edits them would call `app.readCache.invalidate(CONTENT_CACHE)` after committing.
 */
export const CONTENT_CACHE = 'content';
const CONTENT_CACHE_CONTROL = 'public, max-age=300';

/** FAQs, blog posts, blog comments and newsletter subscriptions (issue #4). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = app.content;
  acceptOneClickForms(app);

  /** A read of the content cache, serialised by the route's reply schema, with its ETag and max-age. */
  const sendContent = async (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCached(
      request,
      reply,
      await app.readCache.get(CONTENT_CACHE, key, load, (value) => reply.serialize(value)),
      CONTENT_CACHE_CONTROL,
    );

  app.get(
    '/faqs/page/:slug',
    {
      schema: {
        params: SlugParams,
        response: { 200: FaqsReply },
      },
    },
    (request, reply) =>
      sendContent(request, reply, `faqs:${request.params.slug}`, async () => ({
        success: true,
        data: { faqs: await content.pageFaqs(request.params.slug) },
      })),
  );

  app.get(
    '/blogs/list',
    {
      schema: {
        querystring: BlogListQuery,
        response: { 200: BlogListReply },
      },
    },
    (request, reply) =>
      sendContent(request, reply, `blogs:${request.query.limit}:${request.query.q ?? ''}`, async () => ({
        success: true,
        data: await content.blogList(request.query.q, request.query.limit),
      })),
  );

  app.get('/blogs/images/:name', { schema: { params: BlogImageParams } }, async (request, reply) =>
    reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(content.illustration(request.params.name)),
  );

  app.get(
    '/blogs/:slug',
    {
      schema: {
        params: SlugParams,
        response: { 200: BlogArticleReply, 404: ErrorReply },
      },
    },
    async (request) => ({ success: true, data: await content.blogPost(request.params.slug) }),
  );

  app.get(
    '/blogs/:slug/comments',
    {
      schema: {
        params: SlugParams,
        querystring: CommentsQuery,
        response: { 200: CommentsReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true,
      data: await content.postComments(
        request.params.slug,
        request.query.page,
        request.query.limit,
        visitorHashOf(request, BLOG_VISITOR),
      ),
    }),
  );

  app.post(
    '/blogs/:slug/comments',
    {
      config: writeLimit,
      schema: {
        params: SlugParams,
        body: CommentBody,
        response: { 201: AddCommentReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true, data: await content.addComment(request.params.slug, request.body) }),
  );

  // One like per visitor: PUT likes, DELETE takes the like back; both are safe to repeat.
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/blogs/:slug/comments/:id/like',
      config: writeLimit,
      schema: {
        params: CommentParams,
        response: { 200: LikeReply, 404: ErrorReply },
      },
      handler: async (request, reply) => {
        const visitor = ensureVisitor(request, reply, app.config.publicUrl, BLOG_VISITOR);
        const data = await content.likeComment(request.params.slug, request.params.id, visitor, method === 'PUT');
        return { success: true, data };
      },
    });
  }

  app.post(
    '/newsletter/subscribe',
    {
      config: writeLimit,
      schema: {
        body: SubscribeBody,
        response: { 201: ContentMessageReply, 400: ErrorReply },
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

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { ...writeLimit, oneClickUnsubscribe: true },
      schema: {
        querystring: UnsubscribeQuery,
        body: UnsubscribeBody,
        response: { 200: ContentMessageReply, 400: ErrorReply, 410: ErrorReply },
      },
    },
    async (request) => ({
      success: true,
      message: await content.unsubscribe(request.body?.token ?? request.query.token),
    }),
  );
};
