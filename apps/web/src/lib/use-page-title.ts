import { useEffect } from 'react';

const SITE = 'Markwell';

/** Sets the document title ("Log in · Markwell"); the site name alone when no title. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
