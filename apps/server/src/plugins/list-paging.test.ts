import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every read whose answer holds a list takes paging parameters with a capped page size, or is
 * listed below with the reason its lists stay small. The lists are read from the OpenAPI document
 * the route schemas produce, so a new list route is checked the moment it is registered.
 */

/** Reads whose lists are bounded by what they describe, not by paging; each entry says why. */
const BOUNDED_LISTS: Record<string, string> = {
  'GET /api/v2/learning/courses': "one student's courses: those of their classes' curricula",
  'GET /api/v2/learning/courses/{id}': 'one course: its chapters, topics and lessons',
  'GET /api/v2/learning/lessons/{id}':
    'one lesson: its practice questions and the latest (at most 20) of the student’s answers a teacher checked',
  'GET /api/v2/learning/reviews':
    'one class: its answers waiting for review, newest first, at most PRACTICE_REVIEW_LIST_MAX (100); `total` counts them all',
  'GET /api/v2/learning/reviews/counts': "the caller's classes, a row each",
  'GET /api/v2/staff/lessons': 'one course: its lessons',
  'GET /api/v2/staff/lessons/{id}':
    'one lesson: at most LESSON_PRACTICE_MAX (50) chosen questions and LESSON_CANDIDATES_MAX (200) placed on it',
  'GET /api/v2/learning/revision': 'the revision set: at most REVISION_SET_SIZE (at most 50) questions',
  'GET /api/v2/learning/progress':
    "one student's courses with their lessons, at most 5 lessons to revise and 5 pieces of set work",
  'GET /api/v2/learning/lessons/{id}/wrong-answers':
    'one lesson and class: at most 20 questions of at most 20 clusters each, from the newest 2000 wrong answers',
  'GET /api/v2/assignments/practice/{id}/students':
    'one practice: the students it is set to (the roster of its classes and subgroups), each with its set lessons',
  'GET /api/v2/tips': 'one tip per place of the app (a fixed handful)',
  'GET /api/v2/staff/tips': 'one tip per place of the app (a fixed handful)',
  'GET /api/v2/sso/providers': "the platform-wide identity providers and those of one e-mail's domain",
  'GET /api/v2/admin/sso-connections': 'the platform-wide identity providers (a handful)',
  'GET /api/v2/mafanswers/{id}/marking/all': 'one assignment: the students it is set to, a mark per question each',
  'GET /api/v2/mafanswers/{id}/markings': 'one assignment: its questions',
  'GET /api/v2/mafanswers/{id}/markings/{mid}': 'one question of one assignment: an answer per student it is set to',
  'GET /api/v2/mafanswers/{id}/markings/{mid}/answers/{aid}': 'one answer: its points, changes and queries',
  'GET /api/v2/exams/{id}/students/{sid}/marks': "one attempt: its questions' marks",
  'GET /api/v2/mafanswers/{id}/statistic': 'one assignment: its questions and their marking points',
  'GET /api/v2/mafanswers/{id}/review': "one attempt: its questions' marks",
  'GET /api/v2/mafanswers/{id}/queries': 'one assignment: at most one open query per point of each answer',
  'GET /api/v2/markingcomments': "one teacher's comment bank (at most 500 comments)",
  'GET /api/v2/register/categories': 'the four school types, each with the fixed list of subjects on offer',
  'GET /api/v2/subscription/user': "one school's subscription: its subjects and recorded changes",
  'GET /api/v2/invoices/{id}': 'one invoice: its lines (a line per subscribed subject)',
  'GET /api/v2/subject-prices': 'the fixed list of subjects, each with its current and planned price lists',
  'GET /api/v2/questionmafs/{id}/regrade': 'one question: the answers whose mark the dry run would change',
  'GET /api/v2/markingpoints/{id}/machine/regrade':
    'one proposal: the answers to its question whose mark the dry run would change',
  'GET /api/v2/mafanswers/{id}': 'one attempt: the questions and answers of one template (at most 200 questions)',
  'GET /api/v2/mafanswers/{id}/questions/{qid}': "one saved answer: a choice answer's choice ids",
  'GET /api/v2/mafassignments/{id}':
    'one assignment: its extra-time grants and the students it is set to (the roster of its classes and subgroups)',
  'GET /api/v2/filters':
    "one teacher's filter options: the school's subscribed curricula and their qualifications, the caller's classes and their courses",
  'GET /api/v2/filters/{id}/lessons': 'one course: its chapters, topics and lessons',
  'GET /api/v2/examtemplates/{id}': 'one template: at most 30 sections and 200 questions',
  'GET /api/v2/examtemplates/{id}/twigs': 'one template: at most 30 sections and 200 questions',
  'GET /import/questions/maf/batch/{id}':
    'one import file: the errors of its lines (a file holds a bounded number of lines)',
  'GET /import/questions/quiz/batch/{id}':
    'one import file: the errors of its lines (a file holds a bounded number of lines)',
  'GET /api/v2/school/groups/options': "the school's subscribed curricula with their qualifications",
  // Question bank, blog and CMS reads: one object's parts, or the short content lists of the site.
  'GET /api/v2/public/home': 'the home page: its configured sections',
  'GET /api/v2/cmspages': 'the CMS pages of the site (edited by content staff)',
  'GET /api/v2/cmshomepagesections': 'the fixed sections of the home page',
  'GET /api/v2/teaserpages': 'the teaser pages of the site (edited by content staff)',
  'GET /api/v2/seopages': 'the SEO pages of the site (edited by content staff)',
  'GET /api/v2/blogs': 'public blog list: paged by `page` with a fixed page size',
  'GET /api/v2/blog/tags': 'the tags in use on the blog',
  'GET /api/v2/blogs/{slug}': 'one post: its tags and files',
  'GET /api/v2/blogposts/{id}': 'one post: its tags and files',
  'GET /api/v2/questionmafs/{id}': 'one question: its levels and marking points',
  'GET /api/v2/questionmaf/exam': 'bank search for the template builder: limited by the question module',
  'GET /api/v2/questionmafs/{id}/makingpoints': 'one question: its marking points',
  'GET /api/v2/markingpoints/weights':
    'one question: its marking points with a learnt word model, each with its five strongest keys for and against',
  'GET /api/v2/questionmafedits/{id}/makingpoints': 'one question: its marking points and their synonyms',
  'GET /api/v2/mafsynonyms': 'the synonyms of one curriculum, searched',
  'GET /api/v2/messages/recipients':
    'the classes and people the caller may write to, searched by `q`, capped by `limit`',
  'GET /api/v2/teacher/academy/curriculas': "the school's subscribed curricula that have academy courses",
  'GET /api/v2/teacher/academy/active/courses':
    'the academy courses the caller enrolled in (at most every published course)',
  'GET /api/v2/teacher/academy/progress': "the caller's academy courses and their attempts",
  'GET /api/v2/teacher/academy/courses/{courseId}': 'one academy course: its lessons and the attempts of the caller',
  'GET /api/v2/academycourses': 'the academy courses (written by content staff)',
  'GET /api/v2/academycourses/{id}': 'one academy course: its lessons',
  'GET /api/v2/cmsmenuitems': 'the items of the header and footer menus: at most MENU_ITEMS_MAX (12) each',
  'GET /api/v2/public/menus': 'the links of the header and footer menus: at most MENU_ITEMS_MAX (12) each',
  // Dashboards: one subject, class or course of the caller's school, summed in SQL.
  'GET /api/v2/livedata/subject/summary': "a row per class of the caller's following one subject",
  'GET /api/v2/livedata/subject/{type}':
    "a row per class and course, course, or student of the caller's classes of one subject (a school's roll at most)",
  'GET /api/v2/livedata/student/course': 'one course: its chapters, topics and lessons',
  'GET /api/v2/progress/subject/summary': 'a row per qualification of one subject',
  'GET /api/v2/progress/subject/{type}': "a row per class or course of the caller's of one subject",
  'GET /api/v2/progress/student/course/{type}': 'one class: its students, each with the units of one course',
  'GET /api/v2/exams/subject': "a row per class of the caller's following one subject",
  'GET /api/v2/assignments/subject': "a row per class of the caller's following one subject",
  'GET /api/v2/exams/statistics': 'one class on one course: ten score bands and the exams set to it',
  'GET /api/v2/assignments/statistics': 'one class on one course: ten score bands and the assignments set to it',
  'GET /api/v2/checkpoints': "the checkpoints of the caller's courses (one per topic at most), each with its classes",
  'GET /api/v2/checkpoints/subject/score': "a row per class of the caller's following one subject",
  'GET /api/v2/checkpoints/{id}/statistics': 'one checkpoint: ten score bands and its questions',
  'GET /api/v2/centrals/{id}/checkpoint-topics':
    'the topics one central template closes: at most the topics of its curriculum, one checkpoint each',
  'GET /api/v2/dashboards/{id}/filters': "one user's saved filters of one dashboard: at most 20",
  'GET /api/v2/sessions/{id}': 'one mock session: the schools it is offered to (at most MOCK_SCHOOLS_MAX, 500)',
  'GET /api/v2/sessions/{id}/results':
    'one mock session: a row per school offered it (at most MOCK_SCHOOLS_MAX) and the caller’s school’s assignments of it',
  'GET /api/v2/mock/available':
    'one school: the mock sessions offered to it, not archived and closed at most MOCK_AVAILABLE_CLOSED_DAYS (90) ago',
};

interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maximum?: number;
}
interface Parameter {
  in: string;
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const deref = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s;

/** Whether an answer of this schema is a list, or an object with a list among its fields. */
function holdsList(raw: Schema | undefined): boolean {
  const s = deref(raw);
  if (!s) return false;
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (branches.length) return branches.some(holdsList);
  if (s.type === 'array') return true;
  return Object.values(s.properties ?? {}).some((p) => {
    const field = deref(p);
    return (
      field?.type === 'array' ||
      [...(field?.anyOf ?? []), ...(field?.oneOf ?? [])].some((b) => deref(b)?.type === 'array')
    );
  });
}

/** The reads that answer lists, with their query parameters. */
function listReads() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(
        ([method, op]) => method === 'get' && holdsList(op.responses['200']?.content?.['application/json']?.schema),
      )
      .map(([, op]) => ({
        name: `GET ${path}`,
        query: new Map((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
      })),
  );
}

describe('list reads', () => {
  it('finds the list reads of the API (the check reads the real route table)', () => {
    const names = listReads().map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v2/school/students',
        'GET /api/v2/notifications',
        'GET /api/v2/mafassignments',
        'GET /api/v2/curriculas',
      ]),
    );
  });

  it('each takes a capped `limit` and a page, cursor or offset, or is a reviewed bounded list', () => {
    const unpaged = listReads()
      .filter((r) => !(r.name in BOUNDED_LISTS))
      .filter((r) => {
        const limit = r.query.get('limit');
        const capped = typeof limit?.maximum === 'number';
        // `before` is a keyset cursor (the last id seen), as the messages lists name it.
        const paged = ['page', 'cursor', 'offset', 'before'].some((name) => r.query.has(name));
        return !(capped && paged);
      })
      .map((r) => r.name);
    expect(unpaged).toEqual([]);
  });

  it('lists no bounded read that is not a list read of the API', () => {
    const reads = new Set(listReads().map((r) => r.name));
    expect(Object.keys(BOUNDED_LISTS).filter((name) => !reads.has(name))).toEqual([]);
  });
});
