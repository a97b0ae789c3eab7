/** Which form field a content API error code belongs to (for lib/form-errors' apiFieldErrors). */
export const CMS_ERROR_FIELDS = { slug_taken: 'slug' } as const;

/** "Meet the Markwell team!" -> "meet-the-markwell-team" (the contracts' slug shape). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** '' -> null for the optional text fields the API holds as nullable. */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
