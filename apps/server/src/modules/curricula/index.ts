// Public surface of the curricula module for other modules.
export { default as curriculaRoutes } from './curricula.routes';
export { visibleCurriculaIds } from './curricula.service';
