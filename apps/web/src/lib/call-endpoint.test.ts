import { tipsEndpoints } from '@markwell/contracts/endpoints/tips';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { callEndpoint, callEndpointAs, endpointAddress, pathOf } from './call-endpoint';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('pathOf', () => {
  it('fills each :name with its encoded value', () => {
    expect(pathOf('/api/v2/blogs/:slug/tags/:id', { slug: 'a b/c', id: 4 })).toBe('/api/v2/blogs/a%20b%2Fc/tags/4');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf('/api/v2/tips/:id')).toThrow(/"id"/);
  });
});

describe('callEndpoint', () => {
  it('sends the endpoint’s method to its filled path, with the body as JSON', async () => {
    const fetchMock = answer({ id: 3, place: 'marking.question', icon: 'info', title: 'T', text: 'x', shown: true });
    await callEndpoint(tipsEndpoints.update, { params: { id: 3 }, body: { title: 'T' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/v2/tips/3', 'PATCH', '{"title":"T"}']);
  });

  it('checks the answer against the endpoint’s success schema when asked', async () => {
    answer([{ id: 1, place: 'nowhere' }]);
    await expect(callEndpoint(tipsEndpoints.listShown, { validate: true })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('takes an address without schemas for public pages, and then cannot validate', async () => {
    answer([{ id: 1, place: 'nowhere' }]);
    const address = endpointAddress<typeof tipsEndpoints.listShown>('GET', '/api/v2/tips');
    await expect(callEndpoint(address, { validate: true })).resolves.toEqual([{ id: 1, place: 'nowhere' }]);
  });

  it('rejects with the problem the server answered', async () => {
    answer({ status: 404, code: 'not_found', title: 'Not found' }, 404);
    await expect(callEndpoint(tipsEndpoints.listAll)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('callEndpointAs', () => {
  const tip = { id: 3, place: 'marking.question', icon: 'info', title: 'T', text: 'x' };
  const shownTips = tipsEndpoints.listShown.responses[200];

  it('answers what the given schema parses', async () => {
    answer([tip]);
    await expect(callEndpointAs(tipsEndpoints.listShown, shownTips, {})).resolves.toEqual([tip]);
  });

  it('rejects an answer the given schema refuses, as validate would', async () => {
    answer([tip]);
    const none = shownTips.refine((tips) => tips.length === 0);
    await expect(callEndpointAs(tipsEndpoints.listShown, none, {})).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
