/** A date and time as people read them in lists ("23 Nov 2026, 14:05"), in the browser's time zone. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
