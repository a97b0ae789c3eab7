import { describe, expect, it } from 'vitest';
import { describeRegrade, describeReleased } from '../components/regrade-summary';

const change = (before: number, after: number, released = false) => ({
  answer_id: before * 10 + after,
  assignment_id: 1,
  attempt_id: 1,
  released,
  answer: 'x',
  marks_before: before,
  marks_after: after,
  awarded_before: [],
  awarded_after: [],
});
const kept = {
  answer_id: 9,
  assignment_id: 1,
  released: false,
  answer: 'y',
  marks: 2,
  engine_before: 1,
  engine_after: 2,
};

describe('describeRegrade', () => {
  it('counts marks up and down, and the hand-set marks kept', () => {
    const preview = { changes: [change(0, 1), change(1, 2), change(1, 3), change(2, 1)], kept: [kept, kept] };
    expect(describeRegrade(preview, 'Accepting')).toBe(
      'Accepting would change 4 marks: 3 up, 1 down; 2 hand-set marks kept.',
    );
  });

  it('says when nothing would change, and counts point-only changes apart', () => {
    expect(describeRegrade({ changes: [], kept: [] }, 'Accepting')).toBe('Accepting would change no marks.');
    expect(describeRegrade({ changes: [change(1, 1)], kept: [kept] }, 'Applying')).toBe(
      'Applying would change 1 mark: 1 with the same total but other points; 1 hand-set mark kept.',
    );
  });

  it('says how many changed marks students already see', () => {
    expect(describeReleased({ changes: [change(0, 1, true), change(0, 1, true), change(0, 1)] })).toBe(
      '2 of them are released: those students will be told.',
    );
    expect(describeReleased({ changes: [change(0, 1)] })).toBe('');
  });
});
