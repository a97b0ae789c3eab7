import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useCreateTeacher, type CreatedTeacher } from '../api/create-teacher';
import type { SchoolTeacher } from '../api/get-teachers';
import { useUpdateTeacher } from '../api/update-teacher';
import { PersonFields, personErrors } from './PersonFields';
import { CreatedAccount, FormModal, ModalFormLayout, useFormSubmit } from './ModalForm';

/** Why the school admin checkbox cannot be unticked for this teacher, if it cannot. */
function demotionBlocked(teacher: SchoolTeacher | null, meId: number | undefined): string | null {
  if (!teacher?.schoolAdmin) return null;
  const self = teacher.id === meId;
  if (teacher.owner && !self) return 'Only the owner of the school can remove their own school admin rights.';
  if (self && !teacher.owner) return 'You cannot remove your own school admin rights; ask another school admin.';
  return null;
}

/** Add (teacher = null) or edit a teacher in a modal; after adding, the one-time password is shown. */
export function TeacherForm({
  opened,
  teacher,
  meId,
  onClose,
}: {
  opened: boolean;
  teacher: SchoolTeacher | null;
  meId: number | undefined;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={teacher ? `Edit ${teacher.name}` : 'Add teacher'}>
      <TeacherFormBody key={teacher?.id ?? 'new'} teacher={teacher} meId={meId} onClose={onClose} />
    </FormModal>
  );
}

function TeacherFormBody({
  teacher,
  meId,
  onClose,
}: {
  teacher: SchoolTeacher | null;
  meId: number | undefined;
  onClose: () => void;
}) {
  const [name, setName] = useState(teacher?.name ?? '');
  const [email, setEmail] = useState(teacher?.email ?? '');
  const [schoolAdmin, setSchoolAdmin] = useState(teacher?.schoolAdmin ?? false);
  const [created, setCreated] = useState<CreatedTeacher | null>(null);
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const busy = create.isPending || update.isPending;
  const blocked = demotionBlocked(teacher, meId);

  const { errors, submit } = useFormSubmit(
    () => personErrors(name, email, 'teacher'),
    async () => {
      if (teacher) {
        const body: { name?: string; email?: string; schoolAdmin?: boolean } = {};
        if (name.trim() !== teacher.name) body.name = name.trim();
        if (email.trim().toLowerCase() !== teacher.email) body.email = email.trim();
        if (schoolAdmin !== teacher.schoolAdmin) body.schoolAdmin = schoolAdmin;
        if (Object.keys(body).length) await update.mutateAsync({ id: teacher.id, body });
        onClose();
      } else {
        setCreated(await create.mutateAsync({ name: name.trim(), email: email.trim(), schoolAdmin }));
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
      submitLabel={teacher ? 'Save' : 'Add teacher'}
    >
      <PersonFields name={name} email={email} errors={errors} onName={setName} onEmail={setEmail} />
      <Checkbox
        label="School admin"
        description={blocked ?? 'School admins manage the school’s teachers, classes and students.'}
        checked={schoolAdmin}
        onChange={(e) => setSchoolAdmin(e.currentTarget.checked)}
        disabled={blocked !== null}
        error={errors.schoolAdmin}
      />
    </ModalFormLayout>
  );
}
