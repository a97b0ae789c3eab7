import { describe, expect, it } from 'vitest';
import { mockFetch, problem } from '../../../test/fetch-mock';
import { sendDraft } from '../api/save-answer';
import { ServerPaused } from '../lib/autosave';

const entry = { questionId: 5, revision: 3, answer: { answer: 'light', flagged: false } } as Parameters<
  typeof sendDraft
>[1];

describe('sending one saved answer', () => {
  it('keeps the answer for later when the server asks to wait: its database away (503) or too many saves (429)', async () => {
    mockFetch(() => problem(429, 'too_many_saves', 'Too Many Requests', { retry_after_seconds: 1 }));
    const slow = await sendDraft(7, entry, 0).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ServerPaused);
    expect((slow as ServerPaused).retryAfterMs).toBe(1000);
    mockFetch(() => problem(503, 'database_unavailable', 'Service Unavailable', { retry_after_seconds: 3 }));
    expect(((await sendDraft(7, entry, 0).catch((e: unknown) => e)) as ServerPaused).retryAfterMs).toBe(3000);
  });
});
