import { defineEndpoint } from '../endpoint';
import {
  checkpointTopicListSchema,
  createExamTemplateBodySchema,
  deleteExamTemplateQuerySchema,
  deleteExamTemplateResultSchema,
  examTemplatePageSchema,
  examTemplateSchema,
  idParamsSchema,
  listCentralTemplatesQuerySchema,
  listExamTemplatesQuerySchema,
  setTopicCheckpointBodySchema,
  templateTwigsSchema,
  topicCheckpointSchema,
  updateExamTemplateBodySchema,
} from '../index';

/** The exam templates module's endpoints, each keyed by its operationId in the API document. */
export const examTemplatesEndpoints = {
  postExamtemplates: defineEndpoint({
    method: 'POST',
    path: '/api/v2/examtemplates',
    summary: 'Create an exam template',
    description:
      'A template of the caller’s school built from bank questions of the curricula the school follows, in ordered sections; total marks are computed from the questions.',
    body: createExamTemplateBodySchema,
    responses: { 201: examTemplateSchema },
  }),
  getExamtemplatesById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/examtemplates/:id',
    summary: 'An exam template with its sections and questions',
    description:
      'Visible: public and central templates, and to a teacher their school’s (private ones to their author only). Any other id answers 404.',
    params: idParamsSchema,
    responses: { 200: examTemplateSchema },
  }),
  patchExamtemplatesById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/examtemplates/:id',
    summary: 'Change an exam template',
    description:
      'Only its author (or a school admin of its school). `sections` and `lesson_ids` replace the lists; attempts already made keep the questions they were given.',
    params: idParamsSchema,
    body: updateExamTemplateBodySchema,
    responses: { 200: examTemplateSchema },
  }),
  deleteExamtemplatesById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/examtemplates/:id',
    summary: 'Delete (or archive) an exam template',
    description:
      'While assignments use it: 400 `template_in_use` with `assignments` and `assignment_count`, unless confirm=true. A template ever assigned is archived, not deleted, so attempts keep their questions.',
    params: idParamsSchema,
    query: deleteExamTemplateQuerySchema,
    responses: { 200: deleteExamTemplateResultSchema },
  }),
  getExamtemplatesByIdTwigs: defineEndpoint({
    method: 'GET',
    path: '/api/v2/examtemplates/:id/twigs',
    summary: 'The builder’s tree of a template: sections, questions, marking points',
    description:
      'Includes the mark scheme (marking points, correct choices, numeric answers), so it is for teachers and staff only.',
    params: idParamsSchema,
    responses: { 200: templateTwigsSchema },
  }),
  getExamstemplate: defineEndpoint({
    method: 'GET',
    path: '/api/v2/examstemplate',
    summary: 'Search the exam templates the caller may see',
    description:
      'Filters combine (query, curricula, course, lessons, marks, public, browse); newest first; paged, at most 100 a page.',
    query: listExamTemplatesQuerySchema,
    responses: { 200: examTemplatePageSchema },
  }),
  postCentralsExamtemplates: defineEndpoint({
    method: 'POST',
    path: '/api/v2/centrals/examtemplates',
    summary: 'Create a central exam template',
    description:
      'A platform-wide template made by content staff: public, visible to every school, editable only by staff.',
    body: createExamTemplateBodySchema,
    responses: { 201: examTemplateSchema },
  }),
  patchCentralsByIdExamtemplate: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/centrals/:id/examtemplate',
    summary: 'Change a central exam template',
    description: 'Only central templates (any other id answers 404); they always stay public.',
    params: idParamsSchema,
    body: updateExamTemplateBodySchema,
    responses: { 200: examTemplateSchema },
  }),
  getCentralTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/v2/central/template',
    summary: 'Central exam templates',
    description:
      'The templates content staff made for every school, with the same filters and pages as /examstemplate.',
    query: listCentralTemplatesQuerySchema,
    responses: { 200: examTemplatePageSchema },
  }),
  putTopicsByIdCheckpoint: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/topics/:id/checkpoint',
    summary: 'Set or remove the checkpoint of topic :id',
    description:
      'Makes a central exam template the topic’s checkpoint, its end-of-topic exam on the teachers’ dashboards (GET /checkpoints), replacing any other; `template_id: null` removes it. A topic has at most one checkpoint; a template may close several topics. 400 `checkpoint_not_central`, `checkpoint_archived` or `checkpoint_other_curriculum` for a template that is not central, is archived or follows another curriculum; 404 for an unknown topic or template.',
    params: idParamsSchema,
    body: setTopicCheckpointBodySchema,
    responses: { 200: topicCheckpointSchema },
  }),
  getCentralsByIdCheckpointTopics: defineEndpoint({
    method: 'GET',
    path: '/api/v2/centrals/:id/checkpoint-topics',
    summary: 'The topics central template :id is the checkpoint of',
    description:
      'In course, chapter and topic order; empty when the template closes no topic. 404 for an id that is no central template.',
    params: idParamsSchema,
    responses: { 200: checkpointTopicListSchema },
  }),
};
