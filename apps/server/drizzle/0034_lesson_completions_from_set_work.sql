-- Completion on the dashboards is now "lessons completed" (lesson_completions: tutorial, practice,
-- set work). Before, a lesson counted as covered once a question placed on it was marked in set
-- work a student handed in for credit; those lessons become completions from set work, dated by
-- the first such hand-in, so no figure shown before drops (ADR 0050). A completion already there
-- (tutorial or practice) is kept with its own source and time.
INSERT INTO "lesson_completions" ("school_id", "student_id", "lesson_id", "source", "completed_at")
SELECT a."school_id", a."student_id", q."lesson_id", 'set work', min(a."submitted_at")
FROM "attempts" a
JOIN "assignments" asg ON asg."id" = a."assignment_id" AND asg."school_id" = a."school_id" AND asg."deleted_at" IS NULL
JOIN "answer_marks" m ON m."attempt_id" = a."id" AND m."school_id" = a."school_id"
JOIN "questions" q ON q."id" = m."question_id"
WHERE a."submitted_at" IS NOT NULL AND NOT a."no_credit" AND q."lesson_id" IS NOT NULL
GROUP BY a."school_id", a."student_id", q."lesson_id"
ON CONFLICT ("student_id", "lesson_id") DO NOTHING;
