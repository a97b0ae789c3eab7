// Public surface of the curricula module for other modules.
export { default as curriculaRoutes } from './curricula.routes';
export { curriculaScopeOf, visibleCurriculaIds } from './curricula.service';
