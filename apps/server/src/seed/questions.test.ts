import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePhrase } from '@markwell/domain/marking/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_MODEL_ANSWER_QUESTION } from './questions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/v2${path}`;

describe('question bank demo data', () => {
  it('has a question marked by model answers written as sentences, read as their concepts', async () => {
    const found = (await t.request('staff', { method: 'GET', url: api('/questionmafs?query=windowsill') })).json()
      .items;
    expect(found.map((q: { text: string }) => q.text)).toEqual([DEMO_MODEL_ANSWER_QUESTION]);
    const [question] = found;
    // what the question asks ("what happened to the water and to the salt") is optional; the
    // scene's "dish" and "crystals" count like any other concept
    const water = describePhrase('The water evaporated because the Sun heated the dish.', DEMO_MODEL_ANSWER_QUESTION);
    expect(water).toMatchObject({ optional: ['water'], concepts: ['evaporated', 'sun', 'heated', 'dish'], needed: 2 });
    const salt = describePhrase(
      'The salt did not evaporate, so it was left behind and formed crystals.',
      DEMO_MODEL_ANSWER_QUESTION,
    );
    expect(salt?.concepts).toContain('crystals');

    const tryAnswer = async (answer: string) =>
      (
        await t.request('staff', { method: 'POST', url: api(`/questionmafs/${question.id}/try`), payload: { answer } })
      ).json();
    const result = await tryAnswer('The water evaporated in the sun and the salt crystals were left behind.');
    expect(result.marks).toBe(2);
    expect(result.points[0].matches.map((m: { text: string }) => m.text)).toEqual(['evaporated', 'sun']);
    const partial = await tryAnswer('The water went into the air.');
    expect(partial.marks).toBe(0);
    expect(partial.points[0].missing).toEqual(['evaporated', 'sun', 'heated', 'dish']);
  });
});
