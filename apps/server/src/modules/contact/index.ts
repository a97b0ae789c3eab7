// What other modules may use from the contact module.
export { default as contactRoutes } from './contact.routes';
