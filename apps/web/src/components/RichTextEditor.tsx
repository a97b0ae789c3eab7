import './RichTextEditor.css';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

export interface RichTextEditorProps {
  /** Visible label; also the accessible name of the editing area. */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string | undefined;
  /** Smallest height of the editing area, in rem. */
  minRows?: number;
}

/** What an empty document serialises to; stored as ''. */
const normalise = (html: string) => (html === '<p></p>' ? '' : html);

/** Only http(s), mailto, tel and site-relative links (the server's allow-list refuses the rest). */
export function safeLinkHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  if (/^(https?:|mailto:|tel:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'))
    return href;
  if (/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(href)) return `https://${href}`;
  return null;
}

interface ToolProps {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function Tool({ label, onClick, pressed, disabled, children }: ToolProps) {
  return (
    <button
      type="button"
      className="mw-rte__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the selection in the editor while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** List glyphs drawn, not written: visible text would have to be part of the button's name. */
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="currentColor" focusable="false">
      {[3, 9, 15].map((y) => (
        <g key={y}>
          {numbered ? <rect x="1" y={y - 2} width="2" height="4" /> : <circle cx="2.5" cy={y} r="1.6" />}
          <rect x="6" y={y - 1} width="11" height="2" rx="1" />
        </g>
      ))}
    </svg>
  );
}

function Toolbar({ editor, labelId, onLink }: { editor: Editor; labelId: string; onLink: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="mw-rte__toolbar" role="toolbar" aria-labelledby={labelId} aria-controls={`${labelId}-area`}>
      <Tool label="Bold" pressed={s.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label="Italic" pressed={s.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label="Underline" pressed={s.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label="Strikethrough" pressed={s.strike} onClick={() => chain().toggleStrike().run()}>
        <s>S</s>
      </Tool>
      <span className="mw-rte__sep" aria-hidden="true" />
      <Tool label="H2 heading" pressed={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="H3 heading" pressed={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label="Bulleted list" pressed={s.bullet} onClick={() => chain().toggleBulletList().run()}>
        <ListIcon numbered={false} />
      </Tool>
      <Tool label="Numbered list" pressed={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListIcon numbered />
      </Tool>
      <Tool label="Quote" pressed={s.quote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </Tool>
      <span className="mw-rte__sep" aria-hidden="true" />
      <Tool label="Link" pressed={s.link} onClick={onLink}>
        🔗
      </Tool>
      <Tool label="Remove link" disabled={!s.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        ⛓̸
      </Tool>
      <span className="mw-rte__sep" aria-hidden="true" />
      <Tool label="Undo" disabled={!s.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool label="Redo" disabled={!s.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </Tool>
    </div>
  );
}

/**
 * The staff rich text editor (TipTap), shared by the CMS and the academy editors. Loaded lazily
 * (see LazyRichTextEditor): it must never reach the public pages' bundle. Output is HTML; the
 * server sanitises it against an allow-list whatever the editor sends.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  description,
  error,
  minRows = 8,
}: RichTextEditorProps) {
  const uid = useId();
  const labelId = `${uid}-label`;
  const descId = description ? `${uid}-desc` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: `${labelId}-area`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(descId || errorId ? { 'aria-describedby': [descId, errorId].filter(Boolean).join(' ') } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'mw-rte__content',
        style: `min-height: ${minRows * 1.5}rem`,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(normalise(e.getHTML())),
  });

  // Follow outside changes of the value (a reset, the server's sanitised answer).
  useEffect(() => {
    // Under StrictMode the first editor is destroyed and replaced: never touch a destroyed one.
    if (editor && !editor.isDestroyed && normalise(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const openLink = () => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };
  const applyLink = (e: FormEvent) => {
    e.preventDefault();
    if (!editor) return;
    if (!href.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const safe = safeLinkHref(href);
    if (!safe) {
      setLinkError('Use an https:// address, an e-mail (mailto:) or a path on this site starting with "/".');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    setLinkOpen(false);
  };

  return (
    <div className={`mw-rte${error ? ' mw-rte--error' : ''}`}>
      <div id={labelId} className="mw-rte__label">
        {label}
      </div>
      {description && (
        <div id={descId} className="mw-rte__description">
          {description}
        </div>
      )}
      {editor && <Toolbar editor={editor} labelId={labelId} onLink={openLink} />}
      {editor && linkOpen && (
        // Not a <form>: the editor usually sits inside the page's form.
        <div className="mw-rte__link" role="group" aria-label="Link">
          <label htmlFor={`${uid}-href`}>Link address</label>
          <input
            id={`${uid}-href`}
            type="text"
            inputMode="url"
            value={href}
            autoFocus
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyLink(e);
              if (e.key === 'Escape') {
                e.stopPropagation();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${uid}-href-error` : undefined}
          />
          <button type="button" onClick={applyLink}>
            Apply
          </button>
          <button type="button" onClick={() => setLinkOpen(false)}>
            Cancel
          </button>
          {linkError && (
            <p id={`${uid}-href-error`} className="mw-rte__error">
              {linkError}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} className="mw-rte__editor" />
      {error && (
        <p id={errorId} className="mw-rte__error">
          {error}
        </p>
      )}
    </div>
  );
}
