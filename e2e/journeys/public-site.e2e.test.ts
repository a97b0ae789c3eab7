import { describe, expect, it } from 'vitest';
import {
  baseURL,
  checkPage,
  DEMO_ACCOUNTS,
  expectHidden,
  expectVisible,
  login,
  newPage,
  pathOf,
  visit,
} from '../support';

/** A 1x1 PNG: the smallest real image the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const CONTACT_INTRO = "Got a question for us? Ask us anything! We'll be proud to share our ideas with you.";
const CONTACT_ERROR = 'There was an error while sending data! Check all fields and try again';

describe('public site: CMS pages, contact form, 404', () => {
  it('a visitor reads a content page and the team page', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await visit(page, '/pages/about-markwell');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'About Markwell' }));
    await expectVisible(page.getByText('End-of-topic tests and checkpoints that mark themselves.'));
    // Chromium sanitises staff HTML natively: the DOMPurify fallback is not downloaded.
    expect(scripts.some((s) => s.includes('purify'))).toBe(false);
    expect(await page.title()).toBe('About Markwell: online exams and assignments that mark themselves');

    await visit(page, '/pages/meet-markwell-team');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Meet the Markwell team' }));
    await expectVisible(page.getByRole('region', { name: 'Our team' }));
    await expectVisible(page.getByText(/Priya Natarajan/));
    // The team page leads on to the contact page.
    await page.getByRole('link', { name: 'Get in touch' }).last().click();
    await page.waitForURL((url) => url.pathname === '/pages/get-in-touch');
    await checkPage(page);
    await expectVisible(page.getByText(CONTACT_INTRO));
  });

  it('a visitor sends the contact form, and sees the error state when the server refuses', async () => {
    const page = await newPage();
    await visit(page, '/pages/get-in-touch');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Get in touch' }));
    await expectVisible(page.getByText(CONTACT_INTRO));

    // Client-side checks first: nothing is sent while fields are missing.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectVisible(page.getByText('Enter your first name.'));
    await checkPage(page);

    const stamp = Date.now();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada.${stamp}@school.test`);
    await page.getByLabel(/Workplace/).fill('Analytical Engine Academy');
    await page.getByLabel('How can we help?').fill('Could our science department try mock exams this term?');
    await page.getByLabel(/vouchers/).check();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/send/contact') && r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Send message' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: `ada.${stamp}@school.test`,
      work: 'Analytical Engine Academy',
      subject: 'Hello Markwell team',
      message: 'Could our science department try mock exams this term?',
      vouchers: true,
    });
    const thanks = page.getByRole('dialog', { name: 'Thanks for reaching out!' });
    await expectVisible(thanks);
    await checkPage(page);
    await expectVisible(thanks.getByRole('link', { name: 'Go Back To Homepage' }));
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expectHidden(page.getByRole('dialog'));
    expect(await page.getByLabel('First name').inputValue()).toBe('');

    // The server refuses the next message: the error state, then back to the filled form.
    await page.route('**/api/v2/send/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'validation_failed' }),
      }),
    );
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`ada.${stamp}@school.test`);
    await page.getByLabel('How can we help?').fill('Second message');
    await page.getByRole('button', { name: 'Send message' }).click();
    const failed = page.getByRole('dialog');
    await expectVisible(failed.getByText(CONTACT_ERROR));
    await checkPage(page);
    await expectVisible(failed.getByRole('link', { name: 'Go Back To Homepage' }));
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expectHidden(page.getByRole('dialog'));
    expect(await page.getByLabel('How can we help?').inputValue()).toBe('Second message');

    // Go Back To Homepage leaves for the home page.
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Go Back To Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await checkPage(page);
  });

  it('a missing or non-public page shows the 404 screen', async () => {
    const page = await newPage();
    for (const path of ['/pages/no-such-page', '/pages/summer-term-pricing']) {
      await visit(page, path);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' }));
      await expectVisible(page.getByText("You're looking for a non-existent page. No point hanging around here -"));
      await expectVisible(page.getByRole('link', { name: 'Go back home' }));
    }
  });

  it('a crawler without JavaScript gets the title and Open Graph tags in the HTML', async () => {
    const response = await fetch(`${baseURL()}/pages/meet-markwell-team`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Meet the Markwell team \| Markwell<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="Meet the team behind Markwell"/);
    expect(html).toMatch(/<meta property="og:description" content="Former teachers and examiners/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(/<meta name="description" content="The teachers, examiners and engineers behind Markwell/);

    const missing = await fetch(`${baseURL()}/pages/summer-term-pricing`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('Summer term pricing');
  });
});

describe('content staff: CMS pages', () => {
  it('staff create a page with an image and visitors see it public', async () => {
    const stamp = Date.now();
    const title = `Open evening ${stamp}`;
    const slug = `open-evening-${stamp}`;

    const staff = await newPage();
    await login(staff, DEMO_ACCOUNTS.staff);
    await visit(staff, '/staff/pages');
    await expectVisible(staff.getByRole('heading', { level: 1, name: 'CMS pages' }));
    await staff.getByRole('link', { name: 'New page' }).click();
    await staff.waitForURL((url) => url.pathname === '/staff/pages/new');
    await checkPage(staff);

    await staff.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    expect(await staff.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(slug);
    await staff.getByLabel('Public (anyone can see it)').check();
    const editor = staff.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await staff.keyboard.type('Come and see Markwell in action. ');
    await staff.getByRole('button', { name: 'Bold' }).click();
    expect(await staff.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await staff.keyboard.type('Doors open at six.');
    await staff
      .getByLabel('Image (uploaded when the page is created)')
      .setInputFiles({ name: 'open-evening.png', mimeType: 'image/png', buffer: PNG });
    await staff.getByRole('button', { name: 'SEO & sharing' }).click();
    await staff.getByLabel('OG image alt text').fill('Pupils at the open evening');
    await staff.getByLabel('Meta description').fill('Our open evening, with Markwell demos.');
    await staff.getByRole('button', { name: 'Create page' }).click();
    await staff.waitForURL((url) => /^\/staff\/pages\/\d+$/.test(url.pathname));
    await checkPage(staff);
    await expectVisible(staff.getByRole('heading', { level: 1, name: `Edit page: ${title}` }));
    await expectVisible(staff.getByRole('img', { name: 'Pupils at the open evening' }));

    const visitor = await newPage();
    await visit(visitor, `/pages/${slug}`);
    await expectVisible(visitor.getByRole('heading', { level: 1, name: title }));
    const image = visitor.getByRole('img', { name: 'Pupils at the open evening' });
    await expectVisible(image);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectVisible(visitor.getByText('Doors open at six.'));
    expect(await visitor.locator('strong', { hasText: 'Doors open at six.' }).count()).toBe(1);
    expect(pathOf(visitor)).toBe(`/pages/${slug}`);

    // Unpublished again, the page is gone for visitors.
    await staff.getByLabel('Public (anyone can see it)').uncheck();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(staff.getByText('Saved.'));
    await checkPage(staff);
    // A new visitor (public reads may be cached for a minute by the first one's browser).
    const later = await newPage();
    await visit(later, `/pages/${slug}`);
    await expectVisible(later.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' }));
  });
});
