/** POST /api/v2/blogposts/:id/files (multipart field `file`): a downloadable file (free resources). */
import { blogEndpoints } from '@markwell/contracts/endpoints/blog';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation } from '@tanstack/react-query';
import { fileForm } from './file-form';
import { useStoreBlogPost } from './get-blog-post';

/** What the server accepts (it checks the bytes too). */
export const BLOG_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.zip';

export function uploadBlogPostFile(id: number, file: File) {
  return callEndpoint(blogEndpoints.postBlogpostsByIdFiles, {
    params: { id },
    formData: fileForm(file),
    validate: true,
  });
}

export function useUploadBlogPostFile(id: number) {
  const store = useStoreBlogPost();
  return useMutation({ mutationFn: (file: File) => uploadBlogPostFile(id, file), onSuccess: store });
}
