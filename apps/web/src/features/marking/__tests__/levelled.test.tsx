import type { MarkingQuestion } from '@markwell/contracts/marking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { changeFor, draftFrom, draftMarks } from '../lib/mark-draft';
import {
  answerMark,
  callsOf,
  cluster,
  expectNoAxeViolations,
  question,
  questionMarking,
  renderTeacherAt,
} from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// Five marks in four levels: level 2 is 5 × 2 / 4 = 2.5, so 3 marks; level 0 is none, level 4 all.
const levelled: MarkingQuestion = {
  ...question,
  max_marks: 5,
  levelled: true,
  levels: [1, 2, 3, 4].map((level) => ({ level, min_points: level, descriptor: level === 4 ? 'Full' : null })),
};
const levelledAnswer = (level: number | null, suggested: number | null) =>
  answerMark('Amara Singh', 'the water evaporates', {
    levelled: true,
    level,
    suggested_level: suggested,
    max_marks: 5,
  });

describe('levelled questions: the mark follows the level', () => {
  it('gives level 0 no marks, the top level the maximum, and rounds a middle level on an odd maximum', () => {
    const d = draftFrom(levelledAnswer(null, 2));
    expect(d.level).toBe(2);
    expect(draftMarks(d, levelled)).toBe(3);
    expect(draftMarks({ ...d, level: 0 }, levelled)).toBe(0);
    expect(draftMarks({ ...d, level: 4 }, levelled)).toBe(5);
    expect(draftMarks({ ...d, level: 1 }, levelled)).toBe(1);
    // an override still wins, and without a level the points count
    expect(draftMarks({ ...d, override: '2' }, levelled)).toBe(2);
    expect(draftMarks({ ...d, level: null }, levelled)).toBe(1);
  });

  it('confirms the level on screen: the suggestion is sent until an answer holds it', () => {
    const suggested = levelledAnswer(null, 2);
    const d = draftFrom(suggested);
    expect(changeFor(d, d, [suggested], levelled, 3).level).toBe(2);
    const held = levelledAnswer(2, 2);
    const same = draftFrom(held);
    expect(changeFor(same, same, [held], levelled, 3).level).toBeUndefined();
  });

  it('shows the mark of each level in the picker and next to it', async () => {
    const answer = levelledAnswer(null, 2);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/markings/11' && (init.method ?? 'GET') === 'GET')
        return json({ ...questionMarking([cluster('a', [answer])]), question: levelled });
      if (url.pathname === '/api/v2/mafanswers/3/markings/11')
        return json({ answers: [{ ...answer, level: 4, marks: 5, source: 'teacher', version: 2 }] });
      if (url.pathname === '/api/v2/mafanswers/3/markings')
        return json({ answers: [{ ...answer, level: 4, marks: 5, source: 'teacher', version: 3 }] });
      if (url.pathname === '/api/v2/markingcomments') return json({ items: [] });
      return undefined;
    });
    const { container } = renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    const picker = await screen.findByRole('combobox', { name: 'Level' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'No level',
      'Level 0: nothing creditworthy (0 marks)',
      'Level 1 (1 mark)',
      'Level 2 (3 marks)',
      'Level 3 (4 marks)',
      'Level 4: Full (5 marks)',
    ]);
    expect(screen.getByText('Level 2 gives 3 / 5')).toBeTruthy();
    expect(screen.getByText('Mark: 3 / 5')).toBeTruthy();
    fireEvent.change(picker, { target: { value: '0' } });
    expect(screen.getByText('Level 0 gives 0 / 5')).toBeTruthy();
    fireEvent.change(picker, { target: { value: '4' } });
    expect(screen.getByText('Level 4 gives 5 / 5')).toBeTruthy();
    expect(screen.getByText('Mark: 5 / 5')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm mark (Enter)' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).find((c) => c.path === '/api/v2/mafanswers/3/markings/11' && c.method === 'POST')?.body,
      ).toEqual({ answers: [{ answer_id: answer.answer_id, version: 1 }], level: 4 }),
    );
  });
});
