import type { Curriculum } from '@markwell/contracts/curricula';

/** The curricula GET /curriculas lists in feature tests: biology (id 1) and chemistry (id 2). */
export const curriculaList: Curriculum[] = [
  {
    id: 1,
    name: 'AQA Biology',
    subject_id: 8,
    subject: 'Biology',
    active: true,
    description: null,
    concept_share: null,
  },
  {
    id: 2,
    name: 'AQA Chemistry',
    subject_id: 28,
    subject: 'Chemistry',
    active: true,
    description: null,
    concept_share: null,
  },
];
