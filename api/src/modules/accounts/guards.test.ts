import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { errorsPlugin } from '../../plugins/errors';
import { createTestApp, type TestApp } from '../../test/testApp';
import { NOT_AUTHORISED, NOT_LOGGED_IN, requireAdmin, requireUser } from './guards';
import { createUserSession } from './testing';

/** A tiny domain with one customer route and one admin route, as other domains use the guards. */
async function protectedRoutes(app: FastifyInstance) {
  app.get('/guarded/customer', { preHandler: requireUser }, async (request) => ({ user: request.user }));
  app.get('/guarded/admin', { preHandler: requireAdmin }, async (request) => ({ user: request.user }));
}

describe('requireUser / requireAdmin', () => {
  let t: TestApp;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // Another domain's app on the same database: the guards only need app.db, app.config (the cookie's name
    // depends on PUBLIC_URL) and the cookie parser.
    guarded = Fastify();
    guarded.decorate('db', t.app.db);
    guarded.decorate('config', t.app.config);
    await guarded.register(errorsPlugin);
    await guarded.register(fastifyCookie);
    await guarded.register(protectedRoutes, { prefix: '/api' });
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  it('answers 401 without a session cookie', async () => {
    const res = await guarded.inject({ method: 'GET', url: '/api/guarded/customer' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: NOT_LOGGED_IN });
    expect(NOT_LOGGED_IN).toBe('Please log in to continue.');
  });

  it('answers 401 for a made-up session id', async () => {
    const res = await guarded.inject({
      method: 'GET',
      url: '/api/guarded/admin',
      headers: { cookie: 'tp_session=forged' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(NOT_LOGGED_IN);
  });

  it('lets a customer through to a customer route and sets request.user', async () => {
    const { cookie, user } = await createUserSession(t.app);
    const res = await guarded.inject({ method: 'GET', url: '/api/guarded/customer', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: user.id, name: user.name, email: user.email, role: 'customer' });
  });

  it('answers 403 to a customer on an admin route', async () => {
    const { cookie } = await createUserSession(t.app, { role: 'customer' });
    const res = await guarded.inject({ method: 'GET', url: '/api/guarded/admin', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: NOT_AUTHORISED });
    expect(NOT_AUTHORISED).toBe('You are not authorised to do this.');
  });

  it('lets an admin through to an admin route', async () => {
    const { cookie, user } = await createUserSession(t.app, { role: 'admin' });
    const res = await guarded.inject({ method: 'GET', url: '/api/guarded/admin', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect(res.json().user.id).toBe(user.id);
  });
});
