import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem } from '../../test/fetch-mock';
import { ApiError, apiFetch, buildUrl } from '../api-client';
import { getToken, setToken, TOKEN_STORAGE_KEY } from '../auth-token';
import { pageLoads } from '../reload';

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the Bearer token and parses the JSON answer', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const fetch = mockFetch((url) => (url.pathname === '/api/v2/things' ? json({ ok: 1 }, 201) : undefined));
    const result = await apiFetch<{ ok: number }>('/api/v2/things', {
      method: 'POST',
      body: { name: 'x' },
      query: { a: 1, b: null, c: [2, 3], d: undefined },
    });
    expect(result).toEqual({ ok: 1 });
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/v2/things?a=1&c=2&c=3');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('defaults to GET without a body and sends no Authorization without a token', async () => {
    const fetch = mockFetch(() => json([1, 2]));
    await expect(apiFetch('/api/v2/list')).resolves.toEqual([1, 2]);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('resolves undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/v2/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a problem+json answer into an ApiError with its fields', async () => {
    mockFetch(() =>
      problem(400, 'validation_failed', 'Invalid request', {
        detail: 'name is required',
        errors: [{ path: 'name', message: 'Required' }],
      }),
    );
    const error = await apiFetch('/api/v2/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      title: 'Invalid request',
      detail: 'name is required',
      errors: [{ path: 'name', message: 'Required' }],
    });
    expect(pageLoads.reload).not.toHaveBeenCalled();
  });

  it('makes an ApiError from a non-JSON error too, with the main text of an HTML page as its detail', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/api/v2/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      title: 'Bad Gateway',
      detail: 'oops',
    });
    mockFetch(
      () =>
        new Response('<html><head><title>502</title></head><body><h1>Bad  gateway</h1><p>nginx</p></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    await expect(apiFetch('/api/v2/x')).rejects.toMatchObject({ detail: 'Bad gateway' });
  });

  it('rejects a read that answers without a body, or with another 2xx than 200', async () => {
    mockFetch(() => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(apiFetch('/api/v2/notifications')).rejects.toMatchObject({ code: 'empty_response', status: 200 });
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/v2/notifications')).rejects.toMatchObject({ code: 'empty_response', status: 204 });
    mockFetch(() => json({ items: [] }, 202));
    await expect(apiFetch('/api/v2/notifications')).rejects.toMatchObject({ code: 'empty_response', status: 202 });
    mockFetch(() => json(null));
    await expect(apiFetch('/api/v2/nothing-found')).resolves.toBeNull();
  });

  it('on 401 with a session: clears the token and reloads the page', async () => {
    setToken('expired');
    mockFetch(() => problem(401, 'unauthorized', 'Unauthorized'));
    await expect(apiFetch('/api/v2/me')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(pageLoads.reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 without a token: throws but does not reload (no loop)', async () => {
    mockFetch(() => problem(401, 'unauthorized', 'Unauthorized'));
    await expect(apiFetch('/api/v2/me')).rejects.toBeInstanceOf(ApiError);
    expect(pageLoads.reload).not.toHaveBeenCalled();
  });

  it("on401: 'throw' (the login call) never reloads", async () => {
    setToken('old');
    mockFetch(() => problem(401, 'invalid_credentials', 'Wrong e-mail or password'));
    await expect(apiFetch('/login_check', { method: 'POST', body: {}, on401: 'throw' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(pageLoads.reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('old');
  });

  it('validates with a schema, and reports an invalid answer as ApiError', async () => {
    mockFetch(() => json({ n: 'not a number' }));
    const schema = {
      parse(data: unknown) {
        const n = (data as { n: unknown }).n;
        if (typeof n !== 'number') throw new TypeError('n');
        return { n };
      },
    };
    await expect(apiFetch('/api/v2/x', { schema })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('wraps network failures as status 0 and lets aborts through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/v2/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(apiFetch('/api/v2/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends FormData as is', async () => {
    const fetch = mockFetch(() => json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await apiFetch('/api/v2/upload', { formData: form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});

describe('buildUrl', () => {
  it('appends to an existing query string', () => {
    expect(buildUrl('/a?x=1', { y: 'z w' })).toBe('/a?x=1&y=z+w');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});
