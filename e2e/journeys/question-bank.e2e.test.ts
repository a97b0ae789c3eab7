import { describe, expect, it } from 'vitest';
import { checkPage, DEMO_ACCOUNTS, expectVisible, login, newPage, pathOf, visit } from '../support';

describe('question bank (content staff)', () => {
  // One long story of a dozen screens: the default 60 s is the time of a short one.
  it(
    "creates a question with two marking points, tries an answer, sees the highlights, saves an edit in one request, and accepts a teacher's machine phrase",
    { timeout: 180_000 },
    async () => {
      const page = await newPage();
      await login(page, DEMO_ACCOUNTS.staff);

      await visit(page, '/staff/questions');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Question bank' }));
      await expectVisible(page.getByRole('link', { name: 'Import questions' }));
      await page.getByRole('link', { name: 'New question' }).click();
      await page.waitForURL((url) => url.pathname === '/staff/questions/new');
      await checkPage(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'New question' }));

      // Unique text: journeys share one database.
      const text = `How do plants make glucose? (journey ${Date.now()})`;
      await page.getByLabel('Question text').fill(text);
      const curriculum = page.getByRole('combobox', { name: 'Curriculum' });
      await curriculum.locator('option').nth(1).waitFor({ state: 'attached' });
      await curriculum.selectOption({ index: 1 });
      await page.getByRole('textbox', { name: 'Maximum marks' }).fill('2');

      await page.getByRole('textbox', { name: 'Point 1: what it rewards' }).fill('Light is the energy source');
      const phrase1 = page.getByRole('textbox', { name: 'New phrase for accepted phrases of point 1' });
      await phrase1.fill('light energy');
      await phrase1.press('Enter');
      await expectVisible(page.getByRole('list', { name: 'Accepted phrases of point 1' }).getByText('light energy'));

      await page.getByRole('button', { name: 'Add marking point' }).click();
      await page.getByRole('textbox', { name: 'Point 2: what it rewards' }).fill('Chlorophyll absorbs the light');
      const phrase2 = page.getByRole('textbox', { name: 'New phrase for accepted phrases of point 2' });
      await phrase2.fill('chlorophyll absorbs');
      // Keyboard only: Tab to the button and press Space.
      await phrase2.press('Tab');
      await page.keyboard.press('Space');
      await expectVisible(
        page.getByRole('list', { name: 'Accepted phrases of point 2' }).getByText('chlorophyll absorbs'),
      );
      await checkPage(page);

      await page.getByRole('button', { name: 'Create question' }).click();
      await page.waitForURL((url) => /^\/staff\/questions\/\d+$/.test(url.pathname));
      await expectVisible(page.getByText('Question created.'));
      await checkPage(page);
      const id = Number(pathOf(page).split('/').pop());
      expect(id).toBeGreaterThan(0);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Edit question ${id}` }));

      // Try an answer: marked in the browser as you type.
      await page
        .getByRole('textbox', { name: 'Student answer' })
        .fill('Plants trap light energy because chlorophyll absorbs it.');
      await expectVisible(page.getByRole('status').filter({ hasText: /^2 marks out of 2/ }));
      const marks = page.locator('mark');
      await expectVisible(marks.first());
      expect(await marks.allTextContents()).toEqual(['light energy', 'chlorophyll absorbs']);
      expect(await marks.first().getAttribute('title')).toBe('Point 1: matched by exact words');
      await checkPage(page);

      // A negated answer: one mark, and the near miss is listed.
      await page
        .getByRole('textbox', { name: 'Student answer' })
        .fill('It is not light energy, but chlorophyll absorbs it.');
      await expectVisible(page.getByRole('status').filter({ hasText: /^1 mark out of 2/ }));
      await expectVisible(page.getByRole('list', { name: 'Near misses for Point 1' }).getByText(/negated/));
      expect(await marks.allTextContents()).toEqual(['chlorophyll absorbs']);
      await checkPage(page);

      // Editing the mark scheme: the maximum, a point's marks and a new point go in one save; the
      // scheme changed, so the regrade dry run follows (no answers yet: none would change).
      await page.getByRole('textbox', { name: 'Maximum marks' }).fill('3');
      await page.getByRole('textbox', { name: 'Point 2: marks' }).fill('2');
      await page.getByRole('button', { name: 'Add marking point' }).click();
      await page.getByRole('textbox', { name: 'Point 3: what it rewards' }).fill('Glucose is made');
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes(`/api/v2/questionmafs/${id}`))
          saves.push(`${r.method()} ${r.url()}`);
      });
      await page.getByRole('button', { name: 'Save question' }).click();
      await expectVisible(page.getByText(/^Question saved\. New attempts get this version/));
      const dryRun = page.getByRole('region', { name: /^Regrade dry run/ });
      await expectVisible(dryRun.getByText(/none would change/));
      expect(saves).toEqual([expect.stringMatching(new RegExp(`^PUT .*/api/v2/questionmafs/${id}/scheme$`))]);
      await expectVisible(page.getByRole('textbox', { name: 'Point 3: what it rewards' }));
      expect(await page.getByRole('textbox', { name: 'Point 3: what it rewards' }).inputValue()).toBe(
        'Glucose is made',
      );
      await checkPage(page);

      // Deleting asks first (the dialog is axe-checked too); cancelling keeps the question.
      await page.getByRole('button', { name: 'Delete question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
      await expectVisible(dialog);
      await checkPage(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectVisible(page.getByRole('button', { name: 'Delete question' }));

      // The question is in the list, found by its text.
      await visit(page, `/staff/questions?query=${encodeURIComponent(`journey ${text.match(/journey (\d+)/)![1]}`)}`);
      await expectVisible(page.getByRole('link', { name: text }));

      // The other screens of the area pass the axe check too.
      await visit(page, '/staff/questions/synonyms');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Synonyms' }));
      const stamp = Date.now();
      const form = page.getByRole('form', { name: 'Add synonym set' });
      await form
        .getByRole('textbox', { name: /Terms, separated by semicolons/ })
        .fill(` Photosynth${stamp} ;Light  Reaction${stamp} `);
      await expectVisible(form.getByText(`photosynth${stamp}; light reaction${stamp}`));
      await form.getByRole('button', { name: 'Add synonym set' }).click();
      await expectVisible(page.getByText(`Synonym set added, stored as “photosynth${stamp}; light reaction${stamp}”.`));
      await checkPage(page);
      await visit(page, '/staff/questions/machine-phrases');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Machine-phrase review' }));

      // Before accepting a proposal staff see what it would change: the demo data's
      // "another factor & limiting" would raise marks students already see. Cancel keeps it proposed.
      const factor = page.getByRole('row').filter({ hasText: '“another factor & limiting”' });
      await factor.getByRole('button', { name: 'Accept “another factor & limiting”…' }).click();
      const preview = page.getByRole('region', { name: 'Before accepting “another factor & limiting”' });
      await expectVisible(preview.getByText(/^Accepting would change \d+ marks?: \d+ up/));
      await expectVisible(
        preview
          .getByRole('table', { name: 'Answers whose mark accepting would change' })
          .getByText('Yes: they will be told')
          .first(),
      );
      await checkPage(page);
      await preview.getByRole('button', { name: 'Cancel' }).click();
      await expectVisible(factor);

      // A teacher's proposal from the demo data: accept it, and the engine marks with it.
      const lactate = page.getByRole('row').filter({ hasText: '“lactate”' });
      await expectVisible(lactate.getByText(/makes lactate/));
      await lactate.getByRole('button', { name: 'Accept “lactate”…' }).click();
      const before = page.getByRole('region', { name: 'Before accepting “lactate”' });
      await expectVisible(before.getByText(/^Accepting would change/));
      await before.getByRole('button', { name: 'Accept this phrase' }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: '“lactate” accepted.' }));
      await expectVisible(page.getByRole('row').filter({ hasText: '“brighter light”' }));
      expect(await page.getByRole('row').filter({ hasText: '“lactate”' }).count()).toBe(0);
      await checkPage(page);
      await visit(page, '/staff/questions?query=anaerobic');
      await page.getByRole('link', { name: 'Compare aerobic and anaerobic respiration in muscle cells.' }).click();
      await page.waitForURL((url) => /^\/staff\/questions\/\d+$/.test(url.pathname));
      await page.getByRole('textbox', { name: 'Student answer' }).fill('The muscles make lactate without oxygen.');
      await expectVisible(page.locator('mark').filter({ hasText: 'lactate' }));
      expect(await page.locator('mark').filter({ hasText: 'lactate' }).getAttribute('title')).toBe(
        'Point 2: matched by a machine phrase',
      );
      await checkPage(page);

      // The multiple-choice questions (from spreadsheet imports) have their own read-only list.
      await page.getByRole('link', { name: 'Question bank' }).first().click();
      await page
        .getByRole('navigation', { name: 'Question bank' })
        .getByRole('link', { name: 'Multiple-choice questions' })
        .click();
      await page.waitForURL((url) => url.pathname === '/staff/questions/quiz');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Multiple-choice questions' }));
      const cell = page
        .getByRole('row')
        .filter({ hasText: 'Which part of a plant cell is the site of photosynthesis?' });
      await expectVisible(cell.getByText('Chloroplast ✓ (correct)'));
      await checkPage(page);
    },
  );
});
