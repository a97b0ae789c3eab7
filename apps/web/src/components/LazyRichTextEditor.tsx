import { lazy, Suspense } from 'react';
import { Loader } from './Loader';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The TipTap editor, fetched only when a screen shows it (its own chunk). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loader label={`Loading the ${props.label.toLowerCase()} editor…`} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
