import { WORD_FORMS } from './word-forms.data';

let families: Map<string, string> | null = null;

/**
 * The family of a Porter stem: derivational forms WordNet links (religion / religious,
 * congress / congressional, independent / independence) share one. A stem WordNet links to no
 * other form is its own family. The table is read on first use.
 */
export function familyOf(stem: string): string {
  if (families === null) {
    families = new Map();
    for (const entry of WORD_FORMS.split(' ')) {
      const at = entry.indexOf(':');
      families.set(entry.slice(0, at), entry.slice(at + 1));
    }
  }
  return families.get(stem) ?? stem;
}
