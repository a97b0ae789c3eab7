import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@markwell/contracts';
import { STAFF } from '../../lib/access';
import { invalidateContentCacheOnWrite } from '../../plugins/content-cache';
import { imageFieldRoutes } from '../../lib/image-field';
import { readSingleFile } from '../../lib/uploads';
import { publicCache } from '../../lib/public-cache';
import { createBlogService } from './blog.service';

const tags = ['blog'];
const multipart = { consumes: ['multipart/form-data'] };

/** Blog and free resources: public reading (cached) and staff writing. */
export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBlogService(app.db, app.storage);
  // Downloads are offered under their post's safe file name (plugins/storage.ts).
  app.uploadDownloads.files = (storedName) => service.download(storedName);
  invalidateContentCacheOnWrite(fastify);

  // --- public
  app.get(
    '/blogs',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags,
        summary: 'Published posts, nine a page (type 1 blog, 2 free resources), with search and tag filter',
        description:
          'One page of published posts of a type, newest first, optionally searched in title and excerpt or filtered by tag; answers the total and page count. Drafts never appear.',
        security: [],
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema },
      },
    },
    (req) => service.publicList(req.query),
  );

  app.get(
    '/blog/tags',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags,
        summary: 'Tags of published posts with their counts',
        description:
          'Each tag used by published posts (optionally of one type) with how many posts carry it, for the tag filter.',
        security: [],
        querystring: blogTagsQuerySchema,
        response: { 200: blogTagsSchema },
      },
    },
    (req) => service.tags(req.query.type),
  );

  app.get(
    '/blogs/:slug',
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: {
        tags,
        summary: 'One published post by slug (404 post_not_found for drafts)',
        description:
          'A published post with its sanitised content and downloadable files. A draft answers the same 404 as a missing post.',
        security: [],
        params: pageSlugParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    (req) => service.publicPost(req.params.slug),
  );

  // --- staff
  app.get(
    '/blogposts',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'All posts incl. drafts (content staff)',
        description:
          'A page of every post, drafts included, filtered by type, published state or a search; answers the total too.',
        querystring: staffBlogListQuerySchema,
        response: { 200: staffBlogListSchema },
      },
    },
    (req) => service.staffList(req.query),
  );

  app.post(
    '/blogposts',
    {
      config: { access: STAFF, problems: { 409: 'Another post already uses this slug (`slug_taken`).' } },
      schema: {
        tags,
        summary: 'Write a post (content staff)',
        description:
          'Creates a post with a unique slug; its HTML content is sanitised and its tags normalised. Publishing it now stamps its publication date.',
        body: createBlogPostBodySchema,
        response: { 201: blogPostSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createPost(req.auth!, req.body)),
  );

  app.get(
    '/blogposts/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'One post incl. drafts (content staff)',
        description: 'One post as staff edit it, published or not, with its content and files.',
        params: idParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    (req) => service.getPost(req.params.id),
  );

  app.patch(
    '/blogposts/:id',
    {
      config: { access: STAFF, problems: { 409: 'Another post already uses this slug (`slug_taken`).' } },
      schema: {
        tags,
        summary: 'Edit, tag, publish or unpublish a post (content staff)',
        description:
          'Changes only the fields sent. The first publication stamps the publication date; unpublishing keeps it, so republishing does not move the post.',
        params: idParamsSchema,
        body: updateBlogPostBodySchema,
        response: { 200: blogPostSchema },
      },
    },
    (req) => service.updatePost(req.params.id, req.body),
  );

  app.delete(
    '/blogposts/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Delete a post with its image and files (content staff)',
        description: 'Deletes the post for good and removes its image and attached files from storage.',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    (req) => service.deletePost(req.params.id),
  );

  imageFieldRoutes(app, {
    uploadPath: '/blogposts/:id/photos',
    removePath: '/blogposts/:id/photo',
    access: STAFF,
    tags,
    uploadSummary: "Upload the post's image (multipart, PNG/JPEG/GIF/WebP), replacing the previous one",
    removeSummary: "Remove the post's image",
    image: "the post's image",
    response: blogPostSchema,
    field: service.image,
  });

  app.post(
    '/blogposts/:id/files',
    {
      config: {
        access: STAFF,
        upload: { file: 'PDF, DOCX, XLSX, PPTX, PNG, JPEG or ZIP (type read from the content)' },
      },
      schema: {
        tags,
        summary: 'Attach a downloadable file (multipart; PDF, DOCX, XLSX, PPTX, PNG, JPEG or ZIP, checked by content)',
        description:
          'Stores the file with its original name and adds it to the post; answers 201 with the post. A missing post is a 404 before the upload is read; another type of file is a 400 `file_type_not_allowed`.',
        ...multipart,
        params: idParamsSchema,
        response: { 201: blogPostSchema },
      },
    },
    async (req, reply) => {
      await service.assertPostExists(req.params.id);
      const file = await readSingleFile(req);
      return reply.code(201).send(await service.addFile(req.params.id, file));
    },
  );

  app.delete(
    '/blogposts/:id/files/:fileId',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Remove a downloadable file',
        description:
          'Detaches the file from the post and deletes it from storage; answers the post. A file of another post is a 404.',
        params: blogFileParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    (req) => service.removeFile(req.params.id, req.params.fileId),
  );
}
