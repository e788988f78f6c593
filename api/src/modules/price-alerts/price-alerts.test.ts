import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import { addDays, isoDate } from '@travel/contracts/rules';
import { priceAlertsService } from './price-alerts.service';
import { rowsOf } from '../../db/rows';

// Each request from its own loopback address: these tests make more than the per-IP limit allows a minute.
let clients = 0;
const json = (app: TestApp['app'], method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: `127.0.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`,
    headers: { origin: app.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });

/** The token of the first /price-alerts/unsubscribe link in a mail body. */
const tokenIn = (text: string) => decodeURIComponent(/\/price-alerts\/unsubscribe\?token=([^\s]+)/.exec(text)![1]);
/** The token of the /price-alerts/confirm link in a mail body. */
const confirmTokenIn = (text: string) => decodeURIComponent(/\/price-alerts\/confirm\?token=([^\s]+)/.exec(text)![1]);

describe('price alerts API', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  const today = isoDate();
  const date = addDays(today, 12);
  const sentTo = (email: string) => mailer.sent.filter((m) => m.to === email);

  /** What the search shows as the day's cheapest economy fare for one adult. */
  async function cheapestShown(from: string, to: string, day: string): Promise<number> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/flights/search?from=${from}&to=${to}&date=${day}&sort=cheapest&pageSize=1`,
    });
    return res.json().legs[0].offers[0].priceMinor;
  }

  /** Asks for a logged-out alert, then confirms it from its email as the address's owner would. */
  async function guestAlert(payload: { from: string; to: string; date: string; email: string }) {
    const requested = await json(t.app, 'POST', '/api/price-alerts', payload);
    expect(requested.statusCode).toBe(202);
    const token = confirmTokenIn(sentTo(payload.email.trim()).at(-1)!.text);
    const confirmed = await json(t.app, 'POST', '/api/price-alerts/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    return confirmed;
  }

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  }, 120_000);
  afterAll(() => t.close());

  describe('POST /api/price-alerts', () => {
    it('logged out: asks the address to confirm first, and only the confirmation link starts the alert', async () => {
      const email = 'guest-alert@example.test';
      const res = await json(t.app, 'POST', '/api/price-alerts', { from: 'del', to: 'BOM', date, email: ` ${email} ` });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        success: true,
        message: 'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
      });
      const [request] = sentTo(email);
      expect(sentTo(email)).toHaveLength(1);
      expect(request.subject).toBe(`Confirm your price alert: Delhi to Mumbai on ${date}`);
      expect(request.text).toContain(
        `Someone (hopefully you) asked us to email this address when the fare for Delhi (DEL) to Mumbai (BOM) on ${date} drops.`,
      );
      expect(request.text).toContain(`${t.config.publicUrl}/price-alerts/confirm?token=`);
      expect(request.text).not.toContain('/price-alerts/unsubscribe');
      // Not active yet: the checker ignores it even after a drop.
      await t.app.db.execute(sql`UPDATE flights SET price_minor = price_minor - 50000
        WHERE from_code = 'DEL' AND to_code = 'BOM' AND departure_date = ${date}::date`);
      expect(await priceAlertsService(t.app).checkDrops()).toBe(0);
      expect(sentTo(email)).toHaveLength(1);
      await t.app.db.execute(sql`UPDATE flights SET price_minor = price_minor + 50000
        WHERE from_code = 'DEL' AND to_code = 'BOM' AND departure_date = ${date}::date`);

      const confirmed = await json(t.app, 'POST', '/api/price-alerts/confirm', { token: confirmTokenIn(request.text) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe('Your price alert is active. We will email you once when the fare drops.');
      expect(confirmed.json().alert).toMatchObject({
        from: 'DEL',
        to: 'BOM',
        fromCity: 'Delhi',
        toCity: 'Mumbai',
        date,
      });

      const mail = sentTo(email)[1];
      expect(mail.subject).toBe(`Price alert set: Delhi to Mumbai on ${date}`);
      expect(mail.text).toContain(`Your price alert for Delhi (DEL) to Mumbai (BOM) on ${date} is set.`);
      expect(mail.text).toContain(`${t.config.publicUrl}/price-alerts/unsubscribe?token=`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${t.config.publicUrl}/api/price-alerts/unsubscribe?token=${encodeURIComponent(tokenIn(mail.text))}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The link again: still active, no second email.
      const again = await json(t.app, 'POST', '/api/price-alerts/confirm', { token: confirmTokenIn(request.text) });
      expect(again.statusCode).toBe(200);
      expect(sentTo(email)).toHaveLength(2);
    });

    it('answers a second logged-out request for the same address (any letter case), route and date the same, mailing nothing', async () => {
      const res = await json(t.app, 'POST', '/api/price-alerts', {
        from: 'DEL',
        to: 'BOM',
        date,
        email: 'Guest-Alert@Example.test',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(
        'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
      );
      expect(sentTo('Guest-Alert@Example.test')).toHaveLength(0);
      expect(sentTo('guest-alert@example.test')).toHaveLength(2);
    });

    it('mails at most 3 confirmations a day to one address, and says the same whether or not it has an account', async () => {
      const { user } = await createUserSession(t.app);
      for (const email of ['busy-stranger@example.test', user.email]) {
        for (const to of ['BLR', 'DXB', 'LHR']) {
          expect((await json(t.app, 'POST', '/api/price-alerts', { from: 'BOM', to, date, email })).statusCode).toBe(
            202,
          );
        }
        const fourth = await json(t.app, 'POST', '/api/price-alerts', { from: 'BOM', to: 'SIN', date, email });
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toEqual({
          success: false,
          message:
            'Too many price alerts are waiting for confirmation at this address today. Please confirm one from your email, or try again tomorrow.',
        });
        expect(sentTo(email)).toHaveLength(3);
      }
      // Another address is not affected.
      const other = await json(t.app, 'POST', '/api/price-alerts', {
        from: 'BOM',
        to: 'SIN',
        date,
        email: 'calm@example.test',
      });
      expect(other.statusCode).toBe(202);
    });

    it('refuses a tampered confirmation link with 400, and one whose alert is gone with 410', async () => {
      const email = 'confirm-links@example.test';
      await json(t.app, 'POST', '/api/price-alerts', { from: 'BLR', to: 'BOM', date, email });
      const token = confirmTokenIn(sentTo(email)[0].text);
      const [id, signature] = token.split('.');
      for (const bad of [`${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, 'nonsense', '']) {
        const res = await json(t.app, 'POST', '/api/price-alerts/confirm', { token: bad });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'This confirmation link is not valid. Please use the link from your email.',
        });
      }
      // An unsubscribe token of the same alert does not confirm it.
      const { signUnsubscribeToken } = await import('../../mail/unsubscribeLinks');
      const foreign = await json(t.app, 'POST', '/api/price-alerts/confirm', {
        token: signUnsubscribeToken(t.app, 'price-alert', id),
      });
      expect(foreign.statusCode).toBe(400);

      await t.app.db.execute(sql`DELETE FROM price_alerts WHERE id = ${id}::uuid`);
      const gone = await json(t.app, 'POST', '/api/price-alerts/confirm', { token });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(
        'This price alert no longer exists: it was removed, or it was not confirmed within 7 days.',
      );
    });

    it.each([
      [{ from: 'DEL', to: 'BOM', date }, 'Email is required'],
      [{ from: 'DEL', to: 'BOM', date, email: 'asha@example' }, 'Please enter a valid email address'],
      [{ from: 'XXX', to: 'BOM', date, email: 'a@b.co' }, 'from must be one of BOM, DEL, BLR, DXB, LHR, JFK, SIN, NRT'],
      [{ from: 'DEL', to: 'DEL', date, email: 'a@b.co' }, 'from and to must be different cities'],
      [{ from: 'DEL', to: 'BOM', date: '2026-02-30', email: 'a@b.co' }, 'date must be a date as YYYY-MM-DD'],
      [{ from: 'DEL', to: 'BOM', date: addDays(today, -5), email: 'a@b.co' }, 'date cannot be in the past'],
      [{ from: 'DEL', to: 'BOM', date: addDays(today, 90), email: 'a@b.co' }, 'date must be within the next 90 days'],
      [
        // Yesterday is searchable, but a freshly generated inventory starts today.
        { from: 'DEL', to: 'BOM', date: addDays(today, -1), email: 'a@b.co' },
        'There are no flights on this route and date to watch. Please choose another date.',
      ],
    ])('answers %j with 400 and the message %j', async (payload, message) => {
      const res = await json(t.app, 'POST', '/api/price-alerts', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    });

    it('names a missing field, and lists it at its field as the schema refuses it', async () => {
      const res = await json(t.app, 'POST', '/api/price-alerts', { to: 'BOM', date, email: 'a@b.co' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'from is required',
        problems: [{ field: 'from', message: 'From is required' }],
      });
    });

    it('logged in: the alert is the account email’s, whatever email the body names, and active at once', async () => {
      const { cookie, user } = await createUserSession(t.app);
      const res = await json(
        t.app,
        'POST',
        '/api/price-alerts',
        { from: 'BOM', to: 'DXB', date, email: 'x@y.zz' },
        cookie,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Price alert created. We will email you when the fare drops.');
      expect(res.json().alert.priceAtCreationMinor).toBe(await cheapestShown('BOM', 'DXB', date));
      expect(sentTo(user.email).map((m) => m.subject)).toEqual([`Price alert set: Mumbai to Dubai on ${date}`]);
      expect(sentTo('x@y.zz')).toHaveLength(0);

      const again = await json(t.app, 'POST', '/api/price-alerts', { from: 'BOM', to: 'DXB', date }, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: 'You already have a price alert for this route and date.',
      });
    });

    it('logged in: an alert someone asked for the account’s address, still unconfirmed, is confirmed by the owner setting it', async () => {
      const { cookie, user } = await createUserSession(t.app);
      await json(t.app, 'POST', '/api/price-alerts', { from: 'BLR', to: 'DXB', date, email: user.email });
      const res = await json(t.app, 'POST', '/api/price-alerts', { from: 'BLR', to: 'DXB', date }, cookie);
      expect(res.statusCode).toBe(201);
      const list = await json(t.app, 'GET', '/api/price-alerts', undefined, cookie);
      expect(list.json().alerts.map((a: { id: string }) => a.id)).toEqual([res.json().alert.id]);
    });
  });

  describe('GET /api/price-alerts', () => {
    it('401 without a session', async () => {
      const res = await json(t.app, 'GET', '/api/price-alerts');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    });

    it('lists only the account’s alerts, soonest trip first, with the price then and now', async () => {
      const { cookie, user } = await createUserSession(t.app);
      await json(t.app, 'POST', '/api/price-alerts', { from: 'BLR', to: 'DEL', date: addDays(today, 20) }, cookie);
      await json(t.app, 'POST', '/api/price-alerts', { from: 'DEL', to: 'BLR', date: addDays(today, 15) }, cookie);
      // An alert set while logged out with the same address is the account's too, once confirmed;
      // one nobody confirmed is not listed.
      await json(t.app, 'POST', '/api/price-alerts', { from: 'DEL', to: 'DXB', date, email: user.email.toUpperCase() });
      await t.app.inject({
        method: 'POST',
        url: '/api/price-alerts/confirm',
        headers: { origin: t.config.publicUrl },
        payload: { token: confirmTokenIn(sentTo(user.email.toUpperCase()).at(-1)!.text) },
      });
      await json(t.app, 'POST', '/api/price-alerts', { from: 'DEL', to: 'SIN', date, email: user.email });

      const res = await json(t.app, 'GET', '/api/price-alerts', undefined, cookie);
      expect(res.statusCode).toBe(200);
      const alerts = res.json().alerts;
      expect(alerts.map((a: { from: string; to: string }) => `${a.from}-${a.to}`)).toEqual([
        'DEL-DXB',
        'DEL-BLR',
        'BLR-DEL',
      ]);
      expect(alerts[1]).toMatchObject({
        date: addDays(today, 15),
        priceAtCreationMinor: await cheapestShown('DEL', 'BLR', addDays(today, 15)),
        currentPriceMinor: await cheapestShown('DEL', 'BLR', addDays(today, 15)),
        notifiedAt: null,
      });
    });
  });

  describe('DELETE /api/price-alerts/:id', () => {
    it('removes one of the account’s own alerts; another person’s, or an unknown id, is 404', async () => {
      const owner = await createUserSession(t.app);
      const other = await createUserSession(t.app);
      const created = await json(t.app, 'POST', '/api/price-alerts', { from: 'SIN', to: 'NRT', date }, owner.cookie);
      const id = created.json().alert.id;

      const notYours = await json(t.app, 'DELETE', `/api/price-alerts/${id}`, undefined, other.cookie);
      expect(notYours.statusCode).toBe(404);
      expect(notYours.json()).toEqual({ success: false, message: 'Price alert not found' });
      const malformed = await json(t.app, 'DELETE', '/api/price-alerts/not-an-id', undefined, owner.cookie);
      expect(malformed.statusCode).toBe(404);
      const anonymous = await json(t.app, 'DELETE', `/api/price-alerts/${id}`);
      expect(anonymous.statusCode).toBe(401);

      const removed = await json(t.app, 'DELETE', `/api/price-alerts/${id}`, undefined, owner.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true, message: 'Price alert removed.' });
      const list = await json(t.app, 'GET', '/api/price-alerts', undefined, owner.cookie);
      expect(list.json().alerts).toEqual([]);
      const again = await json(t.app, 'DELETE', `/api/price-alerts/${id}`, undefined, owner.cookie);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('POST /api/price-alerts/unsubscribe', () => {
    async function alertToken(email: string, to = 'LHR') {
      await guestAlert({ from: 'DEL', to, date, email });
      return tokenIn(sentTo(email).at(-1)!.text);
    }

    it('removes the alert of a valid token once; the same link again is 410', async () => {
      const token = await alertToken('unsub-alert@example.test');
      const res = await json(t.app, 'POST', '/api/price-alerts/unsubscribe', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your price alert has been removed. You will get no more emails about it.');
      const reused = await json(t.app, 'POST', '/api/price-alerts/unsubscribe', { token });
      expect(reused.statusCode).toBe(410);
      expect(reused.json()).toEqual({
        success: false,
        message: 'This unsubscribe link has already been used: the price alert no longer exists.',
      });
      // Removed, the same route and date can be watched again.
      await guestAlert({ from: 'DEL', to: 'LHR', date, email: 'unsub-alert@example.test' });
    });

    it('refuses a tampered or foreign token with 400 and keeps the alert', async () => {
      const token = await alertToken('tamper-alert@example.test', 'JFK');
      const [id, signature] = token.split('.');
      const flipped = `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}.${signature}`;
      for (const bad of [flipped, otherId, id, 'nonsense', '']) {
        const res = await json(t.app, 'POST', '/api/price-alerts/unsubscribe', { token: bad });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'This unsubscribe link is not valid. Please use the link from your latest email.',
        );
      }
      const rows = await t.app.db.execute(sql`SELECT id FROM price_alerts WHERE id = ${id}::uuid`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    });

    it('takes an RFC 8058 one-click POST from a mail provider: form body, token in the URL, no Origin', async () => {
      const token = await alertToken('oneclick-alert@example.test', 'SIN');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/price-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      const reused = await t.app.inject({
        method: 'POST',
        url: `/api/price-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(reused.statusCode).toBe(410);
    });
  });

  describe('the price-drop checker', () => {
    const day = addDays(today, 30);
    const setCheapest = async (from: string, to: string, priceMinor: number) =>
      t.app.db.execute(sql`UPDATE flights SET price_minor = ${priceMinor}
        WHERE id = (SELECT id FROM flights WHERE from_code = ${from} AND to_code = ${to}
                    AND departure_date = ${day}::date ORDER BY price_minor, id LIMIT 1)`);

    it('emails once when the cheapest fare drops below the alert’s, and never for a rise', async () => {
      const service = priceAlertsService(t.app);
      const dropEmail = 'drop-alert@example.test';
      const riseEmail = 'rise-alert@example.test';
      const drop = await guestAlert({ from: 'BLR', to: 'BOM', date: day, email: dropEmail });
      const rise = await guestAlert({ from: 'BOM', to: 'BLR', date: day, email: riseEmail });
      const was = drop.json().alert.priceAtCreationMinor;
      expect(await service.checkDrops()).toBe(0);

      await setCheapest('BLR', 'BOM', was - 75_000);
      await setCheapest('BOM', 'BLR', rise.json().alert.priceAtCreationMinor + 10_000);
      expect(await service.checkDrops()).toBe(1);
      const mail = sentTo(dropEmail).at(-1)!;
      const rupees = (minor: number) => `Rs ${(minor / 100).toLocaleString('en-IN')}`;
      expect(mail.subject).toBe(`Price drop: Bangalore to Mumbai on ${day} now ${rupees(was - 75_000)}`);
      expect(mail.text).toContain(`from ${rupees(was)} to ${rupees(was - 75_000)} per adult`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(sentTo(riseEmail)).toHaveLength(2); // the confirmation request and the "set" email only

      await setCheapest('BLR', 'BOM', was - 90_000);
      expect(await service.checkDrops()).toBe(0);
      expect(sentTo(dropEmail)).toHaveLength(3);
    });

    it('forgets an alert once its day has passed', async () => {
      const service = priceAlertsService(t.app);
      const created = await guestAlert({ from: 'DEL', to: 'BLR', date: day, email: 'past-alert@example.test' });
      const stored = async () =>
        rowsOf(await t.app.db.execute(sql`SELECT id FROM price_alerts WHERE id = ${created.json().alert.id}::uuid`));
      await service.checkDrops(day);
      expect(await stored()).toHaveLength(1);
      await service.checkDrops(addDays(day, 1));
      expect(await stored()).toHaveLength(0);
    });

    it('keeps an alert whose drop email failed, and sends it on the next check', async () => {
      const email = 'retry-alert@example.test';
      const created = await guestAlert({ from: 'DXB', to: 'LHR', date: day, email });
      const failing = memoryMailer();
      let down = true;
      const original = t.app.mailer.send;
      t.app.mailer.send = async (message) => {
        if (down && message.subject.startsWith('Price drop')) throw new Error('SMTP down');
        await failing.send(message);
      };
      try {
        const service = priceAlertsService(t.app);
        await setCheapest('DXB', 'LHR', created.json().alert.priceAtCreationMinor - 20_000);
        expect(await service.checkDrops()).toBe(0);
        down = false;
        expect(await service.checkDrops()).toBe(1);
        expect(failing.sent.filter((m) => m.subject.startsWith('Price drop')).map((m) => m.to)).toEqual([email]);
      } finally {
        t.app.mailer.send = original;
      }
    });
  });
});
