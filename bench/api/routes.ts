/**
 * The reads the API benchmark measures: who calls them, the URL, and the hand-written SQL that
 * returns the same data (the floor the app is compared with). Each hand-written set starts with
 * the one lookup any authenticated request needs (the caller's account), then one statement.
 */
import type { Statement } from './capture';

export interface BenchContext {
  /** Demo accounts' ids and emails, a district school admin, the demo class 10B. */
  teacher: { id: number; email: string; schoolId: number };
  staff: { id: number; email: string };
  student: { id: number; email: string; schoolId: number };
  schoolAdmin: { id: number; email: string; schoolId: number };
  districtAdmin: { id: number; email: string; schoolId: number } | null;
  class10b: number;
  publicSlug: string;
}

export interface BenchRoute {
  name: string;
  /** E-mail of the caller, or null for a public read. */
  caller(ctx: BenchContext): string | null;
  url(ctx: BenchContext): string;
  /** Anyone may read it (no caller needed). */
  public?: boolean;
  sql(ctx: BenchContext): Statement[];
}

const account = (id: number): Statement => ({
  text: 'SELECT id, kind, school_id, school_admin, owner, active FROM users WHERE id = $1',
  values: [id],
});

export const ROUTES: BenchRoute[] = [
  {
    name: 'question search',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/questionmafs?query=cell&curricula=1',
    sql: (c) => [
      account(c.teacher.id),
      {
        // One page newest first (index questions_kind_updated_idx) and a count stopped four pages on (101 rows).
        text: `WITH visible AS (SELECT curricula_id FROM school_visible_curricula WHERE school_id = $3)
               SELECT q.id, q.kind, q.text, q.curricula_id, q.course_id, q.topic_id, q.lesson_id, q.max_marks,
                      q.marking_type, q.levels, q.photo, q.media, q.created_by, q.created_at, q.updated_at,
                      (SELECT count(*) FROM marking_points mp WHERE mp.question_id = q.id) AS points,
                      (SELECT count(*) FROM (SELECT 1 FROM questions c
                         WHERE c.kind = 'maf' AND c.curricula_id = $1 AND c.search_text LIKE lower($2)
                           AND c.curricula_id IN (SELECT curricula_id FROM visible) LIMIT 101) m) AS total
               FROM questions q
               WHERE q.kind = 'maf' AND q.curricula_id = $1 AND q.search_text LIKE lower($2)
                 AND q.curricula_id IN (SELECT curricula_id FROM visible)
               ORDER BY q.updated_at DESC, q.id DESC LIMIT 20`,
        values: [1, '%cell%', c.teacher.schoolId],
      },
    ],
  },
  {
    name: 'question list (no search)',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/questionmafs',
    sql: (c) => [
      account(c.teacher.id),
      {
        text: `WITH visible AS (SELECT curricula_id FROM school_visible_curricula WHERE school_id = $1)
               SELECT q.id, q.kind, q.text, q.curricula_id, q.course_id, q.topic_id, q.lesson_id, q.max_marks,
                      q.marking_type, q.levels, q.photo, q.media, q.created_by, q.created_at, q.updated_at,
                      (SELECT count(*) FROM marking_points mp WHERE mp.question_id = q.id) AS points,
                      (SELECT count(*) FROM (SELECT 1 FROM questions c WHERE c.kind = 'maf'
                         AND c.curricula_id IN (SELECT curricula_id FROM visible) LIMIT 201) m) AS total
               FROM questions q
               WHERE q.kind = 'maf' AND q.curricula_id IN (SELECT curricula_id FROM visible)
               ORDER BY q.updated_at DESC, q.id DESC LIMIT 20`,
        values: [c.teacher.schoolId],
      },
    ],
  },
  {
    name: '/questionmaf/exam',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/questionmaf/exam?query=cell&curricula=1&limit=10',
    sql: (c) => [
      account(c.teacher.id),
      {
        text: `WITH visible AS (SELECT curricula_id FROM school_visible_curricula WHERE school_id = $3)
               SELECT q.id, q.text, q.curricula_id, q.course_id, q.max_marks, q.photo, q.updated_at,
                      (SELECT coalesce(sum(mp.marks), 0) FROM marking_points mp WHERE mp.question_id = q.id) AS marks,
                      (SELECT count(*) FROM (SELECT 1 FROM questions c
                         WHERE c.kind = 'maf' AND c.curricula_id = $1 AND c.search_text LIKE lower($2)
                           AND c.curricula_id IN (SELECT curricula_id FROM visible)
                           AND EXISTS (SELECT 1 FROM marking_points mp WHERE mp.question_id = c.id) LIMIT 51) m) AS total
               FROM questions q
               WHERE q.kind = 'maf' AND q.curricula_id = $1 AND q.search_text LIKE lower($2)
                 AND q.curricula_id IN (SELECT curricula_id FROM visible)
                 AND EXISTS (SELECT 1 FROM marking_points mp WHERE mp.question_id = q.id)
               ORDER BY q.updated_at DESC, q.id DESC LIMIT 10`,
        values: [1, '%cell%', c.teacher.schoolId],
      },
    ],
  },
  {
    name: '/filters (teacher)',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/filters',
    sql: (c) => [
      account(c.teacher.id),
      {
        text: `SELECT
          (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'subject_id', c.subject_id) ORDER BY c.name, c.id), '[]')
             FROM school_visible_curricula sc JOIN curricula c ON c.id = sc.curricula_id WHERE sc.school_id = $2) AS curriculas,
          (SELECT coalesce(json_agg(json_build_object('id', q.id, 'name', q.name, 'curricula_id', q.curricula_id) ORDER BY q.name, q.id), '[]')
             FROM school_visible_curricula sc JOIN qualifications q ON q.curricula_id = sc.curricula_id WHERE sc.school_id = $2) AS qualifications,
          (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'qualification_id', g.qualification_id,
               'curricula_id', (SELECT coalesce(json_agg(gc.curricula_id ORDER BY gc.curricula_id), '[]') FROM group_curricula gc WHERE gc.group_id = g.id))
               ORDER BY g.name, g.id), '[]')
             FROM group_teachers gt JOIN school_groups g ON g.id = gt.group_id WHERE gt.teacher_id = $1 AND g.active) AS school_groups,
          (SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'curricula_id', x.curricula_id,
               'qualification_id', x.qualification_id, 'group_id', x.group_id) ORDER BY x.position, x.name, x.id), '[]')
             FROM (SELECT co.id, co.name, co.curricula_id, co.qualification_id, co.position, json_agg(g.id ORDER BY g.name, g.id) AS group_id
                   FROM group_teachers gt JOIN school_groups g ON g.id = gt.group_id AND g.active
                   JOIN group_curricula gc ON gc.group_id = g.id
                   JOIN courses co ON co.curricula_id = gc.curricula_id
                     AND (g.qualification_id IS NULL OR g.qualification_id = co.qualification_id)
                   WHERE gt.teacher_id = $1 GROUP BY co.id) x) AS courses`,
        values: [c.teacher.id, c.teacher.schoolId],
      },
    ],
  },
  {
    name: '/school/students (first page)',
    caller: (c) => c.districtAdmin?.email ?? null,
    url: () => '/api/v2/school/students',
    sql: (c) => [
      account(c.districtAdmin?.id ?? 0),
      {
        // The first page of 20 by name, the classes and tags of those 20, and the count up to 1,000.
        text: `SELECT u.id, u.name, u.email, u.active,
                      coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
                                FROM group_students gs JOIN school_groups g ON g.id = gs.group_id
                                WHERE gs.student_id = u.id), '[]') AS groups,
                      coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM student_tags t WHERE t.student_id = u.id), '{}') AS subgroups,
                      (SELECT count(*) FROM (SELECT 1 FROM users m WHERE m.school_id = $1 AND m.kind = 'student' AND m.active LIMIT 1001) c) AS total
               FROM users u WHERE u.school_id = $1 AND u.kind = 'student' AND u.active ORDER BY u.name, u.id LIMIT 21`,
        values: [c.districtAdmin?.schoolId ?? 0],
      },
    ],
  },
  {
    name: '/notifications',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/notifications',
    sql: (c) => [
      account(c.teacher.id),
      {
        // The newest 20 (and one to know more follow), the total and unread counts up to 1,000.
        text: `SELECT n.id, n.title, n.body, n.link, n.read_at, n.created_at,
                      (SELECT count(*) FROM (SELECT 1 FROM notifications WHERE user_id = $1 LIMIT 1001) c) AS total,
                      (SELECT count(*) FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT 1001) c) AS unread
               FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT 21`,
        values: [c.teacher.id],
      },
    ],
  },
  {
    name: '/examstemplate (teacher)',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/examstemplate',
    sql: (c) => [
      account(c.teacher.id),
      {
        text: `SELECT t.*, u.name AS author,
                      (SELECT coalesce(sum(q.max_marks), 0) FROM exam_template_questions etq JOIN questions q ON q.id = etq.question_id
                        WHERE etq.template_id = t.id) AS total_marks,
                      (SELECT count(*) FROM exam_template_questions etq WHERE etq.template_id = t.id) AS question_count,
                      coalesce((SELECT array_agg(l.lesson_id ORDER BY l.lesson_id) FROM exam_template_lessons l WHERE l.template_id = t.id), '{}') AS lesson_ids,
                      (SELECT count(*) FROM exam_templates v WHERE v.archived_at IS NULL AND (v.visibility = 'public' OR v.central
                        OR (v.school_id = $1 AND (v.visibility = 'school' OR v.created_by = $2)))) AS total
               FROM exam_templates t LEFT JOIN users u ON u.id = t.created_by
               WHERE t.archived_at IS NULL AND (t.visibility = 'public' OR t.central OR (t.school_id = $1 AND (t.visibility = 'school' OR t.created_by = $2)))
               ORDER BY t.updated_at DESC, t.id DESC LIMIT 20`,
        values: [c.teacher.schoolId, c.teacher.id],
      },
    ],
  },
  {
    name: '/central/template (staff)',
    caller: (c) => c.staff.email,
    url: () => '/api/v2/central/template',
    sql: (c) => [
      account(c.staff.id),
      {
        text: `SELECT t.*, u.name AS author,
                      (SELECT coalesce(sum(q.max_marks), 0) FROM exam_template_questions etq JOIN questions q ON q.id = etq.question_id
                        WHERE etq.template_id = t.id) AS total_marks,
                      (SELECT count(*) FROM exam_template_questions etq WHERE etq.template_id = t.id) AS question_count,
                      coalesce((SELECT array_agg(l.lesson_id ORDER BY l.lesson_id) FROM exam_template_lessons l WHERE l.template_id = t.id), '{}') AS lesson_ids,
                      (SELECT count(*) FROM exam_templates v WHERE v.archived_at IS NULL AND v.central) AS total
               FROM exam_templates t LEFT JOIN users u ON u.id = t.created_by
               WHERE t.archived_at IS NULL AND t.central
               ORDER BY t.updated_at DESC, t.id DESC LIMIT 20`,
        values: [],
      },
    ],
  },
  {
    name: '/mafassignments (teacher)',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/mafassignments',
    sql: (c) => [
      account(c.teacher.id),
      {
        text: `SELECT a.*, t.name AS template_name, t.instructions,
                      (SELECT coalesce(sum(q.max_marks), 0) FROM exam_template_questions etq JOIN questions q ON q.id = etq.question_id
                        WHERE etq.template_id = a.template_id) AS total_marks,
                      (SELECT count(*) FROM exam_template_questions etq WHERE etq.template_id = a.template_id) AS question_count,
                      (SELECT count(*) FROM users u WHERE u.school_id = a.school_id AND u.kind = 'student' AND u.active
                        AND EXISTS (SELECT 1 FROM assignment_targets x WHERE x.school_id = a.school_id AND x.assignment_id = a.id AND (
                          (x.kind = 'student' AND x.student_id = u.id)
                          OR (x.kind = 'group' AND EXISTS (SELECT 1 FROM group_students gs JOIN school_groups g ON g.id = gs.group_id
                               WHERE gs.group_id = x.group_id AND gs.student_id = u.id AND g.active))
                          OR (x.kind = 'subgroup' AND EXISTS (SELECT 1 FROM student_tags st WHERE st.name = x.tag AND st.student_id = u.id))))) AS students,
                      (SELECT count(*) FROM attempts s WHERE s.school_id = a.school_id AND s.assignment_id = a.id) AS started,
                      (SELECT count(*) FROM attempts s WHERE s.school_id = a.school_id AND s.assignment_id = a.id
                        AND (s.submitted_at IS NOT NULL OR s.deadline_at + interval '60 seconds' < now())) AS submitted,
                      (SELECT count(*) FROM attempts s WHERE s.school_id = a.school_id AND s.assignment_id = a.id
                        AND s.released_at IS NOT NULL) AS released,
                      (SELECT count(*) FROM assignments b WHERE b.school_id = $1 AND b.deleted_at IS NULL AND (b.created_by = $2
                        OR EXISTS (SELECT 1 FROM assignment_targets x JOIN group_teachers gt ON gt.group_id = x.group_id
                                   WHERE x.assignment_id = b.id AND gt.teacher_id = $2))) AS total
               FROM assignments a JOIN exam_templates t ON t.id = a.template_id
               WHERE a.school_id = $1 AND a.deleted_at IS NULL AND (a.created_by = $2
                 OR EXISTS (SELECT 1 FROM assignment_targets x JOIN group_teachers gt ON gt.group_id = x.group_id
                            WHERE x.assignment_id = a.id AND gt.teacher_id = $2))
               ORDER BY a.due_at DESC, a.id DESC LIMIT 20`,
        values: [c.teacher.schoolId, c.teacher.id],
      },
    ],
  },
  {
    name: '/mafassignments (student)',
    caller: (c) => c.student.email,
    url: () => '/api/v2/mafassignments',
    sql: (c) => [
      account(c.student.id),
      {
        text: `SELECT a.*, t.name AS template_name, t.instructions, s.started_at, s.deadline_at, s.submitted_at,
                      s.released_at, s.no_credit, e.extra_minutes, e.extra_percent,
                      CASE WHEN s.released_at IS NOT NULL THEN (SELECT coalesce(sum(m.marks), 0) FROM answer_marks m
                        WHERE m.attempt_id = s.id) END AS marks,
                      CASE WHEN s.released_at IS NOT NULL THEN (SELECT coalesce(sum(m.max_marks), 0) FROM answer_marks m
                        WHERE m.attempt_id = s.id) END AS max_marks,
                      (SELECT coalesce(sum(q.max_marks), 0) FROM exam_template_questions etq JOIN questions q ON q.id = etq.question_id
                        WHERE etq.template_id = a.template_id) AS total_marks,
                      (SELECT count(*) FROM exam_template_questions etq WHERE etq.template_id = a.template_id) AS question_count
               FROM assignments a JOIN exam_templates t ON t.id = a.template_id
               LEFT JOIN attempts s ON s.school_id = a.school_id AND s.assignment_id = a.id AND s.student_id = $2
               LEFT JOIN assignment_extra_time e ON e.school_id = a.school_id AND e.assignment_id = a.id AND e.student_id = $2
               WHERE a.school_id = $1 AND a.deleted_at IS NULL
                 AND EXISTS (SELECT 1 FROM assignment_targets x WHERE x.school_id = a.school_id AND x.assignment_id = a.id AND (
                       (x.kind = 'student' AND x.student_id = $2)
                       OR (x.kind = 'group' AND EXISTS (SELECT 1 FROM group_students gs JOIN school_groups g ON g.id = gs.group_id
                            WHERE gs.group_id = x.group_id AND gs.student_id = $2 AND g.active))
                       OR (x.kind = 'subgroup' AND EXISTS (SELECT 1 FROM student_tags st WHERE st.name = x.tag AND st.student_id = $2))))
               ORDER BY a.due_at ASC, a.id ASC LIMIT 20`,
        values: [c.student.schoolId, c.student.id],
      },
    ],
  },
  {
    name: 'public page by slug',
    caller: () => null,
    public: true,
    url: (c) => `/api/v2/public/pages/${c.publicSlug}`,
    sql: (c) => [{ text: 'SELECT * FROM cms_pages WHERE slug = $1 AND public', values: [c.publicSlug] }],
  },
  {
    name: '/blogs',
    caller: () => null,
    public: true,
    url: () => '/api/v2/blogs',
    sql: () => [
      {
        // The page from index blog_posts_public_list_idx; the whole list's count is one index-only count.
        text: `SELECT id, type, title, slug, excerpt, image, tags, published_at, author,
                      (SELECT count(*) FROM blog_posts WHERE type = 1 AND published) AS total
               FROM blog_posts WHERE type = 1 AND published ORDER BY published_at DESC, id DESC LIMIT 9`,
        values: [],
      },
    ],
  },
  {
    name: '/blogs search',
    caller: () => null,
    public: true,
    url: () => '/api/v2/blogs?query=cell',
    sql: () => [
      {
        text: `SELECT id, type, title, slug, excerpt, image, tags, published_at, author,
                      (SELECT count(*) FROM (SELECT 1 FROM blog_posts WHERE type = 1 AND published
                         AND (title || ' ' || excerpt) ILIKE '%cell%' LIMIT 901) m) AS total
               FROM blog_posts WHERE type = 1 AND published AND (title || ' ' || excerpt) ILIKE '%cell%'
               ORDER BY published_at DESC, id DESC LIMIT 9`,
        values: [],
      },
    ],
  },
  {
    name: '/blog/tags',
    caller: () => null,
    public: true,
    url: () => '/api/v2/blog/tags',
    sql: () => [
      {
        // Uncached: the aggregate a server without a cache would run on every request.
        text: `SELECT t.name, count(*) AS count FROM blog_posts p, unnest(p.tags) AS t(name)
               WHERE p.published GROUP BY t.name ORDER BY count(*) DESC, t.name`,
        values: [],
      },
    ],
  },
  {
    name: 'sitemap.xml',
    caller: () => null,
    public: true,
    url: () => '/sitemap.xml',
    sql: () => [
      {
        // Uncached: the first file's URLs (10,000) read on every request.
        text: `(SELECT slug, updated_at, 0 AS type FROM cms_pages WHERE public ORDER BY slug)
               UNION ALL
               (SELECT slug, updated_at, type FROM blog_posts WHERE published ORDER BY published_at DESC, id DESC LIMIT 9997)`,
        values: [],
      },
    ],
  },
];

/** Class-scoped reads: their cost should follow the class asked for, not the size of the database. */
export const CLASS_SCOPED: BenchRoute[] = [
  {
    name: '/filters/:class/students',
    caller: (c) => c.teacher.email,
    url: (c) => `/api/v2/filters/${c.class10b}/students`,
    sql: () => [],
  },
  {
    name: '/schoolgroups',
    caller: (c) => c.teacher.email,
    url: () => '/api/v2/schoolgroups',
    sql: () => [],
  },
  {
    name: '/school/students?groupId=10B',
    caller: (c) => c.schoolAdmin.email,
    url: (c) => `/api/v2/school/students?groupId=${c.class10b}`,
    sql: () => [],
  },
  {
    name: '/notifications (second page)',
    caller: (c) => c.student.email,
    url: () => '/api/v2/notifications?limit=5&offset=5',
    sql: () => [],
  },
];
