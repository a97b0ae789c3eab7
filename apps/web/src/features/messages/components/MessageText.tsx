import { Text } from '@mantine/core';

/**
 * A message's text exactly as written: React text (never HTML), line breaks kept by CSS, long
 * words wrapped so a pasted link cannot widen the page.
 */
export function MessageText({ text, lineClamp }: { text: string; lineClamp?: number }) {
  return (
    <Text
      lineClamp={lineClamp}
      style={{ whiteSpace: lineClamp ? 'normal' : 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="message-text"
    >
      {text}
    </Text>
  );
}
