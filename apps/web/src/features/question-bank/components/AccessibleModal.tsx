import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's Modal with two accessibility fixes: its header is a <div> (Mantine renders a <header>,
 * a second "banner" landmark beside the app's), and its close button has a name.
 */
export function AccessibleModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalRootProps['size'];
  children: ReactNode;
}) {
  // Modal.Header forwards `component` to its Box; its props type does not declare it.
  const headerAsDiv = { component: 'div' } as Record<string, unknown>;
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...headerAsDiv}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
