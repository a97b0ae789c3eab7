// Messaging rules (docs/product.md, "Messages"): text limits, refused characters, send rate.
export {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  messageRetryAfterSeconds,
  type RecentSends,
} from './limits';
export { hasControlCharacters } from './control-characters';
