import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';

describe('content API', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
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
