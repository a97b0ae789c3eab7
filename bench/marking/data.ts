/** Loaders for the SemEval-2013 Task 7 (2-way) and SAF (English) XML files. No XML library: the files are regular. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

/**
 * The data folder an environment variable names, read as the user typed it: npm runs the bench's
 * scripts inside bench/, so a relative path is taken from where the command was run (npm's INIT_CWD).
 */
export function dataFolder(variable: 'MARKING_DATA' | 'OUTSIDE_DATA'): string | undefined {
  const value = process.env[variable];
  return value ? resolve(process.env.INIT_CWD ?? process.cwd(), value) : undefined;
}

export interface BenchAnswer {
  id: string;
  text: string;
  /** SemEval: 1 correct / 0 incorrect. SAF: the score in [0, 1]. */
  label: number;
}

export interface BenchQuestion {
  id: string;
  text: string;
  references: string[];
  answers: BenchAnswer[];
}

const decode = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

function xmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => join(dir, f));
}

export function loadSemeval(dir: string): BenchQuestion[] {
  return xmlFiles(dir).map((file) => {
    const xml = readFileSync(file, 'utf8');
    const qTag = /<question\b[^>]*>/.exec(xml)?.[0] ?? '';
    const text = decode(/<questionText>([\s\S]*?)<\/questionText>/.exec(xml)?.[1] ?? '').trim();
    const references = [...xml.matchAll(/<referenceAnswer\b[^>]*>([\s\S]*?)<\/referenceAnswer>/g)].map((m) =>
      decode(m[1]!).trim(),
    );
    const answers = [...xml.matchAll(/<studentAnswer\b([^>]*)>([\s\S]*?)<\/studentAnswer>/g)].map((m) => ({
      id: attr(m[1]!, 'id') ?? '',
      text: decode(m[2]!).trim(),
      label: attr(m[1]!, 'accuracy') === 'correct' ? 1 : 0,
    }));
    return { id: attr(qTag, 'id') ?? file, text, references, answers };
  });
}

export function loadSaf(dir: string): BenchQuestion[] {
  return xmlFiles(dir).map((file) => {
    const xml = readFileSync(file, 'utf8');
    const qTag = /<question\b[^>]*>/.exec(xml)?.[0] ?? '';
    const text = decode(/<questionText>([\s\S]*?)<\/questionText>/.exec(xml)?.[1] ?? '').trim();
    const references = [...xml.matchAll(/<referenceAnswer\b[^>]*>([\s\S]*?)<\/referenceAnswer>/g)].map((m) =>
      decode(m[1]!).trim(),
    );
    const answers = [...xml.matchAll(/<studentAnswer\b([^>]*)>([\s\S]*?)<\/studentAnswer>/g)].map((m) => {
      const body = m[2]!;
      return {
        id: attr(m[1]!, 'id') ?? '',
        text: decode(/<response>([\s\S]*?)<\/response>/.exec(body)?.[1] ?? '').trim(),
        label: Number((/<score>([\s\S]*?)<\/score>/.exec(body)?.[1] ?? '0').trim()),
      };
    });
    return { id: attr(qTag, 'id') ?? file, text, references, answers };
  });
}

/**
 * A data set as two CSV files with a header row: `questions.csv` (`id`, `question`, `answer`: the
 * reference answer) and `answers.csv` (`id` of the question, `answer`, and `correct`: True / False
 * or 1 / 0). The Texas computer-science short answers (Mohler et al. 2011) are published in this
 * form among others. Rows naming no question are skipped.
 */
export function loadCsvPair(dir: string): BenchQuestion[] {
  const read = (file: string): Record<string, string>[] =>
    parse(readFileSync(join(dir, file), 'utf8'), { columns: true, skip_empty_lines: true, relax_column_count: true });
  const byId = new Map<string, BenchQuestion>();
  for (const q of read('questions.csv'))
    byId.set(q.id!, { id: q.id!, text: q.question ?? '', references: [q.answer ?? ''], answers: [] });
  read('answers.csv').forEach((a, i) => {
    const q = byId.get(a.id ?? '');
    if (!q || !a.answer) return;
    q.answers.push({ id: String(i), text: a.answer, label: /^(true|1(\.0)?)$/i.test(a.correct ?? '') ? 1 : 0 });
  });
  return [...byId.values()].filter((q) => q.answers.length > 0);
}
