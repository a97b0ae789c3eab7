import { describe, expect, it } from 'vitest';
import { changeFor, draftFrom, draftMarks, parseOverride, togglePoint } from '../lib/mark-draft';
import { shortcutFor } from '../lib/use-marking-keys';
import { answerMark, question } from './fixtures';

describe('mark drafts', () => {
  it('counts ticked points capped at the maximum, or takes a valid override', () => {
    const a = answerMark('A', 'the water evaporates');
    const d = draftFrom(a);
    expect(draftMarks(d, question)).toBe(1);
    expect(draftMarks(togglePoint(d, 102), question)).toBe(2);
    expect(draftMarks({ ...d, override: '0' }, question)).toBe(0);
    expect(parseOverride('3', 2)).toBe('invalid');
    expect(parseOverride('1.5', 2)).toBe('invalid');
    expect(parseOverride(' ', 2)).toBeNull();
  });

  it('sends every point, clears an old override, and feedback only when it changed', () => {
    const a = answerMark('A', 'the water evaporates', { override: 2, feedback: 'ok' });
    const initial = draftFrom(a);
    const change = changeFor({ ...initial, override: '' }, initial, [a], question, 3);
    expect(change).toEqual({
      assignmentId: 3,
      questionId: 11,
      answers: [{ answer_id: a.answer_id, version: 1 }],
      confirm: true,
      points: [
        { point_id: 101, awarded: true },
        { point_id: 102, awarded: false },
      ],
      marks: null,
    });
    expect(changeFor({ ...initial, feedback: '  ' }, initial, [a], question, 3).feedback).toBeNull();
  });

  it("shows a question without points at the engine's mark, as the badge does (a correct choice is 1 / 1)", () => {
    const a = answerMark('A', 'x', { points: [], marks: 1, engine_marks: 1, max_marks: 1 });
    const q = { ...question, type: 'choice' as const, points: [], max_marks: 1 };
    expect(draftMarks(draftFrom(a), q)).toBe(1);
    expect(draftMarks({ ...draftFrom(a), override: '0' }, q)).toBe(0);
  });

  it('still sends something for a question without points, so confirming records a teacher looked', () => {
    const a = answerMark('A', 'x', { points: [] });
    const q = { ...question, points: [] };
    const d = draftFrom(a);
    expect(changeFor(d, d, [a], q, 3)).toMatchObject({ feedback: null, confirm: true });
  });
});

describe('marking shortcuts', () => {
  const el = (html: string) => {
    const wrap = document.createElement('div');
    wrap.innerHTML = html;
    return wrap.firstElementChild!;
  };
  const press = (key: string, target: EventTarget | null = document.body, mods = {}) =>
    shortcutFor({ key, target, altKey: false, ctrlKey: false, metaKey: false, ...mods });

  it('maps number keys, J/K, arrows, Enter and ?', () => {
    expect(press('3')).toEqual({ name: 'togglePoint', n: 3 });
    expect(press('0')).toBeNull();
    expect(press('J')).toEqual({ name: 'next' });
    expect(press('ArrowLeft')).toEqual({ name: 'previous' });
    expect(press('Enter')).toEqual({ name: 'confirm' });
    expect(press('?')).toEqual({ name: 'help' });
    expect(press('j', document.body, { ctrlKey: true })).toBeNull();
  });

  it('leaves keys typed into text fields alone, and Enter on buttons and links to them', () => {
    expect(press('1', el('<textarea></textarea>'))).toBeNull();
    expect(press('j', el('<input type="text">'))).toBeNull();
    expect(press('1', el('<input type="checkbox">'))).toEqual({ name: 'togglePoint', n: 1 });
    expect(press('Enter', el('<button>Go</button>'))).toBeNull();
    expect(press('Enter', el('<a href="/x">x</a>'))).toBeNull();
    expect(press('j', el('<button>Go</button>'))).toEqual({ name: 'next' });
  });
});
