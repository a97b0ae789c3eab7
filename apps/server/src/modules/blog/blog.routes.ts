import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogPostSchema } from '@markwell/contracts';
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { routeEndpoint } from '../../lib/endpoint-route';
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
  routeEndpoint(
    app,
    blogEndpoints.getBlogs,
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: { tags, security: [] },
    },
    (req) => service.publicList(req.query),
  );

  routeEndpoint(
    app,
    blogEndpoints.getBlogTags,
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: { tags, security: [] },
    },
    (req) => service.tags(req.query.type),
  );

  routeEndpoint(
    app,
    blogEndpoints.getBlogsBySlug,
    {
      config: { access: 'public' },
      onSend: publicCache,
      schema: { tags, security: [] },
    },
    (req) => service.publicPost(req.params.slug),
  );

  // --- staff
  routeEndpoint(
    app,
    blogEndpoints.getBlogposts,
    {
      config: { access: STAFF },
      schema: { tags },
    },
    (req) => service.staffList(req.query),
  );

  routeEndpoint(
    app,
    blogEndpoints.postBlogposts,
    {
      config: { access: STAFF, problems: { 409: 'Another post already uses this slug (`slug_taken`).' } },
      schema: { tags },
    },
    async (req, reply) => reply.code(201).send(await service.createPost(req.auth!, req.body)),
  );

  routeEndpoint(
    app,
    blogEndpoints.getBlogpostsById,
    {
      config: { access: STAFF },
      schema: { tags },
    },
    (req) => service.getPost(req.params.id),
  );

  routeEndpoint(
    app,
    blogEndpoints.patchBlogpostsById,
    {
      config: { access: STAFF, problems: { 409: 'Another post already uses this slug (`slug_taken`).' } },
      schema: { tags },
    },
    (req) => service.updatePost(req.params.id, req.body),
  );

  routeEndpoint(
    app,
    blogEndpoints.deleteBlogpostsById,
    {
      config: { access: STAFF },
      schema: { tags },
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

  routeEndpoint(
    app,
    blogEndpoints.postBlogpostsByIdFiles,
    {
      config: {
        access: STAFF,
        upload: { file: 'PDF, DOCX, XLSX, PPTX, PNG, JPEG or ZIP (type read from the content)' },
      },
      schema: { tags, ...multipart },
    },
    async (req, reply) => {
      await service.assertPostExists(req.params.id);
      const file = await readSingleFile(req);
      return reply.code(201).send(await service.addFile(req.params.id, file));
    },
  );

  routeEndpoint(
    app,
    blogEndpoints.deleteBlogpostsByIdFilesByFileId,
    {
      config: { access: STAFF },
      schema: { tags },
    },
    (req) => service.removeFile(req.params.id, req.params.fileId),
  );
}
