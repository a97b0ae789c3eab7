import { Text } from '@mantine/core';
import { formatDate } from '@markwell/domain/time/index';
import type { SaveState } from '../lib/autosave';

/** The words of a save state: "Saved 10:42", the offline promise, "Not saved, retrying"… */
export function saveStatusText(state: SaveState, serverLastSavedAt: string | null): string {
  const last = state.lastSavedAt ?? (serverLastSavedAt ? Date.parse(serverLastSavedAt) : null);
  switch (state.status) {
    case 'offline':
      return 'Offline: your answers are kept on this device and will be sent when you are back';
    case 'retrying':
      return 'Not saved, retrying';
    case 'paused':
      return 'Saving paused, your answers are kept on this device';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'closed':
      return 'This exam no longer takes answers.';
    case 'saved':
    case 'idle':
      return last === null ? 'Your answers are saved as you type.' : `Saved ${formatDate(last, 'HH:mm')}`;
  }
}

/**
 * The visible save state. Not a live region: it changes with every pause in typing, which a
 * screen reader would read out each time. The exam screen announces only the changes that matter
 * (going offline, failing, being back).
 */
export function SaveStatusLine({
  state,
  serverLastSavedAt,
  persistent,
}: {
  state: SaveState;
  serverLastSavedAt: string | null;
  persistent: boolean;
}) {
  const warn =
    state.status === 'offline' || state.status === 'retrying' || state.status === 'paused' || state.status === 'closed';
  return (
    <div>
      <Text size="sm" fw={warn ? 700 : 400} c={warn ? 'red.9' : undefined}>
        {saveStatusText(state, serverLastSavedAt)}
      </Text>
      {!persistent && (
        <Text size="sm" fw={700} c="red.9">
          This browser cannot keep unsent answers: stay online until they are saved.
        </Text>
      )}
    </div>
  );
}
