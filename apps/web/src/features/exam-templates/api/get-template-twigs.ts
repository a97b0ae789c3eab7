/**
 * GET /api/v2/examtemplates/:id/twigs: the builder's tree (sections -> questions -> marking
 * points), with what the preview needs per question: choices, answer structure, photo.
 */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type TemplateTwigs } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { newSectionKey, type DraftQuestion, type DraftSection } from '../components/template-draft';
import { examTemplateKeys } from './query-keys';

export type { TemplateTwigs };

export function getTemplateTwigs(id: number, signal?: AbortSignal) {
  return callEndpoint(examTemplatesEndpoints.getExamtemplatesByIdTwigs, { params: { id }, validate: true, signal });
}

export function useTemplateTwigs(id: number | null) {
  return useQuery({
    queryKey: examTemplateKeys.twigs(id ?? 0),
    queryFn: ({ signal }) => getTemplateTwigs(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

type TwigQuestion = TemplateTwigs['sections'][number]['questions'][number];

/** A question of the tree as the builder keeps it: what a student sees and its marks, no mark scheme. */
export function draftQuestionOf(q: TwigQuestion): DraftQuestion {
  const numeric = q.structure?.type === 'numeric' ? q.structure : null;
  return {
    id: q.question_id,
    type: q.kind === 'quiz' ? 'choice' : numeric ? 'numeric' : 'text',
    text: q.text,
    marks: q.max_marks,
    choices: q.choices ?? undefined,
    unit: numeric?.unit ?? null,
    photoUrl: q.photo_url,
  };
}

export function draftSectionsOf(twigs: TemplateTwigs): DraftSection[] {
  return [...twigs.sections]
    .sort((a, b) => a.position - b.position)
    .map((s) => ({
      key: newSectionKey(),
      id: s.id,
      title: s.title,
      questions: [...s.questions].sort((a, b) => a.position - b.position).map(draftQuestionOf),
    }));
}
