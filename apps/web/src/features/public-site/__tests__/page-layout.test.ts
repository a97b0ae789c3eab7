import { describe, expect, it } from 'vitest';
import { isPossibleSlug, layoutForPath, slugFromPath } from '../lib/page-layout';

describe('CMS page slug and layout', () => {
  it('takes the slug as the path less /pages/', () => {
    expect(slugFromPath('/pages/about-markwell')).toBe('about-markwell');
    expect(slugFromPath('/pages/meet-markwell-team')).toBe('meet-markwell-team');
    expect(slugFromPath('/pages/get-in-touch/')).toBe('get-in-touch');
  });

  it.each([
    ['/pages/meet-markwell-team', 'team'],
    ['/pages/meet-physics-team', 'team'],
    ['/pages/meet-the-quiz-team', 'team'],
    ['/pages/team', 'team'],
    ['/pages/get-in-touch', 'contact'],
    ['/pages/contact', 'contact'],
    ['/pages/contact-us', 'contact'],
    ['/pages/about-markwell', 'plain'],
    ['/pages/meet-markwell', 'plain'],
    ['/pages/markwell-team', 'plain'],
    ['/pages/privacy', 'plain'],
  ] as const)('%s renders the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });

  it('knows which slugs the API can hold', () => {
    expect(isPossibleSlug('meet-markwell-team')).toBe(true);
    expect(isPossibleSlug('About_Us')).toBe(false);
    expect(isPossibleSlug('a/b')).toBe(false);
    expect(isPossibleSlug('')).toBe(false);
  });
});
