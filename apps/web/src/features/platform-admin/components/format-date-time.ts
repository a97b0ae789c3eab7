import { formatDate } from '@markwell/domain/time/index';

/** A date and time as the product writes them ("23.11.2026 14:05", DD.MM.YYYY), in the browser's time zone. */
export const formatDateTime = (iso: string) => formatDate(iso, 'DD.MM.YYYY HH:mm');
