import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's Modal with two accessibility fixes, for every feature to use instead of `Modal`:
 * its header is a <div> (Mantine renders a <header>, which axe counts as a second "banner"
 * landmark beside the app's), and its close button has a name.
 */
export function AccessibleModal({
  opened,
  onClose,
  title,
  size,
  centered = true,
  closeOnClickOutside,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalRootProps['size'];
  centered?: boolean;
  closeOnClickOutside?: boolean;
  children: ReactNode;
}) {
  // Modal.Header forwards `component` to its Box; its props type does not declare it.
  const headerAsDiv = { component: 'div' } as Record<string, unknown>;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered={centered}
      size={size}
      {...(closeOnClickOutside === undefined ? {} : { closeOnClickOutside })}
    >
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
