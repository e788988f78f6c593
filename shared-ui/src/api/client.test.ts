/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { ApiCallError, CALL_TIMEOUT_MS, apiClient, apiErrorMessage, apiErrorStatus, apiFieldProblems } from './client';

// A real server on loopback stands for the API; the page's fetch resolves '/api/…' against the page's origin,
// which here is that server's.
const requests: { url: string; accept?: string }[] = [];
let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
const server = http.createServer((request, response) => {
  requests.push({ url: request.url ?? '', accept: request.headers.accept });
  answer(request, response);
});
const pageFetch = globalThis.fetch;
const createAxios = axios.create.bind(axios);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => pageFetch(new URL(String(input), origin), init);
  // axios in Node has no page to resolve '/api' against: the same server's address stands for it.
  jest.spyOn(axios, 'create').mockImplementation((config) => createAxios({ ...config, baseURL: `${origin}/api` }));
});
afterAll(async () => {
  globalThis.fetch = pageFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const json = (status: number, body: unknown) => (_: http.IncomingMessage, response: http.ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('apiClient.get', () => {
  it('asks /api with the query, fields left out when empty, and answers the JSON body as data', async () => {
    answer = json(200, { success: true, data: { hotels: 3 } });

    const reply = await apiClient.get<{ data: { hotels: number } }>('/hotels/search', {
      params: { city: 'Goa', page: 2, token: undefined, stars: null },
    });

    expect(reply.data.data.hotels).toBe(3);
    expect(requests).toEqual([{ url: '/api/hotels/search?city=Goa&page=2', accept: 'application/json' }]);
  });

  it('adds URLSearchParams to a path that has a query already', async () => {
    answer = json(200, { ok: true });

    await apiClient.get('/blogs/list?q=goa', { params: new URLSearchParams([['limit', '5']]) });

    expect(requests[0].url).toBe('/api/blogs/list?q=goa&limit=5');
  });

  it("fails with the server's status, message and field problems", async () => {
    answer = json(400, {
      success: false,
      message: 'Check the dates.',
      problems: [{ field: 'checkIn', message: 'Choose a check-in date.' }],
    });

    const error = await apiClient.get('/hotels/search').catch((caught: unknown) => caught);

    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorMessage(error)).toBe('Check the dates.');
    expect(apiFieldProblems(error)).toEqual([{ field: 'checkIn', message: 'Choose a check-in date.' }]);
  });

  it("a gateway's page instead of JSON is a failure with its status and the page's own words", async () => {
    answer = (_, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };

    const error = await apiClient.get('/flights/search').catch((caught: unknown) => caught);

    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorMessage(error, 'Flights could not be loaded.')).toBe('Flights could not be loaded.');
  });

  it('a server that cannot be reached is told as such', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const fetchHere = globalThis.fetch;
    globalThis.fetch = (input, init) => pageFetch(new URL(String(input), `http://127.0.0.1:${port}`), init);
    try {
      const error = await apiClient.get('/currency/rates').catch((caught: unknown) => caught);

      expect(apiErrorStatus(error)).toBeUndefined();
      expect(apiErrorMessage(error)).toBe('We could not reach the server. Check your connection and try again.');
    } finally {
      globalThis.fetch = fetchHere;
    }
  });

  it("a call the page gave up on rejects as aborted, not as the server's failure", async () => {
    answer = () => undefined; // no answer
    const controller = new AbortController();

    const call = apiClient.get('/trips', { signal: controller.signal });
    await waitFor(() => requests.length === 1);
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it(`a call with no answer within ${CALL_TIMEOUT_MS / 1000} s fails as unreachable`, async () => {
    answer = () => undefined; // no answer
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance', 'Date'] });
    try {
      const call = apiClient.get('/trips').catch((caught: unknown) => caught);
      await waitFor(() => requests.length === 1);
      jest.advanceTimersByTime(CALL_TIMEOUT_MS - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await Promise.race([call, 'pending'])).toBe('pending');

      jest.advanceTimersByTime(1);

      expect(apiErrorMessage(await call)).toBe('We could not reach the server. Check your connection and try again.');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('apiClient writes', () => {
  it('answers the JSON body as data', async () => {
    answer = json(201, { success: true, data: { id: 'c-1' } });

    const reply = await apiClient.post<{ data: { id: string } }>('/blogs/goa/comments', { comment: 'Hi' });

    expect(reply.data.data.id).toBe('c-1');
    expect(requests.at(-1)?.url).toBe('/api/blogs/goa/comments');
  });

  it("fails as a read does, an ApiCallError with the server's status, message and field problems", async () => {
    answer = json(400, {
      success: false,
      message: 'Check the travellers.',
      problems: [{ field: 'passengers[0].firstName', message: 'Enter a first name.' }],
    });

    const error = await apiClient.post('/flight-checkout/orders', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiCallError);
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorMessage(error)).toBe('Check the travellers.');
    expect(apiFieldProblems(error)).toEqual([{ field: 'passengers[0].firstName', message: 'Enter a first name.' }]);
  });

  it('a write whose connection dropped is an ApiCallError with no answer, told as unreachable', async () => {
    answer = (request) => request.socket.destroy();

    const error = await apiClient.put('/travellers/t-1', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiCallError);
    expect(apiErrorStatus(error)).toBeUndefined();
    expect(apiErrorMessage(error)).toBe('We could not reach the server. Check your connection and try again.');
  });

  it("a write the page gave up on rejects as axios cancels it, not as the server's failure", async () => {
    answer = () => undefined; // no answer
    const controller = new AbortController();

    const call = apiClient.post('/coupons/quote', {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    await waitFor(() => requests.length === 1);
    controller.abort();

    const error = await call;
    expect(error).not.toBeInstanceOf(ApiCallError);
    expect(axios.isCancel(error)).toBe(true);
  });
});

async function waitFor(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
