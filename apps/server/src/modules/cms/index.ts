// What other modules (and the module registry) may use from the cms module.
export { default as cmsRoutes } from './cms.routes';
export { default as siteRoutes } from './site.routes';
