import { describe, expect, it } from 'vitest';
import { mediaRefSchema, problemReportBodySchema } from './cms';
import { isSafeLink, safeLinkSchema } from './common';
import { updateMafQuestionBodySchema } from './questions';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
  'http:///evil',
  'ftp://files.example/a',
];

describe('safe links', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    for (const ok of [
      'https://www.youtube.com/watch?v=x',
      'http://example.com/a',
      '/pages/about',
      '/uploads/v.mp4?x=1#t',
    ]) {
      expect([ok, isSafeLink(ok)]).toEqual([ok, true]);
    }
  });

  it('refuses other schemes, protocol-relative and backslash tricks, and control characters', () => {
    for (const bad of HOSTILE) expect([bad, safeLinkSchema.safeParse(bad).success]).toEqual([bad, false]);
  });

  it('is what every URL field of the contracts uses', () => {
    for (const bad of HOSTILE) {
      expect(problemReportBodySchema.safeParse({ type: 'page', url: bad, message: 'x' }).success).toBe(false);
      expect(mediaRefSchema.safeParse(bad).success).toBe(false);
    }
    const media = updateMafQuestionBodySchema.shape.media;
    for (const bad of HOSTILE) expect([bad, media.safeParse(bad).success]).toEqual([bad, false]);
    expect(media.safeParse('https://www.youtube.com/watch?v=x').success).toBe(true);
  });
});
