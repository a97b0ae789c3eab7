/** POST /api/v2/blogposts/:id/files (multipart field `file`): a downloadable file (free resources). */
import { blogPostSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { fileForm } from './file-form';
import { useStoreBlogPost } from './get-blog-post';

/** What the server accepts (it checks the bytes too). */
export const BLOG_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.zip';

export function uploadBlogPostFile(id: number, file: File) {
  return apiFetch(api.blogPostFiles(id), { method: 'POST', formData: fileForm(file), schema: blogPostSchema });
}

export function useUploadBlogPostFile(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: (file: File) => uploadBlogPostFile(id, file), onSuccess: store });
}
