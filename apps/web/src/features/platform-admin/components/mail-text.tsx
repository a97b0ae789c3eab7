import { Fragment } from 'react';

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/g;

/** The URL as a same-site path (with query and fragment), or null when it leads to another site. */
export function sameSitePath(url: string, origin = window.location.origin): string | null {
  // Trailing punctuation ends a sentence, not the link.
  const trimmed = url.replace(/[.,;:!?)\]]+$/, '');
  try {
    const parsed = new URL(trimmed);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * An e-mail's plain text, with links to this site clickable and every other address left as
 * text: the outbox holds whatever the platform wrote, and a link to another site is not followed
 * from the admin's session by a click.
 */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_IN_TEXT);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const path = sameSitePath(part);
        if (!path) return <Fragment key={i}>{part}</Fragment>;
        const rest = part.slice(part.replace(/[.,;:!?)\]]+$/, '').length);
        return (
          <Fragment key={i}>
            <a href={path}>{part.slice(0, part.length - rest.length)}</a>
            {rest}
          </Fragment>
        );
      })}
    </>
  );
}
