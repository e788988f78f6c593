import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';

describe('content API', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer, seed: true });
  });
  afterAll(() => t.close());

  describe('GET /api/faqs/page/:slug', () => {
    it.each(['flight', 'hotel', 'affiliate', 'refund-policy'])('serves at least six FAQs for %s', async (slug) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/faqs/page/${slug}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.faqs.length).toBeGreaterThanOrEqual(6);
      for (const faq of body.data.faqs) {
        expect(Object.keys(faq).sort()).toEqual(['_id', 'answer', 'is_hidden', 'question']);
        expect(faq.is_hidden).toBe(false);
      }
    });

    it('never returns hidden drafts and keeps the page order', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/faqs/page/flight' });
      const questions = res.json().data.faqs.map((faq: { question: string }) => faq.question);
      expect(questions[0]).toBe('How do I find the cheapest flight for my dates?');
      expect(questions.some((q: string) => q.startsWith('Draft:'))).toBe(false);
    });

    it('serves the five offer questions and the three Info Center ones', async () => {
      const offer = await t.app.inject({ method: 'GET', url: '/api/faqs/page/offer' });
      expect(offer.json().data.faqs).toHaveLength(5);
      const info = await t.app.inject({ method: 'GET', url: '/api/faqs/page/info' });
      expect(info.json().data.faqs.map((f: { question: string }) => f.question)).toEqual([
        'Refund timeline',
        'Failed booking',
        'Contacting support',
      ]);
    });

    it('answers an unknown page with an empty list and a malformed slug with 400', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/faqs/page/no-such-page' });
      expect(unknown.json()).toEqual({ success: true, data: { faqs: [] } });
      const bad = await t.app.inject({ method: 'GET', url: '/api/faqs/page/Bad%20Slug' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    });
  });

  describe('GET /api/blogs/list', () => {
    it('lists at least six posts, newest first, with the fields the blog reads', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/list' });
      expect(res.statusCode).toBe(200);
      const posts = res.json().data;
      expect(posts.length).toBeGreaterThanOrEqual(6);
      const post = posts[0];
      expect(post).toMatchObject({
        _id: expect.any(String),
        title: 'How to Book Cheap Flights in India: 9 Tactics That Still Work',
        featured_image: { url: '/api/blogs/images/book-cheap-flights-india.svg', alt: expect.any(String) },
        body_image: { url: expect.stringMatching(/\.svg$/) },
        image_alt_text: expect.any(String),
        categories: ['Travel Tips', 'Flights'],
        summary: expect.any(String),
        meta_description: expect.any(String),
        blog_url: '/blog?post=book-cheap-flights-india',
      });
      const dates = posts.map((p: { published_at: string }) => Date.parse(p.published_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('searches title, summary and categories with q, any letter case', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/list?q=KERALA' });
      expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['monsoon-getaways-kerala']);
      const byCategory = await t.app.inject({ method: 'GET', url: '/api/blogs/list?q=insurance' });
      expect(byCategory.json().data.map((p: { slug: string }) => p.slug)).toContain('travel-insurance-explained');
      const none = await t.app.inject({ method: 'GET', url: '/api/blogs/list?q=%25%25zzz' });
      expect(none.json().data).toEqual([]);
    });

    it('serves one full article and its illustration', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/dubai-stopover-guide' });
      expect(res.statusCode).toBe(200);
      const post = res.json().data;
      expect(post.body.introduction).toContain('Dubai');
      expect(post.body.sections.length).toBeGreaterThan(0);
      expect(post.author.name).toBe('Sara Al Mansoori');
      const image = await t.app.inject({ method: 'GET', url: post.featured_image.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
      const missing = await t.app.inject({ method: 'GET', url: '/api/blogs/no-such-post' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Blog post not found' });
    });
  });

  describe('blog comments', () => {
    const url = '/api/blogs/singapore-on-a-budget/comments';

    it('stores a valid comment and lists it newest first, without the email', async () => {
      const post = await t.app.inject({
        method: 'POST',
        url,
        payload: { name: ' Meera ', email: 'Meera@Example.com', comment: 'Hawker tip was spot on!' },
      });
      expect(post.statusCode).toBe(201);
      expect(post.json().data).toMatchObject({ name: 'Meera', comment: 'Hawker tip was spot on!' });
      const list = await t.app.inject({ method: 'GET', url });
      const data = list.json().data;
      expect(data.total).toBe(1);
      expect(data.comments[0]).toEqual({
        _id: expect.any(String),
        name: 'Meera',
        comment: 'Hawker tip was spot on!',
        createdAt: expect.any(String),
        likes: 0,
        likedByMe: false,
        replies: [],
      });
    });

    it('pages through stored comments', async () => {
      const pagedUrl = '/api/blogs/hotel-booking-mistakes/comments';
      for (let i = 1; i <= 7; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: pagedUrl,
          payload: { name: `Reader ${i}`, email: `reader${i}@example.com`, comment: `Comment number ${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const first = (await t.app.inject({ method: 'GET', url: `${pagedUrl}?page=1&limit=5` })).json().data;
      expect(first.comments).toHaveLength(5);
      expect(first).toMatchObject({ total: 7, page: 1, hasMore: true });
      const second = (await t.app.inject({ method: 'GET', url: `${pagedUrl}?page=2&limit=5` })).json().data;
      expect(second.comments).toHaveLength(2);
      expect(second.hasMore).toBe(false);
      const ids = [...first.comments, ...second.comments].map((c: { _id: string }) => c._id);
      expect(new Set(ids).size).toBe(7);
    });

    it.each([
      [{ name: '', email: 'a@b.co', comment: 'Hi' }, 'Name is required'],
      [{ name: 'A', email: 'not-an-email', comment: 'Hi' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a b@c.de', comment: 'Hi' }, 'Please enter a valid email address'],
      [{ name: 'A', email: '', comment: 'Hi' }, 'Email is required'],
      [{ name: 'A', email: 'a@b.co', comment: '   ' }, 'Comment is required'],
    ])('rejects %j with 400 "%s"', async (payload, message) => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('rejects a missing field and an unknown post', async () => {
      const missing = await t.app.inject({ method: 'POST', url, payload: { name: 'A', email: 'a@b.co' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('comment is required');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/blogs/no-such-post/comments',
        payload: { name: 'A', email: 'a@b.co', comment: 'Hi' },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('comment replies and likes', () => {
    const url = '/api/blogs/monsoon-getaways-kerala/comments';
    // Writes are limited per client IP: these tests write from an address of their own.
    const remoteAddress = '10.0.0.12';
    const post = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
    const like = (id: string, method: 'PUT' | 'DELETE', cookie?: string) =>
      t.app.inject({ method, url: `${url}/${id}/like`, headers: cookie ? { cookie } : {}, remoteAddress });
    const list = async (cookie?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json().data;
    const visitorCookie = (res: { cookies: { name: string; value: string }[] }) => {
      const cookie = res.cookies.find((c) => c.name === 'tp_visitor')!;
      return `tp_visitor=${cookie.value}`;
    };

    it('stores replies one level deep: a reply to a reply joins the top comment', async () => {
      const top = (await post({ name: 'Asha', email: 'asha@example.com', comment: 'Carry a poncho.' })).json().data;
      expect(top).toMatchObject({ likes: 0, likedByMe: false, replies: [] });
      const reply = await post({ name: 'Ben', email: 'ben@example.com', comment: 'And sandals.', parentId: top._id });
      expect(reply.statusCode).toBe(201);
      expect(reply.json().data).toMatchObject({ parentId: top._id, comment: 'And sandals.' });
      const deeper = await post({
        name: 'Chitra',
        email: 'chitra@example.com',
        comment: 'Agreed!',
        parentId: reply.json().data._id,
      });
      expect(deeper.json().data.parentId).toBe(top._id);

      const data = await list();
      expect(data).toMatchObject({ total: 1, totalWithReplies: 3 });
      expect(data.comments).toHaveLength(1);
      expect(data.comments[0].replies.map((r: { name: string }) => r.name)).toEqual(['Ben', 'Chitra']);
      expect(data.comments[0].replies[0]).not.toHaveProperty('email');
      const stored = (await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM blog_comments WHERE parent_id = ${top._id}::uuid`,
      )) as unknown as { rows: { n: number }[] };
      expect(stored.rows[0].n).toBe(2);
    });

    it('validates a reply like a comment, and its parent must be a comment of the same post', async () => {
      const top = (await post({ name: 'Dev', email: 'dev@example.com', comment: 'Top' })).json().data;
      const bad = await post({ name: 'E', email: 'not-an-email', comment: 'Hi', parentId: top._id });
      expect(bad.json()).toEqual({ success: false, message: 'Please enter a valid email address' });
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/api/blogs/singapore-on-a-budget/comments',
          payload: { name: 'F', email: 'f@example.com', comment: 'Elsewhere' },
        })
      ).json().data;
      for (const parentId of [other._id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
        const res = await post({ name: 'G', email: 'g@example.com', comment: 'Hi', parentId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'parentId must be the id of a comment on this post' });
      }
    });

    it.each(['name', 'email', 'comment'])('refuses a NUL character in the %s with 400', async (field) => {
      const payload = { name: 'Hari', email: 'hari@example.com', comment: 'Hello', [field]: 'a\u0000b' };
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: `${field} must not contain a NUL character` });
    });

    it('refuses a comment over the length limit with 400 naming it', async () => {
      const res = await post({ name: 'Ira', email: 'ira@example.com', comment: 'x'.repeat(2001) });
      expect(res.json()).toEqual({ success: false, message: 'Comment must be at most 2000 characters' });
    });

    it('counts one like per visitor, and a visitor can take theirs back', async () => {
      const top = (await post({ name: 'Jay', email: 'jay@example.com', comment: 'Likeable' })).json().data;
      const first = await like(top._id, 'PUT');
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({ _id: top._id, likes: 1, likedByMe: true });
      const cookieHeader = first.headers['set-cookie'] as string;
      expect(cookieHeader).toMatch(/HttpOnly/);
      expect(cookieHeader).toMatch(/SameSite=Lax/);
      const visitor = visitorCookie(first);

      // The same visitor again: still one like.
      expect((await like(top._id, 'PUT', visitor)).json().data.likes).toBe(1);
      // Another visitor (no cookie yet) adds theirs.
      expect((await like(top._id, 'PUT')).json().data.likes).toBe(2);

      const mine = (await list(visitor)).comments.find((c: { _id: string }) => c._id === top._id);
      expect(mine).toMatchObject({ likes: 2, likedByMe: true });
      const anonymous = (await list()).comments.find((c: { _id: string }) => c._id === top._id);
      expect(anonymous).toMatchObject({ likes: 2, likedByMe: false });

      const undo = await like(top._id, 'DELETE', visitor);
      expect(undo.json().data).toEqual({ _id: top._id, likes: 1, likedByMe: false });
      expect((await like(top._id, 'DELETE', visitor)).json().data.likes).toBe(1);
    });

    it('likes a reply too, and answers 404 for a comment that is not on the post', async () => {
      const top = (await post({ name: 'Kiran', email: 'kiran@example.com', comment: 'Top' })).json().data;
      const reply = (
        await post({ name: 'Lata', email: 'lata@example.com', comment: 'Reply', parentId: top._id })
      ).json().data;
      expect((await like(reply._id, 'PUT')).json().data.likes).toBe(1);
      const missing = await like('00000000-0000-0000-0000-000000000000', 'PUT');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Comment not found' });
      expect((await like('nope', 'PUT')).statusCode).toBe(404);
    });
  });

  describe('POST /api/newsletter/subscribe', () => {
    const url = '/api/newsletter/subscribe';

    it('stores a subscription and sends a confirmation email that repeats nothing the requester typed', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'Ravi@Example.com', firstName: 'Ravi' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().success).toBe(true);
      const mail = mailer.sent.find((m) => m.to === 'Ravi@Example.com');
      expect(mail?.subject).toBe('You are subscribed to Travel Portal deals');
      expect(mail?.text).toContain('Hi,');
      expect(mail?.text).not.toContain('Ravi');
    });

    it('answers an existing subscriber (any letter case) exactly like a new one; the email says which, once a day', async () => {
      const first = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'twice@example.com', source: 'footer' },
      });
      expect(first.statusCode).toBe(201);
      const again = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'TWICE@example.COM', source: 'blog' },
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.json()).toEqual({
        success: true,
        message: 'Thank you for subscribing to our newsletter. You\u2019ll receive a confirmation email shortly.',
      });
      const toTwice = () => mailer.sent.filter((m) => m.to.toLowerCase() === 'twice@example.com');
      expect(toTwice().map((m) => m.subject)).toEqual([
        'You are subscribed to Travel Portal deals',
        'You are already subscribed to Travel Portal deals',
      ]);
      expect(toTwice()[1].text).toContain('It is already subscribed, so nothing has changed');
      expect(toTwice()[1].text).toContain('/newsletter/unsubscribe?token=');

      // A third request the same day answers the same and mails nothing.
      const third = await t.app.inject({ method: 'POST', url, payload: { email: 'twice@example.com' } });
      expect(third.json()).toEqual(first.json());
      expect(toTwice()).toHaveLength(2);
    });

    it('validates the address and the source', async () => {
      const bad = await t.app.inject({ method: 'POST', url, payload: { email: 'nope@' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid email address');
      const missing = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(missing.json().message).toBe('email is required');
      const source = await t.app.inject({ method: 'POST', url, payload: { email: 'x@y.io', source: 'spam' } });
      expect(source.statusCode).toBe(400);
    });

    it('keeps the subscription when the confirmation email cannot be sent', async () => {
      const failing = await createTestApp(
        {},
        {
          mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')), verify: async () => false },
        },
      );
      try {
        const res = await failing.app.inject({ method: 'POST', url, payload: { email: 'offline@example.com' } });
        expect(res.statusCode).toBe(201);
        const rows = await failing.app.db.execute(
          sql`SELECT 1 FROM newsletter_subscriptions WHERE email = 'offline@example.com'`,
        );
        expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      } finally {
        await failing.close();
      }
    });
  });
});
