import { proposeMachinePhrases } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { notify } from '../notifications/index';
import { assertPhrasesReadable, createQuestionAccess, toMachinePhrase } from './question-access';
import { createQuestionsRepository, type MachinePhraseRow } from './questions.repository';

/** How much of a student answer is kept beside a machine phrase, for the reviewer. */
const EXCERPT_MAX = 500;

/**
 * Machine phrases: phrases a marking point learns from answers it missed. Teachers propose them for
 * questions of their school's curricula; staff accept, reject or edit them, and the proposer hears
 * the outcome. Accepted ones take part in marking.
 */
export function createMachinePhrasesService(db: Db, storage?: Storage) {
  const { repo, loadMaf, markingInput } = createQuestionAccess(db, storage);

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
      await loadMaf(found.question.id, user);
      const excerpt = body.answer?.trim() ? body.answer.trim().slice(0, EXCERPT_MAX) : null;
      let phrases = body.phrases ?? [];
      if (!phrases.length && body.answer) {
        const input = await markingInput(found.question.id);
        phrases = proposeMachinePhrases(input, body.answer, [String(pointId)]).map((p) => p.phrase);
        if (!phrases.length) {
          throw badRequest(
            'nothing_to_learn',
            'The engine already awards this point for the answer, or found no phrase to learn from it',
          );
        }
      }
      assertPhrasesReadable(phrases, 'body.phrases');
      const unique = [...new Set(phrases.map((p) => p.trim()))];
      const rows = await repo.proposeMachinePhrases(
        pointId,
        unique.map((phrase) => ({ phrase, sourceExcerpt: excerpt })),
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
      await db.transaction(async (t) => {
        const r = createQuestionsRepository(t as unknown as Db);
        for (const status of ['accepted', 'rejected'] as const) {
          await r.reviewMachinePhrases(
            decisions.filter((d) => d.status === status).map((d) => d.id),
            status,
            user.id,
          );
        }
      });
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
      return toMachinePhrase(row!);
    },

    async deleteMachine(id: number) {
      if (!(await repo.deleteMachinePhrase(id))) throw notFound('Machine phrase');
      return { success: true as const };
    },
  };
}

export type MachinePhrasesService = ReturnType<typeof createMachinePhrasesService>;
