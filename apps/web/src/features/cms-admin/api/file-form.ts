/** Multipart body of an upload: the server reads the field `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** Images the server accepts (it checks the bytes too). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
