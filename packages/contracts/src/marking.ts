// Marking an assignment's submitted attempts: the engine's marks stored on submission, teachers
// marking by question (clusters of equivalent answers) or by student, release to the students, the
// students' review of released work and their queries on a marking point, statistics, and the
// staff's dry-run regrade after a mark scheme changes.
//
// What the ids in the paths name:
// - `/mafanswers/:id/...` — `:id` is the ASSIGNMENT id (the same id as the sitting routes).
// - `/mafanswers/:id/markings/:mid` — `:mid` is the BANK QUESTION id of a question of that
//   assignment: "the marking of one question" across every student.
// - `/mafanswers/:id/markings/:mid/answers/:aid` — `:aid` is a MARKED ANSWER id (`answer_id` in
//   every response here): one student's answer to one question of a submitted attempt, marked
//   (a question left blank has one too, marked 0).
// - `/exams/:id/mafquestions/:qid/students/:sid/marks/:x` — `:id` assignment id, `:qid` bank
//   question id, `:sid` the student's user id, `:x` the marks to award (a whole number 0..max).
// - `/exams/:id/students/:sid/marks` — assignment `:id`, student `:sid`: the attempt marked, question
//   after question.
// - `/mafanswers/:id/queries/:rid` — `:rid` is a mark query id.
// - `/markingcomments/:id` — a comment of the teacher's personal bank.
// - `/questionmafs/:id/regrade` — `:id` is the bank question id.
// - `/markingpoints/:id/machine/regrade` — `:id` is a MACHINE PHRASE id (as in `/markingpoints/:id/machine`).

export {
  MAX_ANSWERS_PER_MARK,
  MAX_BANK_COMMENT_LENGTH,
  MAX_BANK_COMMENTS,
  MAX_FEEDBACK_LENGTH,
  MAX_QUERY_LENGTH,
} from './marking-fields';
export * from './marking-answers';
export * from './marking-changes';
export * from './marking-review';
