// A date and time as the product writes them ("23.11.2026 14:05"), in the browser's time zone.
export { formatDateTime } from '@markwell/domain/time/index';
