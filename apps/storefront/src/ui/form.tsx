'use client';

import { clsx } from 'clsx';
import { CircleCheck, FileText, Upload, X } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useMemo } from 'react';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from './button';
import { FieldShell, INPUT_CLASSES } from './field';

export { FormAlert } from './alert';
export { SelectField, TextField } from './field';

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

export function TextAreaField({ label, error, hint, className, rows = 5, ...textarea }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={clsx(INPUT_CLASSES, 'py-2 leading-relaxed')}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

interface FileFieldProps {
  label: string;
  accept: string;
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Shows image files as thumbnails. */
  withPreviews?: boolean;
}

/**
 * A file field with the chosen files listed (images as thumbnails) and a remove button for each.
 * The native input stays the control (keyboard, screen readers, phone cameras) but is drawn off
 * screen: the browser's own button and status are in the browser's language ('No file chosen'
 * beside a file the shopper did attach). Its label, drawn as a button, opens the same picker, and
 * the status beside it, in the store's words, describes the input.
 */
export function FileField({
  label,
  accept,
  multiple = false,
  files,
  onChange,
  error,
  hint,
  className,
  withPreviews = false,
}: FileFieldProps) {
  const t = useTranslations('forms.files');
  const status =
    files.length === 0
      ? t('none')
      : files.length === 1
        ? (files[0]?.name ?? '')
        : t('count', { count: files.length });
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <input
              id={id}
              type="file"
              accept={accept}
              multiple={multiple}
              aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(' ')}
              aria-invalid={invalid}
              className="peer sr-only"
              onChange={(event) => {
                const chosen = Array.from(event.currentTarget.files ?? []);
                onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
                // Let the same file be chosen again after it was removed.
                event.currentTarget.value = '';
              }}
            />
            {/* A second label of the input: a click opens the picker; the input keeps the focus. */}
            <label
              htmlFor={id}
              aria-hidden="true"
              className={buttonClasses(
                'secondary',
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-primary/60 peer-focus-visible:ring-offset-2',
              )}
            >
              <Upload aria-hidden size={18} />
              {multiple ? t('chooseMany') : t('choose')}
            </label>
            <span id={`${id}-status`} className="min-w-0 break-all text-sm text-ink-muted">
              {status}
            </span>
          </div>
          {files.length > 0 && (
            <ul className="flex flex-wrap gap-3" aria-label={t('chosen')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <ChosenFile
                    file={file}
                    withPreview={withPreviews}
                    removeLabel={t('remove', { name: file.name })}
                    onRemove={() => onChange(files.filter((_, other) => other !== index))}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FieldShell>
  );
}

function ChosenFile({
  file,
  withPreview,
  removeLabel,
  onRemove,
}: {
  file: File;
  withPreview: boolean;
  removeLabel: string;
  onRemove: () => void;
}) {
  const isImage = withPreview && file.type.startsWith('image/');
  const url = useMemo(() => (isImage ? URL.createObjectURL(file) : undefined), [file, isImage]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <div className="relative flex items-center gap-2 rounded border border-line bg-surface p-2 pr-10 text-sm">
      {url ? (
        // biome-ignore lint/performance/noImgElement: a local blob preview, not a served image
        <img src={url} alt={file.name} className="size-16 rounded object-cover" />
      ) : (
        <FileText aria-hidden className="size-6 text-ink-muted" />
      )}
      <span className="max-w-[12rem] truncate text-ink">{file.name}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-danger"
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}

/** The answer after a request was stored: its protocol and what happens next. */
export function RequestSuccess({
  title,
  text,
  protocol,
  protocolLabel,
  again,
  action,
}: {
  title: string;
  text: string;
  protocol?: string | undefined;
  protocolLabel?: string;
  /** The button that empties the form for another request. */
  again?: { label: string; onClick: () => void };
  /** Further links beside it. */
  action?: ReactNode;
}) {
  return (
    <div role="status" className="mt-6 rounded border border-success/40 bg-success-tint p-5 text-ink">
      <p className="flex items-center gap-2 text-lg font-semibold text-success">
        <CircleCheck aria-hidden size={22} />
        {title}
      </p>
      {protocol && (
        <p className="mt-3">
          {protocolLabel}{' '}
          <strong className="font-mono text-base tabular-nums" data-testid="request-protocol">
            {protocol}
          </strong>
        </p>
      )}
      <p className="mt-2 leading-relaxed">{text}</p>
      {(again || action) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {again && (
            <button type="button" className={buttonClasses('secondary')} onClick={again.onClick}>
              {again.label}
            </button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
