// What the module registry and the demo seed may use from the learning module: students' lessons,
// practice and revision; content staff's lesson editing; teachers' review of practice answers.
import type { FastifyInstance } from 'fastify';
import { lessonContentRoutes } from './lesson-content.routes';
import studentLearningRoutes from './learning.routes';
import { practiceReviewRoutes } from './practice-review.routes';

export { createLearningService, type LearningService } from './learning.service';
export { createLearningRepository } from './learning.repository';
export { createPracticeReviewService } from './practice-review.service';

export async function learningRoutes(app: FastifyInstance) {
  await studentLearningRoutes(app);
  lessonContentRoutes(app);
  practiceReviewRoutes(app);
}
