import './MenusScreen.css';
import type { MenuTarget } from '@markwell/contracts/menus';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateMenuItem } from '../api/create-menu-item';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useMenuItems, type MenuItem, type MenuName } from '../api/get-menu-items';
import { useReorderMenu } from '../api/reorder-menu';
import { useUpdateMenuItem } from '../api/update-menu-item';
import { ConfirmDelete } from './ConfirmDelete';
import { MenuItemForm, type MenuItemValues } from './MenuItemForm';
import { QueryView } from '../../../components/QueryView';

const MENUS: { menu: MenuName; title: string; description: string }[] = [
  { menu: 'header', title: 'Header menu', description: 'The links beside the logo at the top of every public page.' },
  { menu: 'footer', title: 'Footer menu', description: 'The links at the bottom of every page.' },
];

function describeTarget(target: MenuTarget, item: MenuItem) {
  switch (target.kind) {
    case 'page':
      return item.page ? `Page: ${item.page.title}` : 'Page';
    case 'home':
      return 'The home page';
    case 'blog':
      return 'The blog';
    case 'contact':
      return 'The contact page';
    case 'link':
      return `Link: ${target.url}`;
  }
}

type Editing = { menu: MenuName; item?: MenuItem } | null;

/** One menu: its items in order, reordered by dragging a row or with Move up / Move down. */
function MenuList({
  menu,
  title,
  description,
  items,
  onAdd,
  onEdit,
  onRemove,
  onMove,
}: {
  menu: MenuName;
  title: string;
  description: string;
  items: MenuItem[];
  onAdd: () => void;
  onEdit: (item: MenuItem) => void;
  onRemove: (item: MenuItem) => void;
  onMove: (from: number, to: number) => void;
}) {
  const dragFrom = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const headingId = `menu-${menu}-heading`;

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    setDropTarget(null);
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from !== null && from !== to) onMove(from, to);
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <div>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          <Text size="sm">{description}</Text>
        </div>
        <Button onClick={onAdd}>Add a link</Button>
      </Group>
      {items.length === 0 ? (
        <Text>No links yet.</Text>
      ) : (
        <ol className="mw-menu-list" aria-labelledby={headingId} data-menu={menu}>
          {items.map((item, i) => (
            <li
              key={item.id}
              data-item={item.id}
              draggable
              onDragStart={(e) => {
                dragFrom.current = i;
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDropTarget(null)}
              onDragOver={(e) => {
                e.preventDefault();
                setDropTarget(i);
              }}
              onDrop={(e) => drop(e, i)}
            >
              <Paper withBorder p="sm" bg={dropTarget === i ? 'blue.0' : undefined}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="sm">
                    <span aria-hidden="true" title="Drag to reorder" style={{ cursor: 'grab' }}>
                      ⠿
                    </span>
                    <div>
                      <Text fw={600}>{item.label}</Text>
                      <Text size="sm">{describeTarget(item.target, item)}</Text>
                    </div>
                    {item.href === null && (
                      <Badge color="yellow.9" variant="filled">
                        Hidden: page not public
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4}>
                    <Button
                      size="xs"
                      variant="default"
                      data-move="up"
                      disabled={i === 0}
                      aria-label={`Move up: ${item.label}`}
                      onClick={() => onMove(i, i - 1)}
                    >
                      Move up
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      data-move="down"
                      disabled={i === items.length - 1}
                      aria-label={`Move down: ${item.label}`}
                      onClick={() => onMove(i, i + 1)}
                    >
                      Move down
                    </Button>
                    <Button size="xs" variant="subtle" aria-label={`Edit: ${item.label}`} onClick={() => onEdit(item)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="#b91c1c"
                      aria-label={`Remove: ${item.label}`}
                      onClick={() => onRemove(item)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              </Paper>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

/** /staff/menus: the public site's header and footer menus (add, edit, reorder, remove links). */
export function MenusScreen() {
  usePageTitle('Site menus');
  const items = useMenuItems();
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const remove = useDeleteMenuItem();
  const reorder = useReorderMenu();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const itemsOf = (menu: MenuName) => (items.data ?? []).filter((i) => i.menu === menu);

  function focusMoved(id: number, which: 'up' | 'down') {
    // After the list re-renders, keep focus on the moved row's button so the next press moves it again.
    window.requestAnimationFrame(() => {
      const row = document.querySelector(`[data-item="${id}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]:not(:disabled)`);
      (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  }

  function move(menu: MenuName, from: number, to: number) {
    const list = itemsOf(menu);
    const moved = list[from];
    if (!moved || to < 0 || to >= list.length) return;
    const ids = list.map((i) => i.id);
    ids.splice(from, 1);
    ids.splice(to, 0, moved.id);
    reorder.mutate({ menu, ids });
    setAnnouncement(`${moved.label} moved to position ${to + 1} of ${list.length} in the ${menu} menu.`);
    focusMoved(moved.id, to < from ? 'up' : 'down');
  }

  function save(values: MenuItemValues) {
    if (!editing) return;
    const done = { onSuccess: () => setEditing(null) };
    if (editing.item) update.mutate({ id: editing.item.id, body: values }, done);
    else create.mutate({ menu: editing.menu, ...values }, done);
  }

  const saving = editing?.item ? update : create;
  return (
    <Stack gap="lg">
      <Title order={1}>Site menus</Title>
      <Text>
        Visitors see these links on every public page, and search engines read them too. A link to a page that is not
        public stays hidden until the page is published.
      </Text>
      <div aria-live="polite" className="mw-visually-hidden">
        {announcement}
      </div>
      {reorder.isError && (
        <Alert color="red" role="alert">
          The new order was not saved: {errorMessage(reorder.error)}
        </Alert>
      )}
      <QueryView query={items}>
        {() =>
          MENUS.map((m) => (
            <MenuList
              key={m.menu}
              {...m}
              items={itemsOf(m.menu)}
              onAdd={() => {
                create.reset();
                setEditing({ menu: m.menu });
              }}
              onEdit={(item) => {
                update.reset();
                setEditing({ menu: m.menu, item });
              }}
              onRemove={setRemoving}
              onMove={(from, to) => move(m.menu, from, to)}
            />
          ))
        }
      </QueryView>
      <MenuItemForm
        editing={editing}
        busy={saving.isPending}
        error={saving.error}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDelete
        opened={removing !== null}
        what={`the link “${removing?.label ?? ''}”`}
        title={`Remove the link “${removing?.label ?? ''}”?`}
        message="The link leaves the menu; the page it opens is not changed."
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setAnnouncement(`${removing.label} removed from the ${removing.menu} menu.`),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Stack>
  );
}
