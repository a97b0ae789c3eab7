/**
 * The editor's working copy of a question. Everything the form shows lives here, so the
 * "try an answer" panel can mark against what is on screen, saved or not.
 */
import type {
  AnswerStructureBody,
  CreateMafQuestionBody,
  MachinePhrase,
  PointWordModel,
  QuestionEditView,
} from '@markwell/contracts/questions';
import type { AnswerStructure, QuestionInput } from '@markwell/domain/marking/index';

export interface DraftPoint {
  /** Stable key for React and the engine: "p<id>" for saved points, "new-<n>" for new ones. */
  key: string;
  id: number | null;
  text: string;
  /** As typed; parsed on use. */
  marks: string;
  phrases: string[];
  machinePhrases: MachinePhrase[];
}

export interface DraftLevel {
  key: string;
  level: string;
  minPoints: string;
  descriptor: string;
}

export type StructureKind = 'none' | 'numeric' | 'parts' | 'text';

export interface DraftStructure {
  kind: StructureKind;
  value: string;
  tolerance: string;
  unit: string;
  parts: string[];
}

export interface QuestionDraft {
  text: string;
  curriculaId: number | null;
  courseId: number | null;
  lessonId: number | null;
  maxMarks: string;
  markingType: 'points' | 'levelled';
  levels: DraftLevel[];
  media: string;
  points: DraftPoint[];
  structure: DraftStructure;
}

let counter = 0;
/** A key for a new row, unique in this page's life. */
export const newKey = (prefix = 'new') => `${prefix}-${++counter}`;

export const emptyStructure = (): DraftStructure => ({
  kind: 'none',
  value: '',
  tolerance: '0',
  unit: '',
  parts: [''],
});

export function newPoint(): DraftPoint {
  return { key: newKey(), id: null, text: '', marks: '1', phrases: [], machinePhrases: [] };
}

export function emptyDraft(): QuestionDraft {
  return {
    text: '',
    curriculaId: null,
    courseId: null,
    lessonId: null,
    maxMarks: '1',
    markingType: 'points',
    levels: [],
    media: '',
    points: [newPoint()],
    structure: emptyStructure(),
  };
}

function structureToDraft(structure: AnswerStructureBody | null): DraftStructure {
  const base = emptyStructure();
  if (!structure) return base;
  if (structure.type === 'numeric') {
    return {
      ...base,
      kind: 'numeric',
      value: String(structure.value),
      tolerance: String(structure.tolerance),
      unit: structure.unit ?? '',
    };
  }
  if (structure.type === 'parts') return { ...base, kind: 'parts', parts: structure.parts.map((p) => p.label) };
  return { ...base, kind: 'text' };
}

export function draftFromEditView(view: QuestionEditView): QuestionDraft {
  const q = view.question;
  return {
    text: q.text,
    curriculaId: q.curricula_id,
    courseId: q.course_id,
    lessonId: q.lesson_id,
    maxMarks: String(q.max_marks),
    markingType: q.marking_type,
    levels: (q.levels ?? []).map((l) => ({
      key: newKey('level'),
      level: String(l.level),
      minPoints: String(l.minPoints),
      descriptor: l.descriptor ?? '',
    })),
    media: q.media ?? '',
    points: [...view.marking_points]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        key: `p${p.id}`,
        id: p.id,
        text: p.text,
        marks: String(p.marks),
        phrases: [...p.phrases],
        machinePhrases: p.machine_phrases,
      })),
    structure: structureToDraft(view.structure),
  };
}

const isWholeNumber = (s: string) => /^\d+$/.test(s.trim());
const isNumber = (s: string) => s.trim() !== '' && Number.isFinite(Number(s.trim().replace(',', '.')));
const toNumber = (s: string) => Number(s.trim().replace(',', '.'));

/** The answer structure the draft describes, or null (free text, or not filled in well enough). */
export function draftStructure(s: DraftStructure): AnswerStructureBody | null {
  switch (s.kind) {
    case 'numeric':
      if (!isNumber(s.value)) return null;
      return {
        type: 'numeric',
        value: toNumber(s.value),
        tolerance: isNumber(s.tolerance) ? Math.abs(toNumber(s.tolerance)) : 0,
        unit: s.unit.trim() || null,
      };
    case 'parts': {
      const parts = s.parts.map((label) => label.trim()).filter(Boolean);
      return parts.length ? { type: 'parts', parts: parts.map((label) => ({ label })) } : null;
    }
    case 'text':
      return { type: 'text' };
    default:
      return null;
  }
}

export type DraftErrors = Partial<Record<string, string>>;

/** Problems to fix before saving, keyed by field ("text", "points.<key>.text", ...). Empty: fine. */
export function validateDraft(d: QuestionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.text.trim()) errors.text = 'Write the question';
  if (d.curriculaId === null) errors.curricula = "Choose the question's curriculum";
  if (!isWholeNumber(d.maxMarks) || Number(d.maxMarks) > 100) errors.maxMarks = 'A whole number from 0 to 100';
  if (d.markingType === 'levelled') {
    if (d.levels.length === 0) errors.levels = 'Add at least one level';
    for (const l of d.levels) {
      if (!isWholeNumber(l.level) || Number(l.level) < 1 || Number(l.level) > 20)
        errors[`levels.${l.key}.level`] = 'A level from 1 to 20';
      if (!isWholeNumber(l.minPoints) || Number(l.minPoints) > 100)
        errors[`levels.${l.key}.minPoints`] = 'A whole number from 0 to 100';
    }
  }
  if (d.media.trim() && !/^https?:\/\/\S+$/i.test(d.media.trim())) errors.media = 'A full web address (https://…)';
  for (const p of d.points) {
    if (!p.text.trim()) errors[`points.${p.key}.text`] = 'Describe what the point rewards';
    if (!isWholeNumber(p.marks) || Number(p.marks) > 100)
      errors[`points.${p.key}.marks`] = 'A whole number from 0 to 100';
  }
  const s = d.structure;
  if (s.kind === 'numeric') {
    if (!isNumber(s.value)) errors['structure.value'] = 'A number, e.g. 9.8';
    if (!isNumber(s.tolerance) || toNumber(s.tolerance) < 0) errors['structure.tolerance'] = 'A number, 0 or more';
  }
  if (s.kind === 'parts' && !s.parts.some((p) => p.trim())) errors['structure.parts'] = 'Name at least one part';
  return errors;
}

const levelsBody = (d: QuestionDraft) =>
  d.markingType === 'levelled'
    ? d.levels.map((l) => ({
        level: Number(l.level),
        minPoints: Number(l.minPoints),
        ...(l.descriptor.trim() ? { descriptor: l.descriptor.trim() } : {}),
      }))
    : null;

/** The question's own fields, as the API takes them. */
export function questionFields(d: QuestionDraft) {
  return {
    text: d.text.trim(),
    curricula_id: d.curriculaId ?? 0,
    course_id: d.courseId,
    lesson_id: d.lessonId,
    max_marks: Number(d.maxMarks),
    marking_type: d.markingType,
    levels: levelsBody(d),
    media: d.media.trim() || null,
  };
}

export function pointBody(p: DraftPoint, position: number) {
  return { text: p.text.trim(), marks: Number(p.marks), phrases: p.phrases, position };
}

export function createBody(d: QuestionDraft): CreateMafQuestionBody {
  return {
    ...questionFields(d),
    marking_points: d.points.map((p, i) => pointBody(p, i)),
    structure: draftStructure(d.structure),
  };
}

/**
 * The marking engine's input for what is on screen: accepted machine phrases take part, as on
 * the server; `synonyms` are the sets that apply to the chosen curriculum.
 */
/**
 * The engine's input for the draft. A saved point takes its learnt word model while its marks and
 * phrases on screen are those the model was fitted with, as the server marks it; model answers are
 * read at the share learnt for the saved question's curriculum (`conceptShare`, none: the default).
 */
export function toQuestionInput(
  d: QuestionDraft,
  synonyms: string[],
  learnt: readonly PointWordModel[] = [],
  conceptShare?: number,
): QuestionInput {
  const maxMarks = Number(d.maxMarks);
  return {
    maxMarks: Number.isFinite(maxMarks) ? maxMarks : 0,
    prompt: d.text,
    markingPoints: d.points.map((p) => {
      const fitted = learnt.find((m) => m.marking_point_id === p.id);
      const applies =
        fitted !== undefined &&
        fitted.marks === (Number(p.marks) || 0) &&
        JSON.stringify(fitted.phrases) === JSON.stringify(p.phrases);
      return {
        id: p.key,
        marks: Number(p.marks) || 0,
        phrases: p.phrases,
        machinePhrases: p.machinePhrases.filter((m) => m.status === 'accepted').map((m) => m.phrase),
        ...(applies ? { wordModel: fitted.model } : {}),
      };
    }),
    synonyms,
    structure: draftStructure(d.structure) as AnswerStructure,
    levelled: d.markingType === 'levelled',
    levels: levelsBody(d)?.map((l) => ({ level: l.level, minPoints: l.minPoints })) ?? [],
    ...(conceptShare === undefined ? {} : { conceptShare }),
  };
}
