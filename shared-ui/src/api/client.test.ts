import { apiClient, apiErrorMessage, apiErrorStatus, apiServerMessage } from './client';

/** What fetch resolves with (jsdom has no Response): the parts the client reads. */
const answer = (status: number, body: string) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => body,
  headers: new Map([['content-type', 'application/json']]),
});

describe('apiClient', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks /api with the query and answers the parsed JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"success":true,"data":[1]}'));
    const params = new URLSearchParams({ from: 'DEL' });
    params.append('stops', '0');
    params.append('stops', '1');
    const reply = await apiClient.get('/flights/search', { params });
    expect(reply.data).toEqual({ success: true, data: [1] });
    expect(reply.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/flights/search?from=DEL&stops=0&stops=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('leaves out unset values of a params object', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiClient.get('/trips/x', { params: { token: 'a b', date: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/trips/x?token=a+b');
  });

  it('sends a body as JSON with the given headers', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"ok":1}'));
    await apiClient.post('/orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    const init = fetchMock.mock.calls[0][1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' });
  });

  it('fails a non-2xx answer as axios does, so pages read the server message and status', async () => {
    fetchMock.mockResolvedValue(answer(409, '{"success":false,"message":"Seat taken"}'));
    const error = await apiClient.post('/orders', {}).catch((caught: unknown) => caught);
    expect(apiServerMessage(error)).toBe('Seat taken');
    expect(apiErrorMessage(error)).toBe('Seat taken');
    expect(apiErrorStatus(error)).toBe(409);
  });

  it('tells a person when the server could not be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/health').catch((caught: unknown) => caught);
    expect(apiErrorMessage(error)).toBe('We could not reach the server. Check your connection and try again.');
    expect(apiErrorStatus(error)).toBeUndefined();
  });

  it('passes an abort on to the request', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const controller = new AbortController();
    const pending = apiClient.get('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ isAxiosError: true, code: 'ERR_CANCELED' });
  });
});
