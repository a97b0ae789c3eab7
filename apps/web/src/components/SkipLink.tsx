/** First focusable element of every page: jumps past the header to <main id="main">. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className="mw-skip-link" href={`#${target}`}>
      Skip to content
    </a>
  );
}
