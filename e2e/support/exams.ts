import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkPage, expectVisible, pathOf, visit } from './browser';

// Setting an exam the way a teacher does, through the screens: the template builder, then
// "Set as an assignment" to a class. Shared by the journeys that need an exam of their own.

/**
 * Which bank questions to add: the first `count` results of a search (by type, and words if
 * given), or the one result whose text starts with `question`.
 */
export interface BankPick {
  type?: 'text' | 'choice' | 'numeric';
  words?: string;
  question?: string;
  count?: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** From the teacher's menu to a new template with its name and curriculum filled in. */
export async function startTemplate(page: Page, name: string, curriculum = 'AQA Biology'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Exam templates' }));
  await checkPage(page);
  await page.getByRole('link', { name: 'New template' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'New exam template' }));
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page
    .getByRole('region', { name: 'Details' })
    .getByRole('combobox', { name: /^Curriculum/ })
    .selectOption({ label: curriculum });
}

/** Searches the builder's bank panel and adds the first results to the template. */
export async function addFromBank(page: Page, { type, words, question, count = 1 }: BankPick): Promise<void> {
  const bank = page.getByRole('region', { name: 'Question bank' });
  const results = bank.getByRole('list', { name: 'Bank questions' });
  const type_ = bank.getByRole('combobox', { name: 'Type' });
  if (type && (await type_.inputValue()) !== type) {
    await type_.selectOption(type);
    await expectVisible(bank.getByRole('status').filter({ hasText: /question/ }));
  }
  if (words !== undefined) {
    await bank.getByRole('textbox', { name: 'Words in the question' }).fill(words);
    await bank.getByRole('button', { name: 'Search' }).click();
    await expectVisible(results.getByText(new RegExp(escapeRegExp(words), 'i')).first());
  }
  if (question) {
    await results
      .getByRole('button', { name: new RegExp(`^Add “${escapeRegExp(question)}`) })
      .first()
      .click();
    return;
  }
  for (let i = 0; i < count; i++) {
    await expectVisible(results.getByRole('button', { name: /^Add/ }).first());
    await results.getByRole('button', { name: /^Add/ }).first().click();
  }
}

/** Saves the new template; returns its id (the page is then the template's own). */
export async function createTemplate(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Create template' }).click();
  await page.waitForURL((url) => /^\/teacher\/templates\/\d+$/.test(url.pathname));
  await checkPage(page);
  return Number(pathOf(page).split('/').pop());
}

export interface AssignmentSetUp {
  /** The class to set it to, as the form lists it (its name; the student count follows). */
  className: string;
  /** What students see; the template's name when left out. */
  title?: string;
  timeLimitMinutes?: number;
  /** A student's label in "Add extra time for" (25% of the limit by default), or the first one. */
  extraTimeFor?: string | 'first';
}

/** From a template's page, "Set as an assignment" to a class; returns the assignment's id (its page is open). */
export async function setAssignment(page: Page, templateName: string, set: AssignmentSetUp): Promise<number> {
  await page.getByRole('link', { name: 'Set as an assignment' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: `Set “${templateName}”` }));
  if (set.title) await page.getByRole('textbox', { name: /^Title students see/ }).fill(set.title);
  await page.getByRole('checkbox', { name: new RegExp(`^${set.className}`) }).check();
  if (set.timeLimitMinutes) await page.getByRole('textbox', { name: /Time limit/ }).fill(String(set.timeLimitMinutes));
  if (set.extraTimeFor) {
    const extra = page.getByRole('combobox', { name: 'Add extra time for' });
    await expect.poll(() => extra.locator('option').count()).toBeGreaterThan(1);
    if (set.extraTimeFor === 'first') await extra.selectOption({ index: 1 });
    else await extra.selectOption({ label: set.extraTimeFor });
  }
  await checkPage(page);
  await page.getByRole('button', { name: 'Set the exam' }).click();
  await page.waitForURL((url) => /^\/teacher\/assignments\/\d+$/.test(url.pathname));
  await checkPage(page);
  return Number(pathOf(page).split('/').pop());
}

/**
 * A student opens the exam from their assignment list, answers every free-text question with
 * `answer`, waits for the save and submits. The page ends on "Your exam was submitted".
 */
export async function sitAndSubmit(page: Page, title: string, answer: string): Promise<void> {
  await visit(page, '/student/assignments');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Assignments' }));
  await page.getByRole('link', { name: `Start: ${title}` }).click();
  await page.waitForURL((url) => /^\/student\/assignments\/\d+$/.test(url.pathname));
  await expectVisible(page.getByRole('heading', { level: 1, name: title }));
  await checkPage(page);
  const boxes = page.getByRole('textbox', { name: /^Your answer to question \d+$/ });
  for (let i = 0; i < (await boxes.count()); i++) {
    await boxes.nth(i).fill(answer);
  }
  await expectVisible(page.getByText(/^Saved \d\d:\d\d$/));
  await page.getByRole('button', { name: 'Submit exam…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
  await expectVisible(dialog);
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Submit exam', exact: true }).click();
  await expectVisible(page.getByText('Your exam was submitted'));
  await checkPage(page);
}
