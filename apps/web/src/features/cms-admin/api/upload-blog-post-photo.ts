/** POST /api/v2/blogposts/:id/photos (multipart field `file`). */
import { blogPostSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { fileForm } from './file-form';
import { useStoreBlogPost } from './get-blog-post';

export function uploadBlogPostPhoto(id: number, file: File) {
  return apiFetch(api.blogPostPhotos(id), { method: 'POST', formData: fileForm(file), schema: blogPostSchema });
}

export function useUploadBlogPostPhoto(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: (file: File) => uploadBlogPostPhoto(id, file), onSuccess: store });
}
