// Fitting each point's word model to the marked answers, judged by cross-validation.
import { compileQuestion, type CompiledQuestion } from './compile';
import type { MarkedAnswer, WordModelFit } from './learning-types';
import { phraseVerdicts, type PhraseVerdict } from './mark';
import { answerTokens, tokenize } from './tokenize';
import type { QuestionInput } from './types';
import { answerKeys, fitWordModel, MODEL_ANSWER_PRIOR, NEGATION_KEY, wordScore, type WordModel } from './word-model';

/**
 * The question with each point's word model fitted to the marked answers: the answer's keys and
 * whether the point's phrases award it (in the question as learnt), against the teacher's decision.
 * A point whose answers are too few or all of one kind gets none.
 */
export function withWordModels(
  question: QuestionInput,
  original: QuestionInput,
  questionText: string | undefined,
  examples: readonly MarkedAnswer[] | null,
  texts: string[],
  awarded: (Set<string> | null)[],
  gate: boolean,
): { question: QuestionInput; fits: WordModelFit[] } {
  // a point's own model answers (as the teacher wrote them) are answers that earn it: its first
  // examples, and their words (not the question's) start, and are drawn back, towards weighing for it
  const asked = new Set(answerKeys(tokenize(questionText ?? original.prompt ?? '', true)).map((k) => k.key));
  const models = original.markingPoints.map((pt) =>
    (Array.isArray(pt.phrases) ? pt.phrases : []).flatMap((ph) =>
      typeof ph === 'string' ? [ph.replace(/^\s*(gap\s+\d+\s*:\s*)?(\d+\s+of\s*:)?/i, ' ').replace(/[&=]/g, ' ')] : [],
    ),
  );
  const priors = models.map((bodies) => {
    const prior = new Map<string, number>();
    for (const body of bodies)
      for (const k of answerKeys(tokenize(body, true)))
        if (k.key !== NEGATION_KEY && !asked.has(k.key)) prior.set(k.key, MODEL_ANSWER_PRIOR);
    return prior;
  });
  // the phrases' verdict alone: any model the question came with is refitted
  const plain = {
    ...question,
    markingPoints: question.markingPoints.map(({ wordModel: _old, ...pt }) => pt),
  };
  const cq = compileQuestion(plain);
  const rows = texts.flatMap((t, i) => {
    const verdicts = phraseVerdicts(cq, t);
    const got = awarded[i] ?? (examples ? likelyAwarded(examples[i]!, cq, verdicts) : null);
    if (!got) return [];
    return [{ keys: answerKeys(answerTokens(t)).map((k) => k.key), byPhrases: verdicts.map((v) => v.awarded), got }];
  });
  const fits: WordModelFit[] = [];
  const question2 = {
    ...plain,
    markingPoints: plain.markingPoints.map((pt, j) => {
      const own = models[j]!.map((body) => ({
        keys: answerKeys(tokenize(body, true)).map((k) => k.key),
        phrasesAward: phraseVerdicts(cq, body)[j]!.awarded,
        awarded: true,
      }));
      const marked: WordModelRow[] = rows.map((r) => ({
        keys: r.keys,
        phrasesAward: r.byPhrases[j]!,
        awarded: r.got.has(cq.points[j]!.id),
      }));
      const fit = (train: WordModelRow[]): WordModel | null => fitWordModel(train, { prior: priors[j], before: own });
      const wordModel = fit(marked);
      if (!wordModel) return pt;
      const agreement = crossValidated(marked, fit);
      const phrasesAgreement = share(marked.filter((m) => m.phrasesAward === m.awarded).length, marked.length);
      const kept = !gate || agreement >= phrasesAgreement;
      fits.push({ pointId: pt.id, answers: marked.length, agreement, phrasesAgreement, kept });
      return kept ? { ...pt, wordModel: { ...wordModel, agreement } } : pt;
    }),
  };
  return { question: question2, fits };
}

/** Folds of the cross-validation a word model is judged by. */
const WORD_MODEL_FOLDS = 5;
const share = (n: number, of: number): number => (of === 0 ? 0 : Math.round((n / of) * 1000) / 1000);

/**
 * Share of the marked answers on which a model fitted without them agrees with the teacher: answer
 * i is held out in fold i mod 5; where the other answers fit no model, the phrases' verdict stands.
 */
interface WordModelRow {
  keys: readonly string[];
  phrasesAward: boolean;
  awarded: boolean;
}

function crossValidated(marked: WordModelRow[], fit: (train: WordModelRow[]) => WordModel | null): number {
  let agree = 0;
  for (let f = 0; f < WORD_MODEL_FOLDS; f++) {
    const model = fit(marked.filter((_, i) => i % WORD_MODEL_FOLDS !== f));
    marked.forEach((m, i) => {
      if (i % WORD_MODEL_FOLDS !== f) return;
      // as markAnswer decides: never on the bias alone when the phrases do not award the point
      const says = model
        ? wordScore(
            model,
            m.keys.map((key) => ({ key, token: 0 })),
            m.phrasesAward,
          ) >= 0 &&
          (m.phrasesAward || m.keys.some((k) => (model.words[k] ?? 0) > 0))
        : m.phrasesAward;
      if (says === m.awarded) agree += 1;
    });
  }
  return share(agree, marked.length);
}

/**
 * The points an answer given part of the marks (without saying which points) most likely earned:
 * those whose phrases it holds most of, best first, until their marks reach the answer's (null when
 * the marks are not partial or the points cannot make them up).
 */
function likelyAwarded(e: MarkedAnswer, cq: CompiledQuestion, verdicts: PhraseVerdict[]): Set<string> | null {
  const marks = Number.isFinite(e.marks) ? e.marks : 0;
  if (marks <= 0 || marks >= cq.maxMarks || cq.points.length < 2) return null;
  const order = cq.points
    .map((p, j) => ({ p, c: verdicts[j]!.coverage + (verdicts[j]!.awarded ? 1 : 0) }))
    .sort((a, b) => b.c - a.c);
  const out = new Set<string>();
  let sum = 0;
  for (const { p } of order) {
    // the point is taken when it brings the sum nearer to the answer's marks
    if (Math.abs(sum + p.marks - marks) >= Math.abs(sum - marks)) break;
    out.add(p.id);
    sum += p.marks;
  }
  return out;
}
