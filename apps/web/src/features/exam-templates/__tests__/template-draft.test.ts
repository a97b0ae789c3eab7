import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  moveQuestion,
  removeSection,
  stepPosition,
  totalMarks,
  type DraftQuestion,
  type DraftSection,
} from '../components/template-draft';

const q = (id: number, marks = 1): DraftQuestion => ({ id, type: 'text', text: `Q${id}`, marks });
const sections = (): DraftSection[] => [
  { key: 'a', title: 'A', questions: [q(1, 2), q(2, 3)] },
  { key: 'b', title: 'B', questions: [q(3, 4)] },
];
const ids = (s: DraftSection[]) => s.map((x) => x.questions.map((y) => y.id));

describe('template draft', () => {
  it('adds a question once and totals the marks', () => {
    const s = addQuestion(sections(), 1, q(4, 6));
    expect(ids(s)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(addQuestion(s, 0, q(4, 6))).toBe(s);
    expect(totalMarks(s)).toBe(15);
  });

  it('steps within a section, then across the section boundary, and stops at the ends', () => {
    const s = sections();
    expect(stepPosition(s, { section: 0, index: 0 }, -1)).toBeNull();
    expect(stepPosition(s, { section: 0, index: 0 }, 1)).toEqual({ section: 0, index: 1 });
    expect(stepPosition(s, { section: 0, index: 1 }, 1)).toEqual({ section: 1, index: 0 });
    expect(stepPosition(s, { section: 1, index: 0 }, -1)).toEqual({ section: 0, index: 2 });
    expect(stepPosition(s, { section: 1, index: 0 }, 1)).toBeNull();
    expect(ids(moveQuestion(s, { section: 1, index: 0 }, { section: 0, index: 2 }))).toEqual([[1, 2, 3], []]);
    expect(ids(moveQuestion(s, { section: 0, index: 0 }, { section: 0, index: 1 }))).toEqual([[2, 1], [3]]);
  });

  it('keeps the questions of a removed section', () => {
    expect(ids(removeSection(sections(), 1))).toEqual([[1, 2, 3]]);
    expect(ids(removeSection(sections(), 0))).toEqual([[1, 2, 3]]);
    expect(removeSection([sections()[0]!], 0)).toHaveLength(1);
  });
});
