import { json, mockFetch } from './fetch-mock';

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

export type Answer = { status: number; body?: unknown };

/**
 * Stubs global fetch (through mockFetch) with one handler for every call; returns the recorded
 * calls, their address as the app wrote it. 4xx/5xx answers are problem+json.
 */
export function mockApi(handler: (call: FetchCall) => Answer | Promise<Answer>): FetchCall[] {
  const calls: FetchCall[] = [];
  mockFetch(async (url, init) => {
    const call: FetchCall = {
      url: url.origin === 'http://localhost' ? url.pathname + url.search + url.hash : url.href,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    calls.push(call);
    const { status, body } = await handler(call);
    if (body === undefined) return new Response(null, { status });
    return json(body, status, status >= 400 ? 'application/problem+json' : 'application/json');
  });
  return calls;
}

/** A CMS page as the API sends it, every optional field empty; `fields` sets the rest. */
export function cmsPageFixture(fields: Record<string, unknown>) {
  return {
    image: null,
    video: null,
    video_captions: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    meta_author: null,
    og_title: null,
    og_description: null,
    og_type: null,
    og_url: null,
    og_image_alt: null,
    twitter_title: null,
    twitter_description: null,
    twitter_creator: null,
    twitter_site: null,
    twitter_card: null,
    twitter_image_alt: null,
    created_at: '2025-01-01T00:00:00.000Z',
    public: true,
    ...fields,
  };
}
