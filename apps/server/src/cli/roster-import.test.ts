import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupStudents, schoolGroups, users } from '../db/schema/index';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { northfieldRosterFiles } from '../seed/oneroster-sample';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseRosterArgs, runRosterImport } from './roster-import';

const samples = resolve(import.meta.dirname, '../../../../docs/samples');
const sampleDir = join(samples, 'oneroster-northfield');

let t: TestApp;
let northfield: number;
beforeAll(async () => {
  t = await createTestApp();
  const [helen] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.schoolAdmin));
  northfield = helen!.schoolId!;
});
afterAll(() => t.close());

describe('the demo sample', () => {
  it('is what the generator writes, as a folder and as a zip', () => {
    const files = northfieldRosterFiles();
    expect(readdirSync(sampleDir).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(sampleDir, name), 'utf8')).toBe(text);
    const zipped = unzipSync(readFileSync(join(samples, 'oneroster-northfield.zip')));
    expect(Object.fromEntries(Object.entries(zipped).map(([n, b]) => [n, strFromU8(b)]))).toEqual(files);
  });
});

describe('npm run roster:import', () => {
  it('reads its arguments', () => {
    expect(parseRosterArgs(['--school', '3', '--dir', 'x'])).toEqual({
      school: 3,
      dir: 'x',
      zip: undefined,
      dryRun: false,
    });
    expect(parseRosterArgs(['--school', '3', '--zip', 'a.zip', '--dry-run'])).toMatchObject({
      zip: 'a.zip',
      dryRun: true,
    });
    expect(parseRosterArgs(['--dir', 'x'])).toContain('--school must be a school id');
    expect(parseRosterArgs(['--school', '3'])).toContain('Give one of --dir or --zip');
    expect(parseRosterArgs(['--school', '3', '--dir', 'x', '--zip', 'y'])).toContain('Give one of --dir or --zip');
  });

  it('dry-runs, applies the demo sample from a folder, and a second night changes nothing', async () => {
    const dry = await runRosterImport(t.db, { school: northfield, dir: sampleDir, dryRun: true });
    expect(dry.status).toBe(0);
    expect(dry.lines).toContain('students: 2 added, 6 changed, 0 leaving');
    expect(dry.lines).toContain('classes: 1 added, 2 changed, 0 leaving');

    const applied = await runRosterImport(t.db, { school: northfield, dir: sampleDir, dryRun: false });
    expect(applied.status).toBe(0);
    expect(applied.lines[0]).toMatch(/^Applied for Northfield Academy \(northfield-academy\)/);
    const [sophie] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.student));
    expect(sophie!.sourcedId).toBe('nf-s-sophie');
    const [c12] = await t.db.select().from(schoolGroups).where(eq(schoolGroups.sourcedId, 'nf-c-12c-bio'));
    expect(await t.db.select().from(groupStudents).where(eq(groupStudents.groupId, c12!.id))).toHaveLength(2);

    const again = await runRosterImport(t.db, {
      school: northfield,
      zip: join(samples, 'oneroster-northfield.zip'),
      dryRun: false,
    });
    expect(again.lines.slice(1, 5)).toEqual([
      'students: 0 added, 0 changed, 0 leaving',
      'teachers: 0 added, 0 changed, 0 leaving',
      'classes: 0 added, 0 changed, 0 leaving',
      'enrollments: 0 added, 0 ended',
    ]);
  });

  it('prints each row error and exits 1 with nothing changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'roster-cli-'));
    const files = northfieldRosterFiles();
    files['users.csv'] = files['users.csv']!.replace('Farah', '');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const run = await runRosterImport(t.db, { school: northfield, dir, dryRun: false });
    expect(run.status).toBe(1);
    expect(run.lines).toContain('error users.csv:10 givenName givenName is required');
  });
});
