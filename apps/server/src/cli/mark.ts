/**
 * Batch marking CLI: one JSON case per line in (from --in FILE or stdin), one JSON result per line out.
 *
 *   npm run --silent mark -- --in cases.jsonl
 *   cat cases.jsonl | npm run --silent mark
 *
 * in:  {"id":"c1","question":{maxMarks, markingPoints, synonyms, structure, levelled?, levels?},"answer":"..."}
 * out: {"id":"c1","marks":1,"points":[...],"confidence":0.92,"needsReview":false}
 * A malformed line gives {"id":...,"error":"..."} and the run goes on.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { compileQuestion, markAnswer, type CompiledQuestion, type QuestionInput } from '@markwell/domain/marking/index';

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
});

const caseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  question: questionSchema,
  answer: z.string(),
});

const CACHE_LIMIT = 1000;
const cache = new Map<string, CompiledQuestion>();

function compiledFor(question: QuestionInput): CompiledQuestion {
  const key = JSON.stringify(question);
  let cq = cache.get(key);
  if (cq === undefined) {
    cq = compileQuestion(question);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, cq);
  }
  return cq;
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
    const r = markAnswer(compiledFor(question as QuestionInput), answer);
    return { id, ...r };
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
