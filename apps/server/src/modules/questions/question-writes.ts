// Checks on what a question edit writes: readable phrases, levels that agree with the marking type,
// links that agree with each other, and the content hash imports match on.
import { createHash } from 'node:crypto';
import type { UpdateMafQuestionBody } from '@markwell/contracts';
import { compileQuestion } from '@markwell/domain/marking/index';
import { badRequest } from '../../lib/errors';
import type { QuestionRow, QuestionsRepository } from './questions.repository';

/** Phrases the engine cannot read (nothing but punctuation) are refused up front. */
export function assertPhrasesReadable(phrases: string[], field = 'phrases') {
  if (!phrases.length) return;
  const compiled = compileQuestion({
    maxMarks: 1,
    markingPoints: phrases.map((p, i) => ({ id: String(i), marks: 1, phrases: [p], machinePhrases: [] })),
    synonyms: [],
    structure: null,
  });
  const errors = compiled.points
    .map((p, i) =>
      p.phrases.length === 0
        ? { path: `${field}.${i}`, message: `"${phrases[i]}" has no words or values to match` }
        : null,
    )
    .filter((e) => e !== null);
  if (errors.length)
    throw badRequest('invalid_phrase', 'A phrase has nothing the marking engine can match', { errors });
}

/**
 * The content hash imports use to skip a question already in the bank: kind, curriculum and the
 * text with case and whitespace normalised.
 */
export function questionContentHash(kind: 'maf' | 'quiz', curriculaId: number, text: string): string {
  const normalised = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${kind}\n${curriculaId}\n${normalised}`).digest('hex');
}

/** Marking type and levels must agree: a levelled question needs at least one level band. */
export function assertLevels(
  markingType: 'points' | 'levelled',
  levels: unknown[] | null | undefined,
  path = 'body.levels',
) {
  if (markingType === 'levelled' && !levels?.length) {
    throw badRequest('levels_required', 'A levelled question needs its levels', {
      errors: [{ path, message: 'Required for a levelled question' }],
    });
  }
}

/**
 * Checks the curriculum / course / topic / lesson links agree, filling course and topic from the
 * lesson. `at` prefixes the field names of the 400's errors.
 */
export async function resolveLinks(
  r: QuestionsRepository,
  links: { curriculaId: number; courseId: number | null; topicId: number | null; lessonId: number | null },
  at = 'body',
) {
  const out = { ...links };
  const fail = (field: string, message: string) =>
    badRequest('invalid_link', message, { errors: [{ path: `${at}.${field}`, message }] });
  if (!(await r.curriculumExists(out.curriculaId))) throw fail('curricula_id', 'No such curriculum');
  if (out.lessonId !== null) {
    const place = await r.lessonPlace(out.lessonId);
    if (!place) throw fail('lesson_id', 'No such lesson');
    if (out.topicId !== null && out.topicId !== place.topicId)
      throw fail('lesson_id', 'The lesson is not in this topic');
    if (out.courseId !== null && out.courseId !== place.courseId)
      throw fail('lesson_id', 'The lesson is not in this course');
    out.topicId = place.topicId;
    out.courseId = place.courseId;
  }
  if (out.topicId !== null) {
    const course = await r.topicCourse(out.topicId);
    if (course === null) throw fail('topic_id', 'No such topic');
    if (out.courseId !== null && out.courseId !== course) throw fail('topic_id', 'The topic is not in this course');
    out.courseId = course;
  }
  if (out.courseId !== null) {
    const curriculaId = await r.courseCurriculum(out.courseId);
    if (curriculaId === null) throw fail('course_id', 'No such course');
    if (curriculaId !== out.curriculaId) throw fail('course_id', 'The course is not in this curriculum');
  }
  return out;
}

/**
 * The columns an edit of a MAF question's own fields writes: changing a coarser link clears the
 * finer links not sent, course and topic follow a lesson, the content hash follows the text.
 * @throws AppError 400 when links disagree or a levelled question has no levels.
 */
export async function mafQuestionPatch(
  r: QuestionsRepository,
  q: QuestionRow,
  patch: Partial<UpdateMafQuestionBody>,
  at = 'body',
) {
  const links = await resolveLinks(
    r,
    {
      curriculaId: patch.curricula_id ?? q.curriculaId,
      courseId:
        patch.course_id !== undefined
          ? patch.course_id
          : patch.curricula_id !== undefined || patch.lesson_id || patch.topic_id
            ? null
            : q.courseId,
      topicId:
        patch.topic_id !== undefined
          ? patch.topic_id
          : patch.lesson_id || patch.course_id !== undefined || patch.curricula_id !== undefined
            ? null
            : q.topicId,
      lessonId:
        patch.lesson_id !== undefined
          ? patch.lesson_id
          : patch.topic_id !== undefined || patch.course_id !== undefined || patch.curricula_id !== undefined
            ? null
            : q.lessonId,
    },
    at,
  );
  const markingType = patch.marking_type ?? q.markingType;
  const levels = patch.levels !== undefined ? patch.levels : q.levels;
  assertLevels(markingType, levels, `${at}.levels`);
  const text = patch.text ?? q.text;
  return {
    text,
    ...links,
    ...(patch.max_marks !== undefined ? { maxMarks: patch.max_marks } : {}),
    markingType,
    levels: levels ?? null,
    ...(patch.media !== undefined ? { media: patch.media } : {}),
    contentHash: questionContentHash('maf', links.curriculaId, text),
  };
}
