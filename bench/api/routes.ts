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
  districtAdmin: { id: number; email: string; schoolId: number } | null;
  class10b: number;
  publicSlug: string;
}

export interface BenchRoute {
  name: string;
  /** E-mail of the caller, or null for a public read. */
  caller(ctx: BenchContext): string | null;
  url(ctx: BenchContext): string;
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
        text: `SELECT q.id, q.kind, q.text, q.curricula_id, q.course_id, q.topic_id, q.lesson_id, q.max_marks,
                      q.marking_type, q.photo, q.media, q.updated_at,
                      (SELECT count(*) FROM marking_points mp WHERE mp.question_id = q.id) AS points,
                      count(*) OVER () AS total
               FROM questions q
               WHERE q.kind = 'maf' AND q.curricula_id = $1 AND q.text ILIKE $2
                 AND q.curricula_id IN (SELECT curricula_id FROM school_curricula WHERE school_id = $3)
               ORDER BY q.updated_at DESC, q.id DESC LIMIT 20`,
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
        text: `WITH g AS (
                 SELECT sg.id, sg.name, sg.qualification_id FROM school_groups sg
                 JOIN group_teachers gt ON gt.group_id = sg.id WHERE gt.teacher_id = $1 AND sg.active),
               gc AS (SELECT group_id, curricula_id FROM group_curricula WHERE group_id IN (SELECT id FROM g)),
               sc AS (SELECT curricula_id FROM school_curricula WHERE school_id = $2)
               SELECT json_build_object(
                 'school_groups', (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name,
                     'qualification_id', g.qualification_id,
                     'curricula_id', (SELECT coalesce(json_agg(gc.curricula_id), '[]') FROM gc WHERE gc.group_id = g.id))
                     ORDER BY g.name), '[]') FROM g),
                 'curriculas', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
                     'subject_id', c.subject_id, 'subject', s.name) ORDER BY c.name), '[]')
                     FROM curricula c JOIN subjects s ON s.id = c.subject_id WHERE c.id IN (SELECT curricula_id FROM sc)),
                 'qualifications', (SELECT coalesce(json_agg(json_build_object('id', q.id, 'name', q.name,
                     'curricula_id', q.curricula_id) ORDER BY q.name), '[]')
                     FROM qualifications q WHERE q.curricula_id IN (SELECT curricula_id FROM sc)),
                 'courses', (SELECT coalesce(json_agg(json_build_object('id', co.id, 'name', co.name,
                     'curricula_id', co.curricula_id, 'qualification_id', co.qualification_id,
                     'group_id', (SELECT coalesce(json_agg(gc.group_id), '[]') FROM gc WHERE gc.curricula_id = co.curricula_id))
                     ORDER BY co.position, co.name), '[]')
                     FROM courses co WHERE co.curricula_id IN (SELECT curricula_id FROM gc))
               ) AS body`,
        values: [c.teacher.id, c.teacher.schoolId],
      },
    ],
  },
  {
    name: '/school/students (500)',
    caller: (c) => c.districtAdmin?.email ?? null,
    url: () => '/api/v2/school/students',
    sql: (c) => [
      account(c.districtAdmin?.id ?? 0),
      {
        text: `SELECT u.id, u.name, u.email, u.active, u.created_at,
                      coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name))
                                FROM group_students gs JOIN school_groups g ON g.id = gs.group_id
                                WHERE gs.student_id = u.id), '[]') AS classes,
                      coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM student_tags t WHERE t.student_id = u.id), '{}') AS subgroups
               FROM users u WHERE u.school_id = $1 AND u.kind = 'student' ORDER BY u.name, u.id`,
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
        text: `SELECT n.id, n.title, n.body, n.link, n.read_at, n.created_at,
                      (SELECT count(*) FROM notifications WHERE user_id = $1) AS total,
                      (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL) AS unread
               FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT 20`,
        values: [c.teacher.id],
      },
    ],
  },
  {
    name: 'public page by slug',
    caller: () => null,
    url: (c) => `/api/v2/public/pages/${c.publicSlug}`,
    sql: (c) => [{ text: 'SELECT * FROM cms_pages WHERE slug = $1 AND public', values: [c.publicSlug] }],
  },
  {
    name: '/blogs',
    caller: () => null,
    url: () => '/api/v2/blogs',
    sql: () => [
      {
        text: `SELECT id, type, title, slug, excerpt, image, tags, published_at, author, count(*) OVER () AS total
               FROM blog_posts WHERE type = 1 AND published ORDER BY published_at DESC, id DESC LIMIT 9`,
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
];
