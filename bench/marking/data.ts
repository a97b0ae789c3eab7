/** Loaders for the SemEval-2013 Task 7 (2-way) and SAF (English) XML files. No XML library: the files are regular. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
