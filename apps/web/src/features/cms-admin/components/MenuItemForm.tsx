import { isSafeLink } from '@markwell/contracts/common';
import type { MenuItem, MenuName, MenuTarget, MenuTargetKind } from '@markwell/contracts/menus';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AccessibleModal } from '../../../components/AccessibleModal';
import { errorMessage } from '../../../lib/api-client';
import { useCmsPages } from '../api/get-cms-pages';

const KINDS: { value: MenuTargetKind; label: string }[] = [
  { value: 'page', label: 'A CMS page' },
  { value: 'home', label: 'The home page' },
  { value: 'blog', label: 'The blog' },
  { value: 'contact', label: 'The contact page' },
  { value: 'link', label: 'Another link (a path on this site or an https:// address)' },
];

export interface MenuItemValues {
  label: string;
  target: MenuTarget;
}

interface FormProps {
  /** The item edited; absent when adding. */
  item?: MenuItem | undefined;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onSave: (values: MenuItemValues) => void;
}

/**
 * Adds a link to a menu, or edits one: its label and what it opens. A link target must be a path
 * on this site or an http(s) address (checked here and again by the server). The modal stays
 * mounted while closed, so focus can return to the button that opened it.
 */
export function MenuItemForm({
  editing,
  ...props
}: Omit<FormProps, 'item'> & { editing: { menu: MenuName; item?: MenuItem | undefined } | null }) {
  const item = editing?.item;
  const where = editing?.menu === 'footer' ? 'footer' : 'header';
  return (
    <AccessibleModal
      opened={editing !== null}
      onClose={props.onCancel}
      title={item ? `Edit “${item.label}”` : `Add a link to the ${where} menu`}
    >
      {editing && <MenuItemFields key={item?.id ?? `new-${editing.menu}`} item={item} {...props} />}
    </AccessibleModal>
  );
}

function MenuItemFields({ item, busy, error, onCancel, onSave }: FormProps) {
  const pages = useCmsPages();
  const [label, setLabel] = useState(item?.label ?? '');
  const [kind, setKind] = useState<MenuTargetKind>(item?.target.kind ?? 'page');
  const [pageId, setPageId] = useState(item?.target.kind === 'page' ? String(item.target.pageId) : '');
  const [url, setUrl] = useState(item?.target.kind === 'link' ? item.target.url : '');
  const [problems, setProblems] = useState<{ label?: string; page?: string; url?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof problems = {};
    if (!label.trim()) found.label = 'Give the link a label';
    if (kind === 'page' && !pageId) found.page = 'Choose the page this link opens';
    if (kind === 'link' && !isSafeLink(url.trim()))
      found.url = 'Use a path on this site (starting with "/") or an http(s):// address';
    setProblems(found);
    if (Object.keys(found).length) return;
    const target: MenuTarget =
      kind === 'page' ? { kind, pageId: Number(pageId) } : kind === 'link' ? { kind, url: url.trim() } : { kind };
    onSave({ label: label.trim(), target });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Label"
          description="The text visitors see"
          value={label}
          maxLength={60}
          required
          error={problems.label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          data-autofocus
        />
        <NativeSelect
          label="Opens"
          value={kind}
          data={KINDS}
          onChange={(e) => setKind(e.currentTarget.value as MenuTargetKind)}
        />
        {kind === 'page' && (
          <NativeSelect
            label="Page"
            description="A page that is not public is left out of the menu until it is published"
            value={pageId}
            error={problems.page}
            onChange={(e) => setPageId(e.currentTarget.value)}
            data={[
              { value: '', label: pages.isPending ? 'Loading pages…' : 'Choose a page' },
              ...(pages.data ?? []).map((p) => ({
                value: String(p.id),
                label: p.public ? p.title : `${p.title} (not public)`,
              })),
            ]}
          />
        )}
        {kind === 'link' && (
          <TextInput
            label="Address"
            description='A path on this site, like "/free-resources", or an http(s):// address'
            value={url}
            maxLength={2000}
            error={problems.url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
        )}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {item ? 'Save' : 'Add link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
