import { describe, expect, it } from 'vitest';
import { contrastedSubjects, subjectOfTexts } from './subjects';

describe('the two things a question compares', () => {
  it.each([
    ['Compare aerobic and anaerobic respiration in muscle cells.', ['aerob', 'anaerob']],
    ['Explain the differences between series and parallel circuits.', ['seri', 'parallel']],
    ['Compare the light microscope with the electron microscope.', ['light', 'electron']],
    ['<p>Contrast the structure of plant and animal cells.</p>', ['plant', 'anim']],
    ['Describe aerobic and anaerobic respiration.', []],
    ['Compare the rates.', []],
  ])('reads %j', (prompt, subjects) => {
    expect(contrastedSubjects(prompt)).toEqual(subjects);
  });

  it('binds a point to the one subject its phrase, else its text, names', () => {
    const subjects = ['aerob', 'anaerob'];
    expect(subjectOfTexts(['lactic acid', 'Anaerobic respiration produces lactic acid'], subjects)).toBe(1);
    expect(subjectOfTexts(['aerobic & oxygen', 'Aerobic uses oxygen; anaerobic does not'], subjects)).toBe(0);
    expect(subjectOfTexts(['oxygen', 'Aerobic uses oxygen; anaerobic does not'], subjects)).toBe(-1);
    // a misspelling closer to one subject names it; one as close to both names neither
    expect(subjectOfTexts(['anaerobik respiration'], subjects)).toBe(1);
    expect(subjectOfTexts(['anerobic respiration'], subjects)).toBe(-1);
  });
});
