/**
 * Batch marking CLI: one JSON case per line in (from --in FILE or stdin), one JSON result per line out.
 *
 *   npm run --silent mark -- --in cases.jsonl
 *   cat cases.jsonl | npm run --silent mark
 *
 * in:  {"id":"c1","question":{maxMarks, markingPoints, synonyms, structure, levelled?, levels?, text?, examples?},"answer":"..."}
 * out: {"id":"c1","marks":1,"points":[...],"confidence":0.92,"needsReview":false,"learned":{...}?}
 * `examples` are teacher-marked answers of the same question ([{ answer, marks, awarded? }]): the
 * question first learns from them (learnQuestion: word models as the server fits them, and where a point
 * has none, the phrases learning proposes, as if staff accepted them), then marks `answer`.
 * Lines with an identical `question` compile and learn once. A malformed line gives
 * {"id":...,"error":"..."} and the run goes on.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import {
  compileQuestion,
  learnQuestion,
  markAnswer,
  strongestKeys,
  type CompiledQuestion,
  type QuestionInput,
} from '@markwell/domain/marking/index';

const markingPointSchema = z.object({
  id: z.string().min(1),
  marks: z.number().finite().nonnegative(),
  phrases: z.array(z.string()),
  machinePhrases: z.array(z.string()).default([]),
});

const structureSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('numeric'),
      value: z.number().finite(),
      tolerance: z.number().finite().nonnegative(),
      unit: z.string().nullish(),
    }),
    z.object({ type: z.literal('parts'), parts: z.array(z.object({ label: z.string() })) }),
    z.object({ type: z.literal('text') }),
  ])
  .nullable()
  .default(null);

const questionSchema = z.object({
  maxMarks: z.number().finite().nonnegative(),
  markingPoints: z.array(markingPointSchema),
  synonyms: z.array(z.string()).default([]),
  structure: structureSchema,
  levelled: z.boolean().optional(),
  levels: z.array(z.object({ level: z.number().finite(), minPoints: z.number().finite() })).optional(),
  /** The question's wording: its words are optional in a model answer, and never learnt alone. */
  text: z.string().optional(),
  examples: z
    .array(
      z.object({
        answer: z.string(),
        marks: z.number().finite().nonnegative(),
        awarded: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
type CaseQuestion = z.infer<typeof questionSchema>;

const caseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  question: questionSchema,
  answer: z.string(),
});

const CACHE_LIMIT = 1000;
interface Prepared {
  cq: CompiledQuestion;
  /** What learning from the examples applied, when the question carried examples. */
  learned: {
    machinePhrases: { pointId: string; phrase: string }[];
    synonyms: string[];
    /** Model answers replaced by the precise reading the examples fit. */
    readings: { pointId: string; phrase: string; replaces: string }[];
    /** Per point with a word model: the answer keys (word stems) weighing most for and against it. */
    wordModels: { pointId: string; for: string[]; against: string[] }[];
  } | null;
}
const cache = new Map<string, Prepared>();

/** Compile the question, after learning from its examples (if any); once per identical question. */
export function prepare(question: CaseQuestion): Prepared {
  const key = JSON.stringify(question);
  let prepared = cache.get(key);
  if (prepared === undefined) {
    const { examples, text, ...rest } = question;
    // the wording is the question's prompt too, as the server passes it: words students copy prove nothing
    const base: QuestionInput =
      text === undefined ? (rest as QuestionInput) : { ...(rest as QuestionInput), prompt: text };
    if (examples && examples.length > 0) {
      const learning = learnQuestion(base, examples, { questionText: text });
      prepared = {
        cq: compileQuestion(learning.question),
        learned: {
          machinePhrases: learning.proposals
            .filter((p) => p.kind === 'machine-phrase')
            .map((p) => ({ pointId: p.pointId!, phrase: p.text })),
          synonyms: learning.proposals.filter((p) => p.kind === 'synonym').map((p) => p.text),
          readings: learning.proposals
            .filter((p) => p.kind === 'reading')
            .map((p) => ({ pointId: p.pointId!, phrase: p.text, replaces: p.replaces! })),
          wordModels: learning.question.markingPoints.flatMap((p) => {
            if (!p.wordModel) return [];
            const keys = strongestKeys(p.wordModel);
            return [{ pointId: p.id, for: keys.for.map((k) => k.key), against: keys.against.map((k) => k.key) }];
          }),
        },
      };
    } else prepared = { cq: compileQuestion(base), learned: null };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, prepared);
  }
  return prepared;
}

function idOf(raw: unknown): string | number | null {
  if (raw && typeof raw === 'object' && 'id' in raw) {
    const id = (raw as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return null;
}

/** Mark one input line; never throws. */
export function markLine(line: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { id: null, error: 'invalid JSON' };
  }
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { id: idOf(raw), error: `invalid case: ${where}${issue?.message ?? 'unknown problem'}` };
  }
  try {
    const { id, question, answer } = parsed.data;
    const { cq, learned } = prepare(question);
    const r = markAnswer(cq, answer);
    return learned ? { id, ...r, learned } : { id, ...r };
  } catch (e) {
    return { id: parsed.data.id, error: e instanceof Error ? e.message : String(e) };
  }
}

function parseArgs(argv: string[]): { file: string | null } {
  const i = argv.indexOf('--in');
  if (i >= 0) {
    const file = argv[i + 1];
    if (file === undefined) throw new Error('--in needs a file name');
    return { file };
  }
  return { file: null };
}

async function main(): Promise<void> {
  const { file } = parseArgs(process.argv.slice(2));
  const input = file === null ? process.stdin : createReadStream(file, 'utf8');
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    const out = `${JSON.stringify(markLine(line))}\n`;
    if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`mark: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
