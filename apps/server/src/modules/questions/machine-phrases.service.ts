import { compileQuestion, markAnswer, type MarkedAnswer, type QuestionInput } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { markingLearner } from '../../lib/marking-learner/index';
import type { Storage } from '../../plugins/storage';
import { notify } from '../notifications/index';
import { createQuestionAccess } from './questions.policy';
import { toMachinePhrase } from './questions.presenters';
import { assertPhrasesReadable } from './question-writes';
import { createWordModelsRepository } from './word-models.repository';
import { createQuestionsRepository, type MachinePhraseRow } from './questions.repository';

/** How much of a student answer is kept beside a machine phrase, for the reviewer. */
const EXCERPT_MAX = 500;

/**
 * The question's marked answers the bank holds: every answer a teacher said earns a point (the
 * excerpts its machine phrases came from), awarded that point and whatever the engine awards it
 * today, and the answer at hand (first) with the point the teacher is awarding it.
 */
function markedAnswers(
  input: QuestionInput,
  excerpts: { sourceExcerpt: string | null; markingPointId: number }[],
  answer: string,
  pointId: string,
): MarkedAnswer[] {
  const cq = compileQuestion(input);
  const byAnswer = new Map<string, Set<string>>([[answer, new Set([pointId])]]);
  for (const e of excerpts) {
    if (!e.sourceExcerpt) continue;
    const points = byAnswer.get(e.sourceExcerpt) ?? new Set<string>();
    points.add(String(e.markingPointId));
    byAnswer.set(e.sourceExcerpt, points);
  }
  const marksOf = new Map(input.markingPoints.map((p) => [p.id, p.marks]));
  return [...byAnswer].map(([text, points]) => {
    for (const p of markAnswer(cq, text).points) if (p.awarded) points.add(p.id);
    const awarded = [...points];
    return { answer: text, awarded, marks: awarded.reduce((sum, id) => sum + (marksOf.get(id) ?? 0), 0) };
  });
}

/**
 * Machine phrases: phrases a marking point learns from answers it missed. Teachers propose them for
 * questions of their school's curricula; staff accept, reject or edit them, and the proposer hears
 * the outcome. Accepted ones take part in marking.
 */
export function createMachinePhrasesService(db: Db, storage?: Storage) {
  const { repo, loadMaf, markingInput } = createQuestionAccess(db, storage);

  /**
   * A phrase accepted for a point changes what its word model weighed (the phrases' verdict): the
   * model is retired, and the point is marked by its phrases until teachers' marking refits it.
   * Proposal dry runs set the model aside the same way, so a dry run and the regrade after
   * accepting agree.
   */
  const retireWordModels = (questionId: number, pointId: number) =>
    createWordModelsRepository(db).deleteForPoint(questionId, pointId);

  /** A teacher who proposed a machine phrase is told when staff accept or reject it. */
  async function tellProposers(
    reviewer: AuthUser,
    phrases: { proposedBy: number | null; phrase: string; status: string }[],
  ) {
    for (const m of phrases) {
      if (m.proposedBy === null || m.proposedBy === reviewer.id || m.status === 'proposed') continue;
      await notify(db, [m.proposedBy], {
        title: `Your marking phrase "${m.phrase.slice(0, 80)}" was ${m.status}`,
        body: m.status === 'accepted' ? 'Auto-marking now accepts it for this marking point.' : undefined,
      });
    }
  }

  /**
   * The phrase the engine learns from an answer the teacher awards `pointId`, vetted on the
   * question's other marked answers (learnFromMarkedAnswers): the proposal with the best evidence
   * that came from this answer. None: the engine already awards the point, the answer holds nothing
   * worth learning, or every candidate would wrongly credit other marked answers.
   */
  async function learnPhrase(questionId: number, pointId: number, answer: string) {
    const [withModels, question, points] = await Promise.all([
      markingInput(questionId),
      repo.findQuestion(questionId),
      repo.listPoints([questionId]),
    ]);
    // phrases are learnt from what the phrases alone miss: the learnt word models are set aside
    const input = { ...withModels, markingPoints: withModels.markingPoints.map(({ wordModel: _m, ...p }) => p) };
    const excerpts = await repo.listMachinePhrases(points.map((p) => p.id));
    const examples = markedAnswers(input, excerpts, answer, String(pointId));
    const learning = await markingLearner().learn(input, examples, {
      questionText: question?.question.text ?? '',
      // one teacher's word on one answer is enough to propose; staff review it with the evidence
      minSupport: 0,
      phraseParts: false,
      synonyms: false,
      // the teacher's model answers stay as written here: a reading is the editor's to change
      fitReadings: false,
      // word models are fitted by the background refit from every marked answer, not from one
      wordModel: false,
    });
    const fromAnswer = (p: { kind: string; pointId: string | null; sources: number[] }) =>
      p.kind === 'machine-phrase' && p.pointId === String(pointId) && p.sources.includes(0);
    const best = learning.proposals.find(fromAnswer);
    if (!best) {
      const turnedDown = learning.rejected.find(fromAnswer);
      throw badRequest(
        'nothing_to_learn',
        turnedDown
          ? `Every phrase of this answer would also credit answers teachers did not award this point ("${turnedDown.text}": ${turnedDown.evidence.newlyWrong} of the question's marked answers)`
          : 'The engine already awards this point for the answer, or found no phrase to learn from it',
      );
    }
    const e = best.evidence;
    return { phrase: best.text, evidence: { correct: e.newlyCorrect, wrong: e.newlyWrong, answers: e.heldOut } };
  }

  return {
    /**
     * Proposes machine phrases for a point: the phrases sent, or (with only an answer) the phrase the
     * engine picks from the answer the point was awarded for. Teachers may propose for questions of
     * their school's curricula. Phrases the point already has are returned as they are.
     */
    async proposeMachines(
      user: AuthUser,
      pointId: number,
      body: { phrases?: string[] | undefined; answer?: string | undefined },
    ) {
      const found = await repo.findQuestionForPoint(pointId);
      if (!found || found.question.kind !== 'maf') throw notFound('Marking point');
      // A point of a question outside the school's curricula is answered like a missing point.
      await loadMaf(found.question.id, user).catch((err: unknown) => {
        throw err instanceof AppError && err.status === 404 ? notFound('Marking point') : err;
      });
      const excerpt = body.answer?.trim() ? body.answer.trim().slice(0, EXCERPT_MAX) : null;
      let items: { phrase: string; evidence?: { correct: number; wrong: number; answers: number } }[] = (
        body.phrases ?? []
      ).map((phrase) => ({ phrase }));
      if (!items.length && body.answer) items = [await learnPhrase(found.question.id, pointId, body.answer)];
      assertPhrasesReadable(
        items.map((i) => i.phrase),
        'body.phrases',
      );
      const unique = new Map(items.map((i) => [i.phrase.trim(), i]));
      const rows = await repo.proposeMachinePhrases(
        pointId,
        [...unique].map(([phrase, i]) => ({ phrase, sourceExcerpt: excerpt, evidence: i.evidence })),
        user.id,
      );
      return rows.map(toMachinePhrase);
    },

    /** Accepts or rejects several proposals of one point at once; proposers hear the outcome. */
    async reviewMachines(
      user: AuthUser,
      pointId: number,
      decisions: { id: number; status: 'accepted' | 'rejected' }[],
    ) {
      const found = await repo.findQuestionForPoint(pointId);
      if (!found) throw notFound('Marking point');
      const ofPoint = await repo.listMachinePhrases([pointId]);
      const known = new Set(ofPoint.map((m) => m.id));
      const errors = decisions
        .map((d, i) =>
          known.has(d.id)
            ? null
            : { path: `body.decisions.${i}.id`, message: `Machine phrase ${d.id} is not one of this point's` },
        )
        .filter((e) => e !== null);
      if (errors.length)
        throw badRequest('machine_phrase_not_of_point', 'Some machine phrases do not belong to this marking point', {
          errors,
        });
      const wasAccepted = new Set(ofPoint.filter((m) => m.status === 'accepted').map((m) => m.id));
      await db.transaction(async (t) => {
        const r = createQuestionsRepository(t);
        for (const status of ['accepted', 'rejected'] as const) {
          await r.reviewMachinePhrases(
            decisions.filter((d) => d.status === status).map((d) => d.id),
            status,
            user.id,
          );
        }
      });
      if (decisions.some((d) => d.status === 'accepted' && !wasAccepted.has(d.id)))
        await retireWordModels(found.question.id, pointId);
      const after = await repo.listMachinePhrases([pointId]);
      const decided = new Set(decisions.map((d) => d.id));
      await tellProposers(
        user,
        after.filter((m) => decided.has(m.id)),
      );
      return after.map(toMachinePhrase);
    },

    async machineQueue(q: {
      status: MachinePhraseRow['status'];
      curricula?: number | undefined;
      question?: number | undefined;
      page: number;
      limit: number;
    }) {
      const { rows, total } = await repo.machineQueue(q, { limit: q.limit, offset: (q.page - 1) * q.limit });
      return {
        items: rows.map((r) => ({
          ...toMachinePhrase(r.phrase),
          point: { id: r.point.id, text: r.point.text, marks: r.point.marks, phrases: r.point.phrases },
          question: { id: r.question.id, text: r.question.text, curricula_id: r.question.curriculaId },
        })),
        total,
      };
    },

    /** Accept, reject or edit one machine phrase (`id` is the machine phrase's own id). */
    async updateMachine(
      user: AuthUser,
      id: number,
      body: { status?: 'accepted' | 'rejected' | undefined; phrase?: string | undefined },
    ) {
      const current = await repo.findMachinePhrase(id);
      if (!current) throw notFound('Machine phrase');
      if (body.phrase !== undefined) {
        assertPhrasesReadable([body.phrase], 'body.phrase');
        const same = await repo.findMachinePhraseByText(current.markingPointId, body.phrase);
        if (same && same.id !== id)
          throw conflict('machine_phrase_exists', 'This marking point already has that machine phrase');
      }
      const row = await repo.updateMachinePhrase(id, {
        ...(body.phrase !== undefined ? { phrase: body.phrase } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        reviewedBy: user.id,
        reviewedAt: new Date(),
      });
      if (body.status !== undefined && body.status !== current.status) await tellProposers(user, [row!]);
      if (row!.status === 'accepted' && (current.status !== 'accepted' || row!.phrase !== current.phrase)) {
        const found = await repo.findQuestionForPoint(current.markingPointId);
        if (found) await retireWordModels(found.question.id, current.markingPointId);
      }
      return toMachinePhrase(row!);
    },

    async deleteMachine(id: number) {
      if (!(await repo.deleteMachinePhrase(id))) throw notFound('Machine phrase');
      return { success: true as const };
    },
  };
}

export type MachinePhrasesService = ReturnType<typeof createMachinePhrasesService>;
