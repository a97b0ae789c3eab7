/** Query keys of the content management screens; every one starts with 'staff'. */
const cmsPages = ['staff', 'cms-pages'] as const;
const blogPosts = ['staff', 'blog-posts'] as const;

export const cmsAdminKeys = {
  cmsPages,
  cmsPage: (id: number) => [...cmsPages, id] as const,
  homeSections: ['staff', 'home-sections'] as const,
  teaserPages: ['staff', 'teaser-pages'] as const,
  seoPages: ['staff', 'seo-pages'] as const,
  /** Every page of every blog post list. */
  blogPostLists: [...blogPosts, 'list'] as const,
  blogPostList: (query: unknown) => [...blogPosts, 'list', query] as const,
  blogPost: (id: number) => [...blogPosts, id] as const,
  problemReports: (query: unknown) => ['staff', 'problem-reports', query] as const,
  contactMessages: (query: unknown) => ['staff', 'contact-messages', query] as const,
  menuItems: ['staff', 'menu-items'] as const,
};
