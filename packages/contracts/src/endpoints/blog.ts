import { defineEndpoint } from '../endpoint';
import {
  blogFileParamsSchema,
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogTagsQuerySchema,
  blogTagsSchema,
  createBlogPostBodySchema,
  idParamsSchema,
  okSchema,
  pageSlugParamsSchema,
  staffBlogListQuerySchema,
  staffBlogListSchema,
  updateBlogPostBodySchema,
} from '../index';

/** The blog module's endpoints, each keyed by its operationId in the API document. */
export const blogEndpoints = {
  getBlogs: defineEndpoint({
    method: 'GET',
    path: '/api/v2/blogs',
    summary: 'Published posts, nine a page (type 1 blog, 2 free resources), with search and tag filter',
    description:
      'One page of published posts of a type, newest first, optionally searched in title and excerpt or filtered by tag; answers the total and page count. Drafts never appear.',
    query: blogListQuerySchema,
    responses: { 200: blogListSchema },
  }),
  getBlogTags: defineEndpoint({
    method: 'GET',
    path: '/api/v2/blog/tags',
    summary: 'Tags of published posts with their counts',
    description:
      'Each tag used by published posts (optionally of one type) with how many posts carry it, for the tag filter.',
    query: blogTagsQuerySchema,
    responses: { 200: blogTagsSchema },
  }),
  getBlogsBySlug: defineEndpoint({
    method: 'GET',
    path: '/api/v2/blogs/:slug',
    summary: 'One published post by slug (404 post_not_found for drafts)',
    description:
      'A published post with its sanitised content and downloadable files. A draft answers the same 404 as a missing post.',
    params: pageSlugParamsSchema,
    responses: { 200: blogPostSchema },
  }),
  getBlogposts: defineEndpoint({
    method: 'GET',
    path: '/api/v2/blogposts',
    summary: 'All posts incl. drafts (content staff)',
    description:
      'A page of every post, drafts included, filtered by type, published state or a search; answers the total too.',
    query: staffBlogListQuerySchema,
    responses: { 200: staffBlogListSchema },
  }),
  postBlogposts: defineEndpoint({
    method: 'POST',
    path: '/api/v2/blogposts',
    summary: 'Write a post (content staff)',
    description:
      'Creates a post with a unique slug; its HTML content is sanitised and its tags normalised. Publishing it now stamps its publication date.',
    body: createBlogPostBodySchema,
    responses: { 201: blogPostSchema },
  }),
  getBlogpostsById: defineEndpoint({
    method: 'GET',
    path: '/api/v2/blogposts/:id',
    summary: 'One post incl. drafts (content staff)',
    description: 'One post as staff edit it, published or not, with its content and files.',
    params: idParamsSchema,
    responses: { 200: blogPostSchema },
  }),
  patchBlogpostsById: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/blogposts/:id',
    summary: 'Edit, tag, publish or unpublish a post (content staff)',
    description:
      'Changes only the fields sent. The first publication stamps the publication date; unpublishing keeps it, so republishing does not move the post.',
    params: idParamsSchema,
    body: updateBlogPostBodySchema,
    responses: { 200: blogPostSchema },
  }),
  deleteBlogpostsById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/blogposts/:id',
    summary: 'Delete a post with its image and files (content staff)',
    description: 'Deletes the post for good and removes its image and attached files from storage.',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
  postBlogpostsByIdFiles: defineEndpoint({
    method: 'POST',
    path: '/api/v2/blogposts/:id/files',
    summary: 'Attach a downloadable file (multipart; PDF, DOCX, XLSX, PPTX, PNG, JPEG or ZIP, checked by content)',
    description:
      'Stores the file with its original name and adds it to the post; answers 201 with the post. A missing post is a 404 before the upload is read; another type of file is a 400 `file_type_not_allowed`.',
    params: idParamsSchema,
    responses: { 201: blogPostSchema },
  }),
  deleteBlogpostsByIdFilesByFileId: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/blogposts/:id/files/:fileId',
    summary: 'Remove a downloadable file',
    description:
      'Detaches the file from the post and deletes it from storage; answers the post. A file of another post is a 404.',
    params: blogFileParamsSchema,
    responses: { 200: blogPostSchema },
  }),
};
