import { z } from 'zod';

/** Most entries of each list a roster check answers (the counts are always whole). */
export const ROSTER_LIST_CAP = 500;

export const rosterIssueSchema = z.object({
  file: z.string().describe('The CSV file in the zip, e.g. users.csv'),
  line: z.number().int().describe('The line of the file (1 is the header; 0: the whole file)'),
  field: z.string().nullable().describe('The column or manifest property at fault, as OneRoster names it'),
  message: z.string().describe('Why the row is refused'),
});
export type RosterIssue = z.infer<typeof rosterIssueSchema>;

const countsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  leaving: z.number().int(),
});

const changeSchema = z.object({
  sourcedId: z.string().describe('The OneRoster sourcedId'),
  name: z.string(),
  detail: z.string().nullable().describe('What changes, for a changed row'),
});

const enrolmentSchema = z.object({
  classSourcedId: z.string().nullable(),
  userSourcedId: z.string().nullable(),
  className: z.string(),
  userName: z.string(),
  role: z.enum(['student', 'teacher']),
});

export const rosterPlanSchema = z.object({
  applied: z.boolean().describe('True when the changes were made; false for a dry run'),
  org: z
    .object({ sourcedId: z.string(), name: z.string(), adopted: z.boolean() })
    .nullable()
    .describe("The school's OneRoster org; adopted: this import records it for the school"),
  students: countsSchema,
  teachers: countsSchema,
  classes: countsSchema,
  enrollments: z.object({ added: z.number().int(), ended: z.number().int() }),
  lists: z.object({
    studentsAdded: z.array(changeSchema),
    studentsChanged: z.array(changeSchema),
    studentsLeaving: z.array(changeSchema),
    teachersAdded: z.array(changeSchema),
    teachersChanged: z.array(changeSchema),
    teachersLeaving: z.array(changeSchema),
    classesAdded: z.array(changeSchema),
    classesChanged: z.array(changeSchema),
    classesLeaving: z.array(changeSchema),
    enrollmentsAdded: z.array(enrolmentSchema),
    enrollmentsEnded: z.array(enrolmentSchema),
  }),
  errorCount: z.number().int(),
  errors: z.array(rosterIssueSchema).describe(`Row errors, at most ${ROSTER_LIST_CAP}; any error stops the apply`),
  warnings: z.array(rosterIssueSchema).describe('Worth knowing, not stopping: a class with no teacher'),
  durationMs: z.number().describe('Time taken on the server'),
});
export type RosterPlanBody = z.infer<typeof rosterPlanSchema>;

/** The gradebook export's note of students left out (no roster sourcedId). */
export const GRADEBOOK_SKIPPED_HEADER = 'x-oneroster-skipped';
