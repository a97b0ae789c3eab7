// What the module registry may use from the tips module.
export { default as tipsRoutes } from './tips.routes';
