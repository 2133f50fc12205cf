'use client';

import { clsx } from 'clsx';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';

/**
 * A small rich-text editor: a contenteditable region with a toolbar for bold, italic, a
 * heading, lists, a quote and links. It writes HTML through the browser's editing commands
 * (execCommand is deprecated but the only native way; every current browser implements it) and
 * reports it on each change. The server sanitises the HTML to its allow-list anyway (README "Blog").
 */

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
}: RichTextEditorProps) {
  const t = useTranslations('forms.blog.editor');
  const editor = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});

  // The editor owns its DOM while typing; a value from outside (a reset) replaces it.
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const refreshState = useCallback(() => {
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
      insertOrderedList: document.queryCommandState('insertOrderedList'),
    });
  }, []);

  const emit = useCallback(() => {
    const html = editor.current?.innerHTML ?? '';
    onChange(html === '<br>' ? '' : html);
  }, [onChange]);

  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    refreshState();
    emit();
  };

  const toggleBlock = (tag: 'h2' | 'blockquote') => {
    const current = document.queryCommandValue('formatBlock').toLowerCase();
    run('formatBlock', current === tag ? 'p' : tag);
  };

  const addLink = () => {
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (!url || url === 'https://') return;
    if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) {
      window.alert(t('linkInvalid'));
      return;
    }
    run('createLink', url.trim());
  };

  return (
    <div
      className={clsx(
        'rounded border bg-surface focus-within:border-primary-strong focus-within:ring-2 focus-within:ring-primary/40',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-line p-1"
      >
        <ToolButton label={t('bold')} pressed={active.bold} onClick={() => run('bold')}>
          <Bold aria-hidden size={18} />
        </ToolButton>
        <ToolButton label={t('italic')} pressed={active.italic} onClick={() => run('italic')}>
          <Italic aria-hidden size={18} />
        </ToolButton>
        <ToolButton label={t('heading')} onClick={() => toggleBlock('h2')}>
          <Heading2 aria-hidden size={18} />
        </ToolButton>
        <ToolButton
          label={t('bulletList')}
          pressed={active.insertUnorderedList}
          onClick={() => run('insertUnorderedList' satisfies Command)}
        >
          <List aria-hidden size={18} />
        </ToolButton>
        <ToolButton
          label={t('numberedList')}
          pressed={active.insertOrderedList}
          onClick={() => run('insertOrderedList' satisfies Command)}
        >
          <ListOrdered aria-hidden size={18} />
        </ToolButton>
        <ToolButton label={t('quote')} onClick={() => toggleBlock('blockquote')}>
          <Quote aria-hidden size={18} />
        </ToolButton>
        <ToolButton label={t('link')} onClick={addLink}>
          <Link2 aria-hidden size={18} />
        </ToolButton>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text region has no native element */}
      <div
        ref={editor}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        contentEditable
        suppressContentEditableWarning
        className="min-h-64 px-3 py-2 text-base leading-relaxed text-ink focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary-strong [&_a]:underline"
        onInput={emit}
        onBlur={onBlur}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onPaste={(event) => {
          // Pasted text arrives plain: formatting from other sites would only be stripped by the server.
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      // Keep the editor's selection: the command applies to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded text-ink hover:bg-surface-muted',
        pressed && 'bg-primary-tint text-primary-strong',
      )}
    >
      {children}
    </button>
  );
}
