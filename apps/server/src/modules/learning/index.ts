// What the module registry may use from the learning module (students' lessons, practice and revision).
export { default as learningRoutes } from './learning.routes';
export { createLearningService, type LearningService } from './learning.service';
export { createLearningRepository } from './learning.repository';
