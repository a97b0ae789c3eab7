// The nightly roster import: `npm run roster:import -- --school <id> --dir <folder>` (or
// `--zip <file>`; add `--dry-run` to only see what would change). It runs the same checks and
// apply as the school admin's upload, against the database the server uses (DATABASE_URL or
// DATA_DIR). Exit status: 0 applied (or a clean dry run), 1 row errors (nothing changed),
// 2 bad arguments. docs/sso-and-rosters.md shows how to schedule it with cron.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RosterPlanBody } from '@markwell/contracts';
import type { Db } from '../db/client';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { AppError } from '../lib/errors';
import { createRosterService, readRosterFolder, unzipRoster } from '../modules/roster/index';

export interface RosterImportArgs {
  school: number;
  dir?: string | undefined;
  zip?: string | undefined;
  dryRun: boolean;
}

/** Reads `--school`, `--dir` or `--zip`, `--dry-run`; a usage message when they do not fit. */
export function parseRosterArgs(argv: string[]): RosterImportArgs | string {
  const usage = 'Usage: roster:import -- --school <id> (--dir <folder> | --zip <file>) [--dry-run]';
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        school: { type: 'string' },
        dir: { type: 'string' },
        zip: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
      },
      strict: true,
    });
    const school = Number(values.school);
    if (!Number.isInteger(school) || school <= 0) return `${usage}\n--school must be a school id`;
    if (!values.dir === !values.zip) return `${usage}\nGive one of --dir or --zip`;
    return { school, dir: values.dir, zip: values.zip, dryRun: values['dry-run'] ?? false };
  } catch (err) {
    return `${usage}\n${(err as Error).message}`;
  }
}

/** The lines the CLI prints for a plan (a cron mail reads them). */
export function describePlan(plan: RosterPlanBody): string[] {
  const lines = [
    `${plan.applied ? 'Applied' : 'Dry run'} for ${plan.org ? `${plan.org.name} (${plan.org.sourcedId})` : 'no org'} in ${plan.durationMs} ms`,
    `students: ${plan.students.added} added, ${plan.students.changed} changed, ${plan.students.leaving} leaving`,
    `teachers: ${plan.teachers.added} added, ${plan.teachers.changed} changed, ${plan.teachers.leaving} leaving`,
    `classes: ${plan.classes.added} added, ${plan.classes.changed} changed, ${plan.classes.leaving} leaving`,
    `enrollments: ${plan.enrollments.added} added, ${plan.enrollments.ended} ended`,
  ];
  for (const w of plan.warnings) lines.push(`warning ${w.file}:${w.line} ${w.field ?? ''} ${w.message}`);
  for (const e of plan.errors) lines.push(`error ${e.file}:${e.line} ${e.field ?? ''} ${e.message}`);
  if (plan.errorCount > plan.errors.length) lines.push(`… and ${plan.errorCount - plan.errors.length} more errors`);
  return lines;
}

/** Runs one import; returns the exit status and the lines to print. */
export async function runRosterImport(db: Db, args: RosterImportArgs): Promise<{ status: number; lines: string[] }> {
  const texts = args.dir ? await readRosterFolder(resolve(args.dir)) : unzipRoster(await readFile(resolve(args.zip!)));
  const service = createRosterService({ db });
  if (args.dryRun) {
    const plan = await service.check(args.school, texts);
    return { status: plan.errorCount ? 1 : 0, lines: describePlan(plan) };
  }
  try {
    return { status: 0, lines: describePlan(await service.apply(args.school, texts)) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'roster_invalid') {
      const plan = await service.check(args.school, texts);
      return { status: 1, lines: [err.message, ...describePlan(plan)] };
    }
    throw err;
  }
}

async function main() {
  const args = parseRosterArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    process.exit(2);
  }
  const env = loadEnv(process.env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    const { status, lines } = await runRosterImport(database.db, args);
    for (const line of lines) (status ? console.error : console.log)(line);
    process.exitCode = status;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
