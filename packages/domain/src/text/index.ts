// Text rules (docs/product.md): pure string functions shared by server, web and the marking engine.
export { isNumberOnly } from './is-number-only';
export { cleanTextEnd } from './clean-text-end';
export { cleanSynonyms, synonymMembers } from './clean-synonyms';
export {
  isAlreadyNormal,
  normaliseStudentAnswer,
  normaliseWithMap,
  type NormalisedText,
} from './normalise-student-answer';
