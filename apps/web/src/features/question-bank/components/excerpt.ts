/** The start of a long text on one line, for tables and lists ("Describe the process of…"). */
export const excerpt = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};
