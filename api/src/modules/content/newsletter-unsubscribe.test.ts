import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';

describe('newsletter unsubscribe', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ MAIL_LINK_SECRET: 'test-mail-link-secret' }, { mailer });
  });
  afterAll(() => t.close());

  const subscribe = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { origin: t.config.publicUrl },
      payload: { email, source: 'page' },
    });
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { origin: t.config.publicUrl },
      payload: { token },
    });
  /** The token of the subscriber's own link in the last mail to them. */
  const tokenFor = (email: string) => {
    const mail = mailer.sent.filter((m) => m.to === email).at(-1)!;
    return decodeURIComponent(/\/newsletter\/unsubscribe\?token=(\S+)/.exec(mail.text)![1]);
  };

  it('puts a per-subscriber signed link and the RFC 8058 headers in the newsletter email', async () => {
    await subscribe('first-reader@example.test');
    await subscribe('second-reader@example.test');
    const mail = mailer.sent.find((m) => m.to === 'first-reader@example.test')!;
    const token = tokenFor('first-reader@example.test');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(tokenFor('second-reader@example.test')).not.toBe(token);
    expect(mail.text).toContain(
      `You can unsubscribe at any time: ${t.config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${t.config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('unsubscribes with a valid token; the same link again is 410; the address can subscribe again', async () => {
    await subscribe('leaving@example.test');
    const token = tokenFor('leaving@example.test');
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You have been unsubscribed from the Travel Portal newsletter.',
    });
    const reused = await unsubscribe(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      success: false,
      message: 'This unsubscribe link has already been used: the address is no longer subscribed.',
    });
    expect((await subscribe('leaving@example.test')).statusCode).toBe(201);
    expect(tokenFor('leaving@example.test')).not.toBe(token);
  });

  it('refuses a tampered token, or one signed for a price alert, with 400 and keeps the subscription', async () => {
    await subscribe('staying@example.test');
    const token = tokenFor('staying@example.test');
    const [id, signature] = token.split('.');
    const tampered = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const { signUnsubscribeToken } = await import('../../mail/unsubscribeLinks');
    const otherPurposes = [
      signUnsubscribeToken(t.app, 'price-alert', id),
      signUnsubscribeToken(t.app, 'price-alert-confirm', id),
    ];
    for (const bad of [tampered, ...otherPurposes, `${id}.`, 'x'.repeat(200)]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'This unsubscribe link is not valid. Please use the link from your latest email.',
      });
    }
    // Still subscribed: subscribing again is told so by email.
    expect((await subscribe('staying@example.test')).statusCode).toBe(201);
    expect(mailer.sent.filter((m) => m.to === 'staying@example.test').at(-1)!.subject).toBe(
      'You are already subscribed to Travel Portal deals',
    );
  });

  it('a token signed with another key is not valid', async () => {
    await subscribe('other-key@example.test');
    const token = tokenFor('other-key@example.test');
    const other = await createTestApp({ MAIL_LINK_SECRET: 'another-secret' });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        headers: { origin: other.config.publicUrl },
        payload: { token },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('takes the one-click POST a mail provider sends (form body, token in the URL, no Origin)', async () => {
    await subscribe('one-click@example.test');
    const token = tokenFor('one-click@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been unsubscribed from the Travel Portal newsletter.');
  });

  it('keeps other form posts out: the subscribe route still wants JSON from this site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicUrl },
      payload: 'email=form%40example.test',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('unsubscribe links without MAIL_LINK_SECRET', () => {
  it('one random key per app: a newsletter link signed anywhere in the app verifies in the content routes', async () => {
    const mailer = memoryMailer();
    const t = await createTestApp({}, { mailer });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { origin: t.config.publicUrl },
        payload: { email: 'random-key@example.test' },
      });
      const id = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(mailer.sent[0].text)![1]).split('.')[0];
      const { signUnsubscribeToken } = await import('../../mail/unsubscribeLinks');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        headers: { origin: t.config.publicUrl },
        payload: { token: signUnsubscribeToken(t.app, 'newsletter', id) },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
