import { z } from 'zod';
import {
  COUNT_CAP,
  cursorPageSchema,
  cursorParam,
  dbId,
  dbIdParam,
  isSafeLink,
  paginationQuerySchema,
  safeLinkSchema,
} from './common';

// Public site and content management: CMS pages, home page sections, teaser pages,
// SEO pages, blog and free resources, notifications, contact messages and problem reports.
// JSON field names follow the legacy clients (snake_case for CMS/SEO pages).
// Every HTML field (content, sectionBody) is sanitised by the server on save and on read.

/** URL slug: lowercase letters and digits in dash-separated words. */
export const pageSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes (e.g. "meet-markwell-team")');

/** Rich HTML as written by the editor; sanitised by the server against an allow-list. */
export const richHtmlSchema = z
  .string()
  .max(200_000)
  .describe('Rich HTML (sanitised by the server on save and on read)');

/**
 * A media reference staff type in: a path on this site ("/uploads/videos/intro.mp4") or an
 * https URL of the storage bucket. Anything else (javascript:, data:, http:) is refused.
 */
export const mediaRefSchema = safeLinkSchema
  .refine((v) => v.length <= 1000 && !/^http:/i.test(v), {
    message: 'Use a path on this site (starting with "/") or an https:// URL',
  })
  .describe('A path on this site or an https URL');

const optText = (max: number) => z.string().trim().max(max).nullable();

// --- SEO fields shared by CMS pages and SEO pages
const seoFieldsShape = {
  meta_title: optText(200),
  meta_description: optText(500),
  meta_keywords: optText(500),
  meta_author: optText(200),
  og_title: optText(200),
  og_description: optText(500),
  og_type: optText(50).describe('Open Graph type, e.g. "website" or "article"'),
  og_url: safeLinkSchema.nullable(),
  og_image_alt: optText(300),
  twitter_title: optText(200),
  twitter_description: optText(500),
  twitter_creator: optText(100).describe('e.g. "@markwell"'),
  twitter_site: optText(100).describe('e.g. "@markwell"'),
  twitter_card: optText(50).describe('e.g. "summary" or "summary_large_image"'),
  twitter_image_alt: optText(300),
};
export const seoFieldsSchema = z.object(seoFieldsShape);
export type SeoFields = z.infer<typeof seoFieldsSchema>;

// --- CMS pages
export const cmsPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string().describe('Sanitised rich HTML'),
  image: z.string().nullable().describe('Public URL path of the image under /uploads/images, or null'),
  video: z.string().nullable().describe('Path or https URL of the video in the storage bucket, or null'),
  video_captions: z.string().nullable().describe('Path or https URL of a WebVTT (.vtt) captions file, or null'),
  ...seoFieldsShape,
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601'),
  public: z.boolean(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** One row of the staff list of CMS pages. */
export const cmsPageSummarySchema = cmsPageSchema.pick({
  id: true,
  title: true,
  slug: true,
  image: true,
  public: true,
  created_at: true,
  updated_at: true,
});
export type CmsPageSummary = z.infer<typeof cmsPageSummarySchema>;

const writableSeoShape = Object.fromEntries(Object.entries(seoFieldsShape).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof seoFieldsShape]: z.ZodOptional<(typeof seoFieldsShape)[K]>;
};

const videoCaptionsSchema = mediaRefSchema.refine((v) => /\.vtt(?:[?#].*)?$/i.test(v), {
  message: 'Captions must be a WebVTT (.vtt) file',
});

export const createCmsPageBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug: pageSlugSchema,
  content: richHtmlSchema.default(''),
  video: mediaRefSchema.nullable().optional(),
  video_captions: videoCaptionsSchema.nullable().optional(),
  public: z.boolean().default(false),
  ...writableSeoShape,
});
export type CreateCmsPageBody = z.input<typeof createCmsPageBodySchema>;

export const updateCmsPageBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    slug: pageSlugSchema.optional(),
    content: richHtmlSchema.optional(),
    video: mediaRefSchema.nullable().optional(),
    video_captions: videoCaptionsSchema.nullable().optional(),
    public: z.boolean().optional(),
    ...writableSeoShape,
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateCmsPageBody = z.infer<typeof updateCmsPageBodySchema>;

export const slugParamsSchema = z.object({ slug: pageSlugSchema });
export type SlugParams = z.infer<typeof slugParamsSchema>;
export const pageSlugParamsSchema = slugParamsSchema;

// --- Home page sections (cmshomepagesections)
export const homeSectionSchema = z.object({
  id: z.number().int(),
  key: z.string().describe('Stable key of the section, e.g. "hero", "features", "testimonials"'),
  title: z.string(),
  sectionBody: z.string().describe('Sanitised rich HTML'),
  position: z.number().int(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const updateHomeSectionBodySchema = z.object({
  sectionBody: richHtmlSchema,
  title: z.string().trim().min(1).max(200).optional(),
});
export type UpdateHomeSectionBody = z.infer<typeof updateHomeSectionBodySchema>;

/** GET /public/home: the sections of the public home page, in order. */
export const publicHomeSchema = z.object({
  sections: z.array(homeSectionSchema.pick({ id: true, key: true, title: true, sectionBody: true })),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;

// --- Teaser pages
export const teaserPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string().describe('Sanitised rich HTML'),
  photo: z.string().nullable().describe('Public URL path of the photo under /uploads/images, or null'),
  public: z.boolean(),
});
export type TeaserPage = z.infer<typeof teaserPageSchema>;

export const updateTeaserPageBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    slug: pageSlugSchema.optional(),
    content: richHtmlSchema.optional(),
    public: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateTeaserPageBody = z.infer<typeof updateTeaserPageBodySchema>;

// --- SEO pages (head tags of the public routes that are not CMS pages)
export const seoPageSchema = z.object({
  id: z.number().int(),
  path: z.string().describe('Public path the tags belong to, e.g. "/", "/blogs", "/pages/get-in-touch"'),
  ...seoFieldsShape,
  og_image: z.string().nullable().describe('Public URL path of the Open Graph image, or null'),
  twitter_image: z.string().nullable().describe('Public URL path of the Twitter card image, or null'),
  updated_at: z.string(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

export const updateSeoPageBodySchema = z
  .object({ ...writableSeoShape })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateSeoPageBody = z.infer<typeof updateSeoPageBodySchema>;

// --- Blog and free resources
/** Blog type codes: 1 blog, 2 free resources. */
export const blogTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type BlogType = z.infer<typeof blogTypeSchema>;
export const BLOG_PAGE_SIZE = 9;
/** The most posts a searched or filtered blog list counts; beyond it the list says "more than" (`total_capped`). */
export const BLOG_COUNT_CAP = 900;

export const blogFileSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('Original file name, for display only'),
  url: z.string().describe('Public URL path under /uploads/files'),
  mime: z.string(),
  size: z.number().int().describe('Bytes'),
});
export type BlogFile = z.infer<typeof blogFileSchema>;

export const blogPostSchema = z.object({
  id: z.number().int(),
  type: blogTypeSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Sanitised rich HTML'),
  image: z.string().nullable().describe('Public URL path under /uploads/images, or null'),
  tags: z.array(z.string()),
  published: z.boolean(),
  published_at: z.string().nullable(),
  author: z.string(),
  files: z.array(blogFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post in a list (no content, no files). */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true, files: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.coerce
    .number()
    .pipe(blogTypeSchema)
    .optional()
    .describe(
      '1 blog, 2 free resources; default 1, except with a tag: then posts of both kinds, as /blog/tags counts them',
    ),
  query: z.string().trim().max(200).optional().describe('Search in title and excerpt'),
  tag: z.string().trim().max(60).optional().describe('Tag name'),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

const blogCountFields = {
  total: z
    .number()
    .int()
    .describe(`Matching posts; a search or tag filter counts up to ${BLOG_COUNT_CAP} (then total_capped)`),
  total_capped: z.boolean().describe(`true: more than ${BLOG_COUNT_CAP} posts match; total is that lower bound`),
};

export const blogListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  ...blogCountFields,
  page: z.number().int(),
  pages: z.number().int().describe('Pages of the counted posts (a lower bound when total_capped)'),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogTagSchema = z.object({ name: z.string(), count: z.number().int() });
export const blogTagsSchema = z.array(blogTagSchema);
export type BlogTag = z.infer<typeof blogTagSchema>;
export const blogTagsQuerySchema = z.object({ type: z.coerce.number().pipe(blogTypeSchema).optional() });

const tagNameSchema = z.string().trim().min(1).max(60);

export const createBlogPostBodySchema = z.object({
  type: blogTypeSchema.default(1),
  title: z.string().trim().min(1).max(200),
  slug: pageSlugSchema,
  excerpt: z.string().trim().max(1000).default(''),
  content: richHtmlSchema.default(''),
  tags: z.array(tagNameSchema).max(20).default([]),
  published: z.boolean().default(false),
  author: z.string().trim().max(200).optional().describe("Shown author; the caller's name when omitted"),
});
export type CreateBlogPostBody = z.input<typeof createBlogPostBodySchema>;

export const updateBlogPostBodySchema = z
  .object({
    type: blogTypeSchema.optional(),
    title: z.string().trim().min(1).max(200).optional(),
    slug: pageSlugSchema.optional(),
    excerpt: z.string().trim().max(1000).optional(),
    content: richHtmlSchema.optional(),
    tags: z.array(tagNameSchema).max(20).optional(),
    published: z.boolean().optional().describe('true publishes (sets published_at the first time), false unpublishes'),
    author: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change' });
export type UpdateBlogPostBody = z.infer<typeof updateBlogPostBodySchema>;

export const staffBlogListQuerySchema = z.object({
  type: z.coerce.number().pipe(blogTypeSchema).optional(),
  published: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  query: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type StaffBlogListQuery = z.input<typeof staffBlogListQuerySchema>;

export const staffBlogListSchema = z.object({ items: z.array(blogPostSummarySchema), ...blogCountFields });
export type StaffBlogList = z.infer<typeof staffBlogListSchema>;

export const blogFileParamsSchema = z.object({
  id: dbIdParam,
  fileId: dbIdParam,
});

// --- Notifications
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable().describe('Path in the app to open, or null'),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = paginationQuerySchema.extend({
  cursor: cursorParam.optional().describe('The `next_cursor` of the previous page (then `offset` counts from there)'),
});
export const notificationListSchema = cursorPageSchema(notificationSchema).extend({
  unread: z.number().int().describe(`Unread notifications, counted up to ${COUNT_CAP}`),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markAllReadResponseSchema = z.object({ success: z.literal(true), updated: z.number().int() });

// --- Contact form (contact message payload)
export const contactMessageBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(254).pipe(z.email()),
  work: z.string().trim().max(200).default('').describe('Workplace (school)'),
  subject: z.string().trim().max(200).default('Hello Markwell team'),
  message: z.string().trim().min(1).max(5000),
  vouchers: z.boolean().default(false).describe('Consent to be contacted'),
  website: z.string().max(500).optional().describe('Honeypot: leave empty (hidden from people)'),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  work: z.string(),
  subject: z.string(),
  message: z.string(),
  vouchers: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int().describe(`Messages, counted up to ${COUNT_CAP} past the page asked for`),
  total_capped: z.boolean().describe('true: there are more than `total`'),
});

// --- Problem reports (POST /sendproblem)
export const problemReportTypeSchema = z.enum(['question', 'page', 'other']);
export const problemReportBodySchema = z
  .object({
    type: problemReportTypeSchema,
    questionId: dbId.optional(),
    url: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => v === '' || isSafeLink(v), { message: 'Use an http(s):// URL or a path on this site' })
      .optional(),
    message: z.string().trim().min(1).max(5000),
  })
  .refine((b) => b.type !== 'question' || b.questionId !== undefined, {
    message: 'A question report needs questionId',
    path: ['questionId'],
  })
  .refine((b) => b.type !== 'page' || (b.url !== undefined && b.url.length > 0), {
    message: 'A page report needs url',
    path: ['url'],
  });
export type ProblemReportBody = z.infer<typeof problemReportBodySchema>;

export const problemReportSchema = z.object({
  id: z.number().int(),
  type: problemReportTypeSchema,
  questionId: z.number().int().nullable(),
  url: z.string().nullable(),
  message: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;
export const problemReportListSchema = z.object({
  items: z.array(problemReportSchema),
  total: z.number().int().describe(`Reports, counted up to ${COUNT_CAP} past the page asked for`),
  total_capped: z.boolean().describe('true: there are more than `total`'),
});
