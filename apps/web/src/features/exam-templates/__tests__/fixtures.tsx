import { curriculaList } from '../../../test/curricula-data';
import { json } from '../../../test/fetch-mock';
import { stamp } from '../../../test/exam-data';
import { renderTeacherRoutesAt } from '../../../test/feature-harness';
import { examTemplateRoutes } from '../routes';

export { callsOf, expectNoAxeViolations } from '../../../test/feature-harness';
export { stamp, templateSummary } from '../../../test/exam-data';

/** Renders the feature's routes under /teacher at `path`; returns the router to read its location. */
export function renderAt(path: string) {
  return renderTeacherRoutesAt(examTemplateRoutes, path);
}

export const curriculaRoutes = (url: URL) => {
  if (url.pathname === '/api/v2/curriculases') return json(curriculaList.slice(0, 1));
  if (url.pathname === '/api/v2/curriculases/1/courses/lessons')
    return json([
      {
        id: 10,
        name: 'GCSE Biology',
        curricula_id: 1,
        qualification_id: 1,
        qualification: 'GCSE',
        chapters: [
          {
            id: 1,
            name: 'Plants',
            topics: [
              {
                id: 3,
                name: 'Photosynthesis',
                checkpoint_id: null,
                lessons: [{ id: 100, name: 'Light and leaves', url: 'light-and-leaves' }],
              },
            ],
          },
        ],
      },
    ]);
  return undefined;
};

/** A free-text bank question as GET /questionmaf/exam answers. */
export function examQuestion(id: number, text: string, marks: number) {
  return {
    id,
    kind: 'maf',
    text,
    curricula_id: 1,
    course_id: 10,
    topic_id: null,
    lesson_id: null,
    max_marks: marks,
    marking_type: 'points',
    levels: null,
    photo: null,
    photo_url: null,
    media: null,
    created_by: 1,
    created_at: stamp,
    updated_at: stamp,
    points_count: marks,
    points_marks: marks,
  };
}
