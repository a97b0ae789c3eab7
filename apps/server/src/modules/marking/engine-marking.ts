import {
  compileQuestion,
  markAnswer,
  type AnswerStructure,
  type CompiledQuestion,
  type LevelBand,
  type MarkResult,
  type QuestionInput,
  type WordModel,
} from '@markwell/domain/marking/index';
import type { AnswerValue } from '@markwell/contracts';
import type { MarkSchemeSnapshot, QuestionVersionSnapshot, StoredPointMark } from '../../db/schema/index';

// The engine's side of marking a question version: the engine input built from the version the
// student was given (plus the machine phrases and synonyms staff have accepted since), and an
// answer value marked into what `answer_marks` stores.

export interface EngineMark {
  marks: number;
  confidence: number;
  needsReview: boolean;
  suggestedLevel: number | null;
  points: StoredPointMark[];
}

export interface SchemeExtras {
  /** Accepted machine phrases by marking point id. */
  machinePhrases: Map<number, string[]>;
  /** Synonym strings that apply to the question's curriculum. */
  synonyms: string[];
  /** Word models learnt for this version's points, by marking point id (none: phrases alone). */
  wordModels?: Map<number, WordModel> | undefined;
  /** How strictly the curriculum reads model answers (none fitted: the engine's default). */
  conceptShare?: number | undefined;
}

export const levelsOf = (scheme: MarkSchemeSnapshot): LevelBand[] =>
  Array.isArray(scheme.levels) ? (scheme.levels as LevelBand[]) : [];

/** The engine's input for a version: its own points and phrases, with accepted extras and learnt word models. */
export function engineInput(snapshot: QuestionVersionSnapshot, extras: SchemeExtras): QuestionInput {
  const s = snapshot.markScheme;
  return {
    maxMarks: snapshot.student.maxMarks,
    prompt: snapshot.student.text,
    markingPoints: s.points.map((p) => {
      const wordModel = extras.wordModels?.get(p.id);
      return {
        id: String(p.id),
        marks: p.marks,
        text: p.text,
        phrases: p.phrases,
        machinePhrases: extras.machinePhrases.get(p.id) ?? [],
        ...(wordModel ? { wordModel } : {}),
      };
    }),
    synonyms: extras.synonyms,
    structure: (s.structure ?? null) as AnswerStructure,
    levelled: s.markingType === 'levelled',
    levels: levelsOf(s).map((l) => ({ level: l.level, minPoints: l.minPoints })),
    ...(extras.conceptShare === undefined ? {} : { conceptShare: extras.conceptShare }),
  };
}

const COMPILED_CACHE_LIMIT = 500;
const compiled = new Map<string, CompiledQuestion>();

/** Compiled once per version and set of extras: a class submitting at once compiles each question once. */
function compiledFor(versionId: number, input: QuestionInput): CompiledQuestion {
  const key = `${versionId}|${input.conceptShare ?? ''}|${JSON.stringify(input.markingPoints.map((p) => [p.machinePhrases, p.wordModel ?? null]))}|${input.synonyms.join('\n')}`;
  let cq = compiled.get(key);
  if (!cq) {
    cq = compileQuestion(input);
    if (compiled.size >= COMPILED_CACHE_LIMIT) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, cq);
  }
  return cq;
}

/** The text the engine reads for an answer: a number is read with the unit the question asks for. */
function answerText(snapshot: QuestionVersionSnapshot, answer: AnswerValue): string {
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'number') {
    const st = snapshot.markScheme.structure as { type?: string; unit?: string | null } | null;
    return st?.type === 'numeric' && st.unit ? `${answer} ${st.unit}` : String(answer);
  }
  return '';
}

/**
 * Marks one answer against the version the student was given: multiple choice exactly (the set
 * of picked choices must be the set of correct ones), a number by the question's structure
 * (value, tolerance and unit), free text by marking points.
 */
export function markVersionAnswer(
  versionId: number,
  snapshot: QuestionVersionSnapshot,
  answer: AnswerValue,
  extras: SchemeExtras,
): EngineMark {
  const max = snapshot.student.maxMarks;
  if (snapshot.student.type === 'choice') {
    const correct = [...(snapshot.markScheme.correct ?? [])].sort((a, b) => a - b);
    const picked = Array.isArray(answer) ? [...new Set(answer)].sort((a, b) => a - b) : [];
    const right = correct.length > 0 && picked.length === correct.length && picked.every((c, i) => c === correct[i]);
    return { marks: right ? max : 0, confidence: 1, needsReview: false, suggestedLevel: null, points: [] };
  }
  const structure = snapshot.markScheme.structure as
    { type: 'numeric'; value: number; tolerance: number } | { type: string } | null;
  if (snapshot.markScheme.points.length === 0) {
    // No points to count: a numeric answer is right within the tolerance; anything else needs a teacher.
    if (structure?.type === 'numeric' && 'value' in structure) {
      const right = typeof answer === 'number' && Math.abs(answer - structure.value) <= structure.tolerance;
      return { marks: right ? max : 0, confidence: 1, needsReview: false, suggestedLevel: null, points: [] };
    }
    return { marks: 0, confidence: 0, needsReview: answer !== null, suggestedLevel: null, points: [] };
  }
  const input = engineInput(snapshot, extras);
  const cq = compiledFor(versionId, input);
  const text = answerText(snapshot, answer);
  const result = markAnswer(cq, text);
  const blank = text.trim() === '';
  return {
    marks: result.marks,
    confidence: blank ? 1 : result.confidence,
    // a blank answer earns nothing: nothing for a teacher to look at
    needsReview: blank ? false : result.needsReview,
    suggestedLevel: result.suggestedLevel ?? null,
    points: storedPointMarks(result.points),
  };
}

/**
 * The engine's verdict per marking point as `answer_marks` stores it: awarded by the engine, with
 * the spans that explain it (matches, near misses) and what was missing. Marking and regrading
 * both store exactly this.
 */
export function storedPointMarks(points: MarkResult['points']): StoredPointMark[] {
  return points.map((p) => ({
    id: Number(p.id),
    awarded: p.awarded,
    engine: p.awarded,
    by: 'engine',
    matches: p.matches.map((m) => ({
      start: m.start,
      end: m.end,
      text: m.text,
      how: m.how,
      ...(m.standsFor !== undefined ? { standsFor: m.standsFor, similarity: m.similarity } : {}),
    })),
    nearMisses: p.nearMisses.map((n) => ({
      start: n.start,
      end: n.end,
      text: n.text,
      reason: n.reason,
      phrase: n.phrase,
    })),
    missing: p.missing ?? [],
  }));
}
