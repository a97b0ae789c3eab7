import { describe, expect, it } from 'vitest';
import { createCmsPageBodySchema, mediaRefSchema, problemReportBodySchema, updateCmsPageBodySchema } from './cms';
import { isSafeLink, safeLinkSchema } from './common';
import { menuTargetSchema } from './menus';
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

  it('guards the CMS video and captions, the Open Graph URL and menu links', () => {
    const page = { title: 'T', slug: 'a-page' };
    const accepted = (body: Record<string, unknown>) => [
      createCmsPageBodySchema.safeParse({ ...page, ...body }).success,
      updateCmsPageBodySchema.safeParse(body).success,
    ];
    for (const bad of HOSTILE) {
      expect([bad, accepted({ video: bad })]).toEqual([bad, [false, false]]);
      // A captions link that looks like a .vtt file is still checked as a link.
      expect([bad, accepted({ video_captions: `${bad}.vtt` })]).toEqual([bad, [false, false]]);
      expect([bad, accepted({ og_url: bad })]).toEqual([bad, [false, false]]);
      expect([bad, menuTargetSchema.safeParse({ kind: 'link', url: bad }).success]).toEqual([bad, false]);
    }
    expect(accepted({ video: '/uploads/videos/tour.mp4', video_captions: '/uploads/videos/tour.vtt' })).toEqual([
      true,
      true,
    ]);
    expect(accepted({ video_captions: 'https://bucket.example/captions/tour.vtt' })).toEqual([true, true]);
    expect(accepted({ og_url: 'https://markwell.example/pages/about' })).toEqual([true, true]);
    expect(menuTargetSchema.safeParse({ kind: 'link', url: '/pages/about' }).success).toBe(true);
  });
});
