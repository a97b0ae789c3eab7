import { describe, expect, it } from 'vitest';
import { REGISTRATION_MIN_FILL_MS } from '@markwell/contracts/billing';
import {
  baseURL,
  checkPage,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectHidden,
  expectVisible,
  login,
  newPage,
  pathOf,
  visit,
} from '../support';

/** The newest e-mail to an address in the dev mailbox (outbox without SMTP), read as the platform admin. */
async function latestMailTo(to: string): Promise<string> {
  const signIn = await fetch(`${baseURL()}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  // The e-mail is delivered by a background job: poll for a while.
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${baseURL()}/api/v2/admin/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as { items: { text: string }[] };
    if (page.items[0]) return page.items[0].text;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no e-mail to ${to} arrived`);
}

describe('registration', () => {
  it(
    'a new school registers with three subjects at 20% off, confirms its e-mail, and its owner sees the invoice and changes the plan',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now();
      const email = `owner-${stamp}@register.e2e.test`;
      const schoolName = `Brookfield School ${stamp}`;
      const password = 'amber kettle orchard';

      const page = await newPage();
      await visit(page, '/');
      await page.getByRole('link', { name: 'Register your school' }).first().click();
      await page.waitForURL((url) => url.pathname === '/register');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Register your school' }));
      const formOpenedAt = Date.now();
      await checkPage(page);

      // Step 1: the kind of school decides the price column.
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('Choose what kind of school you are.'));
      await page.getByRole('radio', { name: /Small school/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: subjects, priced live with the subject-count discount.
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Subjects' }));
      await page.getByRole('checkbox', { name: /^Biology/ }).check();
      await expectVisible(page.getByText('GBP 27 a month'));
      await page.getByRole('checkbox', { name: /^Chemistry/ }).check();
      await expectVisible(page.getByText(/10% discount included/));
      await page.getByRole('checkbox', { name: /^Spanish/ }).check();
      // (27 + 27 + 22) × 80%
      await expectVisible(page.getByText('GBP 60.80 a month'));
      await expectVisible(page.getByText(/20% discount included/));
      await checkPage(page);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3: the owner's account.
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Your account' }));
      await page.getByLabel('School name').fill(schoolName);
      await page.getByLabel('Your name').fill('Priya Patel');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Repeat the new password').fill(password);
      await checkPage(page);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 4: confirm and register.
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Confirm' }));
      await expectVisible(page.getByText('Biology, Chemistry, Spanish'));
      await checkPage(page);
      // The server refuses a form sent sooner than a person could fill it in (a bot's tell).
      await page.waitForTimeout(Math.max(0, formOpenedAt + REGISTRATION_MIN_FILL_MS + 500 - Date.now()));
      await page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Check your e-mail' }));
      await expectVisible(page.getByRole('status').filter({ hasText: `We have sent a link to ${email}` }));
      await checkPage(page);

      // Not live before the address is confirmed.
      await visit(page, '/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address first' }));

      // The link of the e-mail confirms the address and puts the school live.
      const mail = await latestMailTo(email);
      const link = /(https?:\/\/\S+\/register\/confirm#token=[\w-]+)/.exec(mail)?.[1];
      expect(link).toBeTruthy();
      await visit(page, link!.replace(/^https?:\/\/[^/]+/, ''));
      await expectVisible(page.getByRole('status').filter({ hasText: `${schoolName} is live` }));
      await checkPage(page);

      // The owner logs in and finds the first invoice.
      await login(page, email, password);
      expect(pathOf(page)).toBe('/school');
      await page.getByRole('link', { name: 'Invoices' }).first().click();
      await page.waitForURL((url) => url.pathname === '/school/invoices');
      await checkPage(page);
      await page.getByRole('link', { name: /^Invoice MW-\d{6}$/ }).click();
      await page.waitForURL((url) => /^\/school\/invoices\/\d+$/.test(url.pathname));
      await expectVisible(page.getByRole('heading', { level: 1, name: /^Invoice MW-\d{6}$/ }));
      await expectVisible(page.getByText('Discount for 3 subjects (20%)'));
      await expectVisible(page.getByRole('row', { name: 'Total GBP 72.96' })); // 60.80 + 20% VAT
      await expectVisible(page.getByRole('button', { name: 'Download PDF' }));
      await checkPage(page);

      // The plan page says when the period renews and what that invoice will be.
      await visit(page, '/school/subscription');
      await expectVisible(page.getByText(/^Next invoice on \d\d\.\d\d\.\d{4} for GBP 72\.96$/)); // 60.80 + 20% VAT

      // Adding a subject is priced for the rest of the period before it is confirmed.
      await page.getByRole('checkbox', { name: /^French/ }).check();
      await expectVisible(page.getByText(/New price: GBP 78.40 a month/)); // (27 + 27 + 22 + 22) × 80%
      await page.getByRole('button', { name: 'Review change' }).click();
      await expectVisible(page.getByText(/You pay GBP [\d.]+ now \(before VAT\) for the \d+ days left/));
      await checkPage(page);
      await page.getByRole('button', { name: 'Confirm change' }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Your plan is changed' }));
      await expectVisible(
        page.getByRole('cell', { name: /Biology, Chemistry, French, Spanish \(GBP 78.40 monthly\)/ }),
      );
      await checkPage(page);
    },
  );

  it('the platform admin finds an unpaid invoice of a school and marks it paid', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.admin);
    await page
      .getByRole('list', { name: 'Your areas' })
      .getByRole('link', { name: /^Invoices/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/invoices');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Invoices' }));
    await checkPage(page);

    // Riverside's renewed month is waiting for its bank transfer.
    const search = page.getByRole('search', { name: 'Find invoices' });
    await search.getByLabel('Show').selectOption('unpaid');
    await search.getByRole('searchbox', { name: 'Search' }).fill('Riverside');
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: 'Riverside School' }).filter({ hasText: 'Unpaid' }).first();
    await expectVisible(row);
    const number = (await row.getByRole('link').textContent())!.replace(/^Invoice /, '');
    expect(number).toMatch(/^MW-\d{6}$/);
    await checkPage(page);

    await row.getByRole('button', { name: `Mark paid: ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Mark paid: invoice ${number}?` });
    await expectVisible(dialog.getByText(/Do this once the bank transfer has arrived/));
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: `${number} is marked paid.` }));
    await expectHidden(table.getByRole('link', { name: `Invoice ${number}` }));
    await checkPage(page);

    // Paid now, on the list and on the printable invoice.
    await search.getByLabel('Show').selectOption('paid');
    await expectVisible(
      table
        .getByRole('row')
        .filter({ hasText: number })
        .getByText(/^Paid \d\d\.\d\d\.\d{4}$/),
    );
    await table.getByRole('link', { name: `Invoice ${number}` }).click();
    await page.waitForURL((url) => /^\/admin\/invoices\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name: `Invoice ${number}` }));
    await expectVisible(page.getByText('Paid: thank you.'));
    await expectVisible(page.getByRole('button', { name: 'Download PDF' }));
    await expectVisible(page.getByRole('button', { name: `Mark unpaid: ${number}` }));
    await checkPage(page);
  });

  it('shows content staff the subject prices', async () => {
    const page = await newPage();
    await login(page, DEMO_ACCOUNTS.staff);
    await visit(page, '/staff/prices');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Subject prices' }));
    await expectVisible(page.getByRole('rowheader', { name: 'Biology' }));
    await expectVisible(page.getByRole('button', { name: 'Save prices' }));
  });
});
