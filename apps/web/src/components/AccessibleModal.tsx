import { Modal, type ModalRootProps } from '@mantine/core';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { captureFocusOrigin, restoreFocus, type FocusOrigin } from '../lib/focus-return';

/** Mantine restores focus 10 ms after closing; ours runs after it, so it only fixes a lost focus. */
const FOCUS_RETURN_DELAY_MS = 20;

/**
 * The control the modal was opened from, read while rendering the opening (before a field inside
 * takes focus), and given focus back after closing: when the modal's form was sent with the
 * keyboard, its field unmounts with the form and focus would fall to <body>.
 */
function useReturnFocusOnClose(opened: boolean) {
  const [origin, setOrigin] = useState<FocusOrigin | null>(null);
  const [wasOpened, setWasOpened] = useState(opened);
  // Read during the render that opens the modal, before its children mount and take focus.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOrigin(captureFocusOrigin());
  }
  const returnFocus = useEffectEvent(() => {
    if (origin) restoreFocus(origin);
  });
  useEffect(() => {
    if (opened) return;
    const timer = window.setTimeout(returnFocus, FOCUS_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
}

/**
 * Mantine's Modal with two accessibility fixes, for every feature to use instead of `Modal`:
 * its header is a <div> (Mantine renders a <header>, which axe counts as a second "banner"
 * landmark beside the app's), and its close button has a name. On closing, focus returns to the
 * control that opened it even when Mantine would leave it on <body> (lib/focus-return.ts).
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
  useReturnFocusOnClose(opened);
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
