import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateClass } from '../api/create-class';
import type { SchoolClass } from '../api/get-classes';
import type { ClassOptions } from '../api/get-class-options';
import type { SchoolTeacher } from '../api/get-teachers';
import { useUpdateClass } from '../api/update-class';
import type { FieldErrors } from '../../../lib/form-errors';
import { FormModal, ModalFormLayout, useFormSubmit } from './ModalForm';

/** Add (schoolClass = null) or edit a class in a modal. */
export function ClassForm({
  opened,
  schoolClass,
  options,
  teachers,
  onClose,
}: {
  opened: boolean;
  schoolClass: SchoolClass | null;
  options: ClassOptions | undefined;
  teachers: SchoolTeacher[];
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={schoolClass ? `Edit ${schoolClass.name}` : 'Add class'}
      size="lg"
    >
      <ClassFormBody
        key={schoolClass?.id ?? 'new'}
        schoolClass={schoolClass}
        options={options}
        teachers={teachers}
        onClose={onClose}
      />
    </FormModal>
  );
}

function ClassFormBody({
  schoolClass,
  options,
  teachers,
  onClose,
}: {
  schoolClass: SchoolClass | null;
  options: ClassOptions | undefined;
  teachers: SchoolTeacher[];
  onClose: () => void;
}) {
  const [name, setName] = useState(schoolClass?.name ?? '');
  const [curriculaIds, setCurriculaIds] = useState<string[]>(schoolClass?.curricula.map((c) => String(c.id)) ?? []);
  const [qualificationId, setQualificationId] = useState<string | null>(
    schoolClass?.qualification ? String(schoolClass.qualification.id) : null,
  );
  const [teacherIds, setTeacherIds] = useState<string[]>(schoolClass?.teachers.map((t) => String(t.id)) ?? []);
  const create = useCreateClass();
  const update = useUpdateClass();
  const busy = create.isPending || update.isPending;

  const curricula = options?.curricula ?? [];
  const qualifications = curricula
    .filter((c) => curriculaIds.includes(String(c.id)))
    .flatMap((c) => c.qualifications.map((q) => ({ value: String(q.id), label: `${q.name} (${c.name})` })));
  // Active teachers, plus ones already on the class (a deactivated teacher stays until removed).
  const teacherOptions = teachers
    .filter((t) => t.active || teacherIds.includes(String(t.id)))
    .map((t) => ({ value: String(t.id), label: t.active ? t.name : `${t.name} (deactivated)` }));

  const onCurricula = (ids: string[]) => {
    setCurriculaIds(ids);
    // A qualification of a curriculum no longer chosen would be refused.
    const stillValid = curricula.some(
      (c) => ids.includes(String(c.id)) && c.qualifications.some((q) => String(q.id) === qualificationId),
    );
    if (!stillValid) setQualificationId(null);
  };

  const { errors, submit } = useFormSubmit(
    () => {
      const local: FieldErrors = {};
      if (!name.trim()) local.name = 'Enter the class name';
      if (curriculaIds.length === 0) local.curriculaIds = 'Choose at least one curriculum';
      return local;
    },
    async () => {
      const body = {
        name: name.trim(),
        curriculaIds: curriculaIds.map(Number),
        qualificationId: qualificationId ? Number(qualificationId) : null,
        teacherIds: teacherIds.map(Number),
      };
      if (schoolClass) await update.mutateAsync({ id: schoolClass.id, body });
      else await create.mutateAsync(body);
      onClose();
    },
  );

  return (
    <ModalFormLayout
      onSubmit={submit}
      formError={errors._form}
      onCancel={onClose}
      busy={busy}
      submitLabel={schoolClass ? 'Save' : 'Add class'}
    >
      <TextInput
        label="Name"
        description="For example “10B Biology”. Bulk adding students matches classes by this name."
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        autoComplete="off"
        data-autofocus
      />
      <MultiSelect
        label="Curricula"
        required
        data={curricula.map((c) => ({ value: String(c.id), label: c.name }))}
        value={curriculaIds}
        onChange={onCurricula}
        error={errors.curriculaIds}
        nothingFoundMessage="Your school subscribes to no other curriculum"
      />
      <Select
        label="Qualification"
        description="The class follows the courses of this qualification; leave empty for all."
        placeholder={curriculaIds.length ? 'Any qualification' : 'Choose curricula first'}
        data={qualifications}
        value={qualificationId}
        onChange={setQualificationId}
        error={errors.qualificationId}
        clearable
        disabled={qualifications.length === 0}
      />
      <MultiSelect
        label="Teachers"
        data={teacherOptions}
        value={teacherIds}
        onChange={setTeacherIds}
        error={errors.teacherIds}
        searchable
        nothingFoundMessage="No teacher with that name"
      />
    </ModalFormLayout>
  );
}
