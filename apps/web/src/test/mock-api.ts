import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

export type Answer = { status: number; body?: unknown };

/** Stubs global fetch with a handler; returns the recorded calls. 4xx/5xx answers are problem+json. */
export function mockApi(handler: (call: FetchCall) => Answer | Promise<Answer>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call: FetchCall = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      const { status, body } = await handler(call);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
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
