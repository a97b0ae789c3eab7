// Prints the gzip size of the JS a visitor downloads for a page, from dist/.vite/manifest.json.
// Usage (after `vite build`): node scripts/bundle-size.mjs
// A page = the entry with its static imports, plus the page's lazy chunks and their static imports.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 100;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const find = (part) => Object.keys(manifest).find((k) => k.includes(part));

const pages = {
  '/ (anonymous, sections shown)': ['src/features/public-home/PublicHomePage.tsx', 'dompurify'],
  '/ (anonymous, before sections)': ['src/features/public-home/PublicHomePage.tsx'],
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/pages/get-in-touch (CMS page)': ['src/features/public-site/components/CmsPageScreen.tsx', 'src/lib/query.tsx'],
  '/teacher (signed in)': [
    'src/app/layouts/AppLayout.tsx',
    'src/app/layouts/RequireRole.tsx',
    'src/app/header/SignedInHeader.tsx',
    'src/features/role-home/TeacherHome.tsx',
  ],
};

let failed = false;
for (const [page, parts] of Object.entries(pages)) {
  const found = parts.map(find);
  if (found.some((k) => !k)) continue; // that page does not exist (yet)
  const keys = closure([entryKey, ...found]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gz(f), 0) / 1024;
  const isPublic = !page.includes('signed in');
  if (isPublic && total >= BUDGET_KB) failed = true;
  console.log(
    `${page.padEnd(34)} ${total.toFixed(1).padStart(6)} KB gzip  (${files.length} files)${isPublic ? `  budget ${BUDGET_KB} KB` : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
