import { Checkbox, ScrollArea, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { SchoolClass } from '../api/get-classes';
import type { SchoolStudent } from '../api/get-students';
import { useCreateStudent, type CreatedStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import { PersonFields, personErrors } from './PersonFields';
import { CreatedAccount, FormModal, ModalFormLayout, useFormSubmit } from './ModalForm';

/**
 * Add (student = null) or edit a student in a modal. After adding, the modal shows the
 * one-time password instead of the form.
 */
export function StudentForm({
  opened,
  student,
  classes,
  onClose,
}: {
  opened: boolean;
  student: SchoolStudent | null;
  classes: SchoolClass[];
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={student ? `Edit ${student.name}` : 'Add student'} size="lg">
      {/* Keyed so each opening starts from the student's current values. */}
      <StudentFormBody key={student?.id ?? 'new'} student={student} classes={classes} onClose={onClose} />
    </FormModal>
  );
}

function StudentFormBody({
  student,
  classes,
  onClose,
}: {
  student: SchoolStudent | null;
  classes: SchoolClass[];
  onClose: () => void;
}) {
  const [name, setName] = useState(student?.name ?? '');
  const [email, setEmail] = useState(student?.email ?? '');
  const [groupIds, setGroupIds] = useState<string[]>(student?.groups.map((g) => String(g.id)) ?? []);
  const [subgroups, setSubgroups] = useState<string[]>(student?.subgroups ?? []);
  const [created, setCreated] = useState<CreatedStudent | null>(null);
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const busy = create.isPending || update.isPending;

  // Active classes, plus inactive ones the student is still in (so editing does not drop them silently).
  const classOptions = classes
    .filter((c) => c.active || groupIds.includes(String(c.id)))
    .map((c) => ({ value: String(c.id), label: c.active ? c.name : `${c.name} (deactivated)` }));

  const { errors, submit } = useFormSubmit(
    () => personErrors(name, email, 'student'),
    async () => {
      const body = { name: name.trim(), email: email.trim(), groupIds: groupIds.map(Number), subgroups };
      if (student) {
        await update.mutateAsync({ id: student.id, body });
        onClose();
      } else {
        setCreated(await create.mutateAsync(body));
      }
    },
  );

  if (created) return <CreatedAccount account={created} onDone={onClose} />;

  return (
    <ModalFormLayout
      onSubmit={submit}
      formError={errors._form}
      onCancel={onClose}
      busy={busy}
      submitLabel={student ? 'Save' : 'Add student'}
    >
      <PersonFields name={name} email={email} errors={errors} onName={setName} onEmail={setEmail} />
      <Checkbox.Group label="Classes" value={groupIds} onChange={setGroupIds} error={errors.groupIds}>
        {classOptions.length === 0 ? (
          <Text size="sm" mt={4}>
            Your school has no active class yet.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={220} mt={4} type="auto">
            <Stack gap={6} py={2}>
              {classOptions.map((c) => (
                <Checkbox key={c.value} value={c.value} label={c.label} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Checkbox.Group>
      <TagsInput
        label="Subgroups"
        description="Free labels such as “Set 2” or “SEN”; press Enter after each."
        value={subgroups}
        onChange={setSubgroups}
        error={errors.subgroups}
        maxTags={20}
      />
    </ModalFormLayout>
  );
}
