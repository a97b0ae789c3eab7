/**
 * Batch marking CLI: one JSON case per line in (from --in FILE or stdin), one JSON result per line out.
 *
 *   npm run --silent mark -- --in cases.jsonl
 *   cat cases.jsonl | npm run --silent mark
 *
 * in:  {"id":"c1","question":{maxMarks, markingPoints, synonyms, structure, levelled?, levels?, text?, conceptShare?, examples?},"answer":"..."}
 * out: {"id":"c1","marks":1,"points":[...],"confidence":0.92,"needsReview":false,"learned":{...}?,"conceptShare":{...}?}
 * `examples` are teacher-marked answers of the same question ([{ answer, marks, awarded? }]): the
 * question first learns from them (learnQuestion: word models as the server fits them, and where a point
 * has none, the phrases learning proposes, as if staff accepted them), then marks `answer`.
 * The whole input is read before anything is marked: the distinct questions carrying examples fit one
 * share of a model answer's concepts together (fitConceptShare, as the server fits a subject's), and
 * every question that sets no `conceptShare` of its own is read at it, those without examples too (a
 * new question takes the share its subject's marked questions fit). Results read at the fitted share
 * report it: "conceptShare":{"share","decisions","agreement","defaultAgreement"}. With too few
 * marked answers there is no fit and the engine's default share stands.
 * Lines with an identical `question` (and share) compile and learn once. A malformed line gives
 * {"id":...,"error":"..."} and the run goes on.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import {
  compileQuestion,
  fitConceptShare,
  learnQuestion,
  markAnswer,
  strongestKeys,
  type CompiledQuestion,
  type ConceptShareFit,
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
  /** The share of a model answer's concepts an answer needs, set by the caller: no fitted share replaces it. */
  conceptShare: z.number().finite().optional(),
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
type Case = z.infer<typeof caseSchema>;

/** The question as the engine takes it, without its examples. */
function engineQuestion(question: CaseQuestion): QuestionInput {
  const { examples: _examples, text, ...rest } = question;
  // the wording is the question's prompt too, as the server passes it: words students copy prove nothing
  return text === undefined ? (rest as QuestionInput) : { ...(rest as QuestionInput), prompt: text };
}

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

/**
 * Compile the question, after learning from its examples (if any), reading its model answers at its
 * own share, else at `fittedShare`; once per identical question and share.
 */
export function prepare(question: CaseQuestion, fittedShare?: number): Prepared {
  const conceptShare = question.conceptShare ?? fittedShare;
  const key = `${conceptShare ?? ''}\u0000${JSON.stringify(question)}`;
  let prepared = cache.get(key);
  if (prepared === undefined) {
    const base: QuestionInput = { ...engineQuestion(question), conceptShare };
    const { examples, text } = question;
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

/**
 * The share of a model answer's concepts the run's marked answers fit: each distinct question with
 * examples is one sample. Null when they are too few (fitConceptShare).
 */
export function fitRunShare(questions: readonly CaseQuestion[]): ConceptShareFit | null {
  const distinct = new Map<string, CaseQuestion>();
  for (const q of questions) if (q.examples && q.examples.length > 0) distinct.set(JSON.stringify(q), q);
  const samples = [...distinct.values()].map((q) => ({ question: engineQuestion(q), examples: q.examples! }));
  return samples.length === 0 ? null : fitConceptShare(samples);
}

function idOf(raw: unknown): string | number | null {
  if (raw && typeof raw === 'object' && 'id' in raw) {
    const id = (raw as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return null;
}

/** A case, or the error result of a malformed line. */
function parseLine(line: string): { case: Case } | { error: Record<string, unknown> } {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { error: { id: null, error: 'invalid JSON' } };
  }
  const parsed = caseSchema.safeParse(raw);
  if (parsed.success) return { case: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { error: { id: idOf(raw), error: `invalid case: ${where}${issue?.message ?? 'unknown problem'}` } };
}

/** Mark one case, at the run's fitted share unless its question sets its own; never throws. */
function markCase({ id, question, answer }: Case, fit: ConceptShareFit | null): Record<string, unknown> {
  try {
    const shared = fit !== null && question.conceptShare === undefined ? fit : null;
    const { cq, learned } = prepare(question, shared?.share);
    const r = markAnswer(cq, answer);
    return { id, ...r, ...(learned ? { learned } : {}), ...(shared ? { conceptShare: shared } : {}) };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The results of the input lines (blank ones skipped), in order; the share is fitted over all of them first. */
export function* markLines(lines: readonly string[]): Generator<Record<string, unknown>> {
  const parsed = lines.filter((l) => l.trim() !== '').map(parseLine);
  const fit = fitRunShare(parsed.flatMap((p) => ('case' in p ? [p.case.question] : [])));
  for (const p of parsed) yield 'case' in p ? markCase(p.case, fit) : p.error;
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
  const lines: string[] = [];
  for await (const line of createInterface({ input, crlfDelay: Infinity })) lines.push(line);
  for (const result of markLines(lines)) {
    const out = `${JSON.stringify(result)}\n`;
    if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`mark: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
