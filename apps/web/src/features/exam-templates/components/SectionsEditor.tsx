import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { DANGER } from '../../../lib/text-colours';
import { plural } from './format';
import {
  emptySection,
  moveQuestion,
  removeQuestion,
  removeSection,
  renameSection,
  stepPosition,
  QUESTION_TYPE_LABEL,
  type DraftSection,
  type Position,
} from './template-draft';

/**
 * The template's sections and their questions. Questions are reordered by dragging a row onto
 * another (mouse), or with the "Move up" / "Move down" buttons (keyboard and screen readers):
 * each move is announced, and focus follows the moved question so the next press keeps moving it.
 */
export function SectionsEditor({
  sections,
  onChange,
}: {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const dragFrom = useRef<Position | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const title = (index: number) => sections[index]?.title || `Section ${index + 1}`;

  function focusMoved(questionId: number, which: 'up' | 'down') {
    // After React re-renders the list, put focus back on the same button of the moved row.
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-question-id="${questionId}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]:not(:disabled)`);
      (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  }

  function step(at: Position, direction: -1 | 1) {
    const to = stepPosition(sections, at, direction);
    const question = sections[at.section]?.questions[at.index];
    if (!to || !question) return;
    const next = moveQuestion(sections, at, to);
    onChange(next);
    const index = next[to.section]!.questions.findIndex((q) => q.id === question.id);
    setAnnouncement(
      `Question moved to position ${index + 1} of ${next[to.section]!.questions.length} in ${next[to.section]!.title || `section ${to.section + 1}`}.`,
    );
    focusMoved(question.id, direction < 0 ? 'up' : 'down');
  }

  function drop(event: DragEvent, to: Position) {
    event.preventDefault();
    setDropTarget(null);
    const from = dragFrom.current;
    dragFrom.current = null;
    if (!from) return;
    // Dropping on a later row of the same section: the row shifts up once the dragged one leaves.
    const index = from.section === to.section && from.index < to.index ? to.index - 1 : to.index;
    if (from.section === to.section && from.index === index) return;
    const question = sections[from.section]?.questions[from.index];
    onChange(moveQuestion(sections, from, { section: to.section, index }));
    if (question) setAnnouncement(`Question moved to ${title(to.section)}.`);
  }

  return (
    <Stack gap="md" ref={list}>
      <div aria-live="polite" className="mw-visually-hidden">
        {announcement}
      </div>
      {sections.map((section, s) => {
        const marks = section.questions.reduce((n, q) => n + q.marks, 0);
        return (
          <Paper
            key={section.key}
            withBorder
            p="md"
            component="section"
            aria-label={title(s)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, { section: s, index: section.questions.length })}
          >
            <Stack gap="sm">
              <Group align="flex-end" justify="space-between" gap="xs">
                <TextInput
                  label={`Title of section ${s + 1}`}
                  value={section.title}
                  onChange={(e) => onChange(renameSection(sections, s, e.currentTarget.value))}
                  style={{ flex: 1 }}
                />
                <Text size="sm">
                  {plural(section.questions.length, 'question')}, {plural(marks, 'mark')}
                </Text>
                {sections.length > 1 && (
                  <Button
                    variant="subtle"
                    color={DANGER}
                    onClick={() => {
                      onChange(removeSection(sections, s));
                      setAnnouncement(
                        `${title(s)} removed${section.questions.length ? `; its questions moved to ${title(s > 0 ? s - 1 : s + 1)}` : ''}.`,
                      );
                    }}
                  >
                    Remove section
                  </Button>
                )}
              </Group>
              {section.questions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No questions yet: add some from the bank, or drag one here.
                </Text>
              ) : (
                <ol className="exam-section-questions" aria-label={`Questions of ${title(s)}`}>
                  {section.questions.map((q, i) => {
                    const at = { section: s, index: i };
                    const key = `${s}:${i}`;
                    return (
                      <li
                        key={q.id}
                        data-question-id={q.id}
                        draggable
                        className={dropTarget === key ? 'exam-drop-target' : undefined}
                        onDragStart={(e) => {
                          dragFrom.current = at;
                          e.dataTransfer?.setData('text/plain', String(q.id));
                        }}
                        onDragEnd={() => setDropTarget(null)}
                        onDragOver={(e) => {
                          e.preventDefault();
                          e.stopPropagation();
                          setDropTarget(key);
                        }}
                        onDrop={(e) => {
                          e.stopPropagation();
                          drop(e, at);
                        }}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                          <span aria-hidden="true" className="exam-drag-handle" title="Drag to reorder">
                            ⠿
                          </span>
                          {/* minWidth 0: long question text wraps instead of pushing the buttons off a phone screen. */}
                          <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                            <Text size="sm">{q.text}</Text>
                            <Text size="xs" c="dimmed">
                              {QUESTION_TYPE_LABEL[q.type]} · {plural(q.marks, 'mark')}
                            </Text>
                          </div>
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="compact-xs"
                              variant="default"
                              data-move="up"
                              disabled={!stepPosition(sections, at, -1)}
                              onClick={() => step(at, -1)}
                              aria-label={`Move up: question ${i + 1} of ${title(s)}`}
                            >
                              Move up
                            </Button>
                            <Button
                              size="compact-xs"
                              variant="default"
                              data-move="down"
                              disabled={!stepPosition(sections, at, 1)}
                              onClick={() => step(at, 1)}
                              aria-label={`Move down: question ${i + 1} of ${title(s)}`}
                            >
                              Move down
                            </Button>
                            <ActionIcon
                              variant="subtle"
                              color={DANGER}
                              onClick={() => {
                                onChange(removeQuestion(sections, at));
                                setAnnouncement(`Question removed from ${title(s)}.`);
                              }}
                              aria-label={`Remove question ${i + 1} of ${title(s)}`}
                            >
                              ✕
                            </ActionIcon>
                          </Group>
                        </Group>
                      </li>
                    );
                  })}
                </ol>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          onClick={() => {
            onChange([...sections, emptySection(`Section ${sections.length + 1}`)]);
            setAnnouncement(`Section ${sections.length + 1} added.`);
          }}
        >
          Add a section
        </Button>
      </Group>
    </Stack>
  );
}
