import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, NETWORK_MESSAGES, networkFailure, urlWithParams } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest errors (docs/architecture.md)', () => {
  it('uses the JSON body message when present', async () => {
    stubFetch(
      new Response(JSON.stringify({ message: 'title: Required' }), {
        status: 400,
        statusText: 'Bad Request',
      }),
    );
    await expect(apiRequest('POST', '/api/x', { body: {} })).rejects.toEqual(
      new ApiError(400, 'title: Required'),
    );
  });

  it('falls back to the status text when the body has no message', async () => {
    stubFetch(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it("falls back to 'Request failed' when there is neither", async () => {
    stubFetch(new Response('', { status: 500, statusText: '' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed',
    });
  });
});

describe('apiRequest success', () => {
  it('sends credentials and a JSON body, and parses with the given schema', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ likes: 3 }), { status: 200 }));
    const result = await apiRequest('POST', '/api/like', {
      body: { a: 1 },
      schema: z.object({ likes: z.number() }),
    });
    expect(result).toEqual({ likes: 3 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends a FormData body as it is, leaving the multipart content type to the browser', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const form = new FormData();
    form.append('file', new Blob(['date,habit']), 'habits.csv');
    await apiRequest('POST', '/api/import/csv', { body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(init.credentials).toBe('include');
  });

  it('rejects a response that does not match the contract', async () => {
    stubFetch(new Response(JSON.stringify({ likes: 'many' }), { status: 200 }));
    await expect(apiRequest('GET', '/api/x', { schema: z.object({ likes: z.number() }) })).rejects.toThrow();
  });
});

describe('urlWithParams', () => {
  it.each([
    ['/api/x', undefined, '/api/x'],
    ['/api/x', { date: '2026-01-02' }, '/api/x?date=2026-01-02'],
    ['/api/x', { date: '', limit: 5, skip: null }, '/api/x?limit=5'],
  ])('%s %o -> %s', (path, params, expected) => {
    expect(urlWithParams(path, params)).toBe(expected);
  });
});

describe('a request that never reaches the server', () => {
  it.each([
    [false, NETWORK_MESSAGES.offline],
    [true, NETWORK_MESSAGES.unreachable],
  ])('online %s: an ApiError of status 0 saying %s', async (onLine, message) => {
    vi.stubGlobal('navigator', { onLine });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await apiRequest('POST', '/api/x', { body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message });
    expect(networkFailure(error)).toBe(message);
  });

  it('leaves an answer from the server to its own message', () => {
    expect(networkFailure(new ApiError(400, 'title: Required'))).toBeNull();
    expect(networkFailure(new Error('x'))).toBeNull();
  });

  it('passes an aborted request on as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toBe(abort);
  });
});
