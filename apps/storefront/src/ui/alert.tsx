/** A server or request error beside the form that caused it, announced to screen readers. */
export function FormAlert({
  message,
  tone = 'danger',
}: {
  message: string | undefined;
  tone?: 'danger' | 'success';
}) {
  if (!message) return null;
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={
        tone === 'danger'
          ? 'rounded border border-danger/40 bg-danger-tint px-3 py-2 text-sm text-danger'
          : 'rounded border border-success/40 bg-success-tint px-3 py-2 text-sm text-success'
      }
    >
      {message}
    </p>
  );
}
