// What other modules may use from the blog module.
export { default as blogRoutes } from './blog.routes';
export { createBlogService, type BlogService } from './blog.service';
