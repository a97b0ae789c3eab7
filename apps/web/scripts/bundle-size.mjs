// Prints the gzip size of the JavaScript a visitor downloads for each page, from
// dist/.vite/manifest.json (run after `vite build`):
//   node scripts/bundle-size.mjs            table of every public route plus signed-in pages
//   node scripts/bundle-size.mjs --files    ... with the files of each page
// A page = the entry with its static imports, plus the page's lazily loaded modules (as the
// router loads them) and their static imports. Public pages must stay under BUDGET_KB (exit 1).
// Sizes are gzip level 9 per file (what the server's pre-compressed .gz files hold), in KiB;
// brotli (.br, preferred by browsers) is printed alongside.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 100;
const showFiles = process.argv.includes('--files');

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const raw = readFileSync(join(dist, file));
    sizes.set(file, {
      gz: gzipSync(raw, { level: 9 }).length / 1024,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024,
    });
  }
  return sizes.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
function find(part) {
  const key = Object.keys(manifest).find((k) => k.includes(part));
  if (!key) throw new Error(`bundle-size: no module matching "${part}" in the manifest (renamed? update the table)`);
  return key;
}

// Staff HTML is sanitised natively (Element.setHTML) where the browser has the Sanitizer API;
// only other browsers fetch DOMPurify. Rows marked 'fallback' show that case (no budget).
const SANITIZER = 'dompurify';
const CMS = 'src/features/public-site/components/CmsPageScreen.tsx';
const BLOG_LIST = 'src/features/public-site/components/BlogListPage.tsx';
const BLOG_POST = 'src/features/public-site/components/BlogPostPage.tsx';
const SIGNED_IN = 'src/app/signed-in-routes.tsx';

const pages = [
  { page: '/ (before the sections arrive)', parts: ['src/features/public-home/PublicHomePage.tsx'] },
  { page: '/ (with staff-written sections)', parts: ['src/features/public-home/PublicHomePage.tsx'] },
  { page: '/login', parts: ['src/features/auth/LoginPage.tsx'] },
  { page: '/register', parts: ['src/features/registration/RegisterPage.tsx'] },
  { page: '/register/confirm', parts: ['src/features/registration/ConfirmEmailPage.tsx'] },
  { page: '/pages/about-markwell', parts: [CMS] },
  { page: '/pages/get-in-touch (contact form)', parts: [CMS, 'src/features/public-site/components/ContactForm.tsx'] },
  {
    page: '/pages/get-in-touch, fallback',
    fallback: true,
    parts: [CMS, SANITIZER, 'src/features/public-site/components/ContactForm.tsx'],
  },
  { page: '/pages/meet-the-team', parts: [CMS] },
  { page: '/blog', parts: [BLOG_LIST] },
  { page: '/blog/:slug', parts: [BLOG_POST] },
  { page: '/free-resources', parts: [BLOG_LIST] },
  { page: '/free-resources/:slug', parts: [BLOG_POST] },
  // The 404 screen is in the public pages' shared chunk (vite.config.ts CHUNK_GROUPS "shell").
  { page: '/no/such/page (404)', parts: ['_shell-'] },
  {
    page: '/teacher (signed in)',
    signedIn: true,
    parts: [
      SIGNED_IN,
      'src/app/layouts/AppLayout.tsx',
      'src/app/layouts/RequireRole.tsx',
      'src/app/header/SignedInHeader.tsx',
      'src/features/role-home/TeacherHome.tsx',
    ],
  },
];

let failed = false;
console.log(`${'page'.padEnd(38)} ${'gzip KB'.padStart(8)} ${'brotli'.padStart(7)}  files`);
for (const { page, parts, signedIn, fallback } of pages) {
  const keys = closure([entryKey, ...parts.map(find)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const gz = files.reduce((sum, f) => sum + size(f).gz, 0);
  const br = files.reduce((sum, f) => sum + size(f).br, 0);
  const over = !signedIn && !fallback && gz >= BUDGET_KB;
  if (over) failed = true;
  console.log(
    `${page.padEnd(38)} ${gz.toFixed(1).padStart(8)} ${br.toFixed(1).padStart(7)}  ${String(files.length).padStart(5)}${signedIn ? '  (signed in: no budget)' : fallback ? '  (browsers without Element.setHTML: no budget)' : over ? `  OVER BUDGET (${BUDGET_KB} KB)` : ''}`,
  );
  if (showFiles) {
    for (const f of files.sort((a, b) => size(b).gz - size(a).gz))
      console.log(`    ${size(f).gz.toFixed(1).padStart(6)}  ${f}`);
  }
}
console.log(`\nBudget: every public page < ${BUDGET_KB} KB gzip of JS.${failed ? ' FAILED' : ' OK'}`);
process.exitCode = failed ? 1 : 0;
