import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../..');
const cli = join(here, 'mark.ts');

const good = {
  id: 'c1',
  question: {
    maxMarks: 2,
    markingPoints: [{ id: 'mp1', marks: 1, phrases: ['energy from sunlight'], machinePhrases: [] }],
    synonyms: ['sunlight; light from the sun'],
    structure: null,
  },
  answer: 'It needs energy from light from the sun.',
};
const numeric = {
  id: 'c3',
  question: {
    maxMarks: 1,
    markingPoints: [{ id: 'g', marks: 1, phrases: [], machinePhrases: [] }],
    synonyms: [],
    structure: { type: 'numeric', value: 9.8, tolerance: 0.1, unit: 'm/s2' },
  },
  answer: 'g = 9.81m/s^2',
};

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('mark CLI', () => {
  it('marks good lines and reports malformed ones without stopping (stdin)', () => {
    const input = [
      JSON.stringify(good),
      '{"id":"c2","question":{"maxMarks":"two"},"answer":1}',
      'not json',
      JSON.stringify(numeric),
    ].join('\n');
    const out = run([], input);
    expect(out).toHaveLength(4);
    expect(out[0]).toMatchObject({ id: 'c1', marks: 1 });
    const points = out[0]!.points as {
      id: string;
      awarded: boolean;
      matches: { start: number; end: number; text: string; how: string }[];
    }[];
    expect(points[0]).toMatchObject({ id: 'mp1', awarded: true });
    const m = points[0]!.matches[0]!;
    expect(good.answer.slice(m.start, m.end)).toBe(m.text);
    expect(m.how).toBe('synonym');
    expect(out[1]).toMatchObject({ id: 'c2' });
    expect(out[1]!.error).toMatch(/invalid case/);
    expect(out[2]).toMatchObject({ id: null, error: 'invalid JSON' });
    expect(out[3]).toMatchObject({ id: 'c3', marks: 1 });
  });

  it('reads --in FILE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mark-cli-'));
    const file = join(dir, 'cases.jsonl');
    writeFileSync(file, `${JSON.stringify(good)}\n${JSON.stringify({ ...good, id: 'c9', answer: 'no idea' })}\n`);
    const out = run(['--in', file]);
    expect(out.map((o) => [o.id, o.marks])).toEqual([
      ['c1', 1],
      ['c9', 0],
    ]);
  });
});

describe('mark CLI learning from examples', () => {
  const question = {
    maxMarks: 1,
    text: 'What happens to the salt water in the dish left in the sun?',
    markingPoints: [{ id: 'evap', marks: 1, phrases: ['water evaporates'], machinePhrases: [] }],
    synonyms: [],
    structure: null,
  };
  const examples = [
    { answer: 'the water boils off in the heat', marks: 1 },
    { answer: 'all the water boils off', marks: 1 },
    { answer: 'water slowly boils off and salt stays', marks: 1, awarded: ['evap'] },
    { answer: 'the salt boils', marks: 0 },
    { answer: 'nothing, the water stays in the dish', marks: 0 },
  ];

  it('learns from the marked examples before marking, once per identical question', () => {
    const lines = [
      { id: 'without', question, answer: 'the water boils off' },
      { id: 'with', question: { ...question, examples }, answer: 'the water boils off' },
      { id: 'again', question: { ...question, examples }, answer: 'the salt boils' },
    ];
    const out = run([], lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(out[0]).toMatchObject({ id: 'without', marks: 0 });
    expect(out[0]!.learned).toBeUndefined();
    expect(out[1]).toMatchObject({ id: 'with', marks: 1 });
    const points = out[1]!.points as { matches: { how: string }[] }[];
    expect(['machine', 'synonym']).toContain(points[0]!.matches[0]!.how);
    const learned = out[1]!.learned as { machinePhrases: { pointId: string; phrase: string }[]; synonyms: string[] };
    const phrases = [...learned.machinePhrases.map((m) => m.phrase), ...learned.synonyms];
    expect(phrases.some((p) => /boils/.test(p))).toBe(true);
    expect(out[2]).toMatchObject({ id: 'again', marks: 0 });
    expect(out[2]!.learned).toEqual(out[1]!.learned);
  });

  it('reports the word weights learnt from enough examples of both kinds', () => {
    const more = [
      ...examples,
      { answer: 'the water turns to vapour', marks: 1 },
      { answer: 'water vapour rises off the dish', marks: 1 },
      { answer: 'the water dries up', marks: 1 },
      { answer: 'the salt melts', marks: 0 },
      { answer: 'the dish melts in the sun', marks: 0 },
      { answer: 'the salt gets hot', marks: 0 },
    ];
    const [out] = run([], JSON.stringify({ id: 'w', question: { ...question, examples: more }, answer: 'vapour' }));
    const learned = out!.learned as { wordModels: { pointId: string; for: string[]; against: string[] }[] };
    expect(learned.wordModels).toHaveLength(1);
    expect(learned.wordModels[0]!.pointId).toBe('evap');
    // the model answer's own word first (it starts weighing for the point), then the answers' words
    expect(learned.wordModels[0]!.for[0]).toBe('evapor');
    expect(learned.wordModels[0]!.for).toContain('vapour');
    expect(learned.wordModels[0]!.against).toContain('melt');
  });

  it('reports malformed examples as a bad line', () => {
    const bad = { id: 'b', question: { ...question, examples: [{ answer: 'x', marks: -1 }] }, answer: 'a' };
    const out = run([], JSON.stringify(bad));
    expect(out[0]!.error).toMatch(/examples/);
  });
});

describe('mark CLI fitting the concept share to the run’s marked answers', () => {
  const point = (phrase: string) => [{ id: 'p', marks: 1, phrases: [phrase], machinePhrases: [] }];
  const model = 'the moon reflects light from the sun onto the earth at night';
  const concepts = ['moon', 'reflects', 'light', 'sun', 'earth', 'night'];
  // every combination of the model answer's concepts, said several ways; teachers credit only five or more
  const strict: { answer: string; marks: number }[] = [];
  for (let set = 0; set < 1 << concepts.length; set++) {
    const held = concepts.filter((_, i) => set & (1 << i));
    for (const opening of ['I think', 'maybe', 'because', 'so', 'it is that'])
      strict.push({ answer: `${opening} ${held.join(' and ')}`, marks: held.length >= 5 ? 1 : 0 });
  }
  const marked = {
    id: 'a',
    question: { maxMarks: 1, markingPoints: point(model), synonyms: [], structure: null, examples: strict },
    answer: 'the moon reflects light from the sun',
  };
  // a new question of the same subject: no marked answers of its own
  const fresh = {
    id: 'b',
    question: {
      maxMarks: 1,
      markingPoints: point('the ice melts in the warm room and forms a puddle on the floor'),
      synonyms: [],
      structure: null,
    },
    answer: 'the ice melts into a puddle',
  };
  const ownShare = { ...fresh, id: 'own', question: { ...fresh.question, conceptShare: 0.4 } };

  it('reads a question without examples at the share the other questions’ marked answers fit', () => {
    const lines = [marked, 'not json', fresh, ownShare].map((l) => (typeof l === 'string' ? l : JSON.stringify(l)));
    const out = run([], lines.join('\n'));
    expect(out.map((o) => o.id)).toEqual(['a', null, 'b', 'own']);
    expect(out[1]!.error).toBe('invalid JSON');
    const fit = out[2]!.conceptShare as {
      share: number;
      decisions: number;
      agreement: number;
      defaultAgreement: number;
    };
    expect(fit.share).toBeGreaterThan(0.4);
    expect(fit).toMatchObject({ decisions: strict.length, agreement: 1 });
    expect(fit.defaultAgreement).toBeLessThan(1);
    expect(out[0]!.conceptShare).toEqual(fit);
    // three of the seven concepts: enough at the default share, too few at the strict one fitted
    expect(out[2]).toMatchObject({ id: 'b', marks: 0 });
    expect(out[3]).toMatchObject({ id: 'own', marks: 1 });
    expect(out[3]!.conceptShare).toBeUndefined();
  });

  it('keeps the default share, and reports none, when no question carries examples', () => {
    const out = run([], [fresh, ownShare].map((l) => JSON.stringify(l)).join('\n'));
    expect(out[0]).toMatchObject({ id: 'b', marks: 1 });
    expect(out.every((o) => !('conceptShare' in o))).toBe(true);
  });
});
