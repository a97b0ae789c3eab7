import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsPages, contactMessages, siteMenuItems } from '../db/schema/index';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);

/**
 * The public site's header and footer menus (pointing at the demo CMS pages), and a few
 * contact-form messages for the platform admin's inbox, one of them already handled.
 */
export async function seedMenus(db: Db) {
  const pages = await db
    .select({ id: cmsPages.id, slug: cmsPages.slug })
    .from(cmsPages)
    .where(inArray(cmsPages.slug, ['about-markwell', 'meet-markwell-team']));
  const pageId = (slug: string) => pages.find((p) => p.slug === slug)?.id;
  const about = pageId('about-markwell');
  const team = pageId('meet-markwell-team');

  const header = [
    { label: 'Home', targetKind: 'home' as const },
    ...(about ? [{ label: 'About', targetKind: 'page' as const, pageId: about }] : []),
    { label: 'Free resources', targetKind: 'link' as const, url: '/free-resources' },
    { label: 'Blog', targetKind: 'blog' as const },
    { label: 'Contact', targetKind: 'contact' as const },
  ];
  const footer = [
    ...(team ? [{ label: 'Team', targetKind: 'page' as const, pageId: team }] : []),
    ...(about ? [{ label: 'About Markwell', targetKind: 'page' as const, pageId: about }] : []),
    { label: 'Free resources', targetKind: 'link' as const, url: '/free-resources' },
    { label: 'Contact', targetKind: 'contact' as const },
  ];
  await db
    .insert(siteMenuItems)
    .values([
      ...header.map((item, position) => ({ ...item, menu: 'header' as const, position })),
      ...footer.map((item, position) => ({ ...item, menu: 'footer' as const, position })),
    ]);

  await db.insert(contactMessages).values([
    {
      name: 'Helen Carter',
      email: 'h.carter@northfield.example',
      work: 'Northfield Academy',
      subject: 'Pricing for a trust of four schools',
      message:
        'Hello,\n\nWe are four secondary schools in one trust and would like to run our Year 11 science mocks on Markwell next spring. Could you tell us what a licence for about 2,400 students would cost?\n\nThanks,\nHelen',
      vouchers: true,
      createdAt: hoursAgo(50),
      handledAt: hoursAgo(26),
    },
    {
      name: 'Tom Becker',
      email: 'tom.becker@riverside.example',
      work: 'Riverside School',
      subject: 'Can students sit exams on tablets?',
      message:
        'Our students mostly use iPads in class. Do exams work on a tablet, and does an answer survive if the Wi-Fi drops for a minute?',
      vouchers: false,
      createdAt: hoursAgo(5),
    },
    {
      name: 'Amira Haddad',
      email: 'amira.haddad@example.com',
      work: '',
      subject: 'Hello Markwell team',
      message: 'I am a tutor working with small groups. Is there a plan for individual teachers without a school?',
      vouchers: true,
      createdAt: hoursAgo(1),
    },
  ]);
}
