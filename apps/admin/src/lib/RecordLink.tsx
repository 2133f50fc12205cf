import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The row's first cell as a link to the record: rows open on click, and this makes them reachable
 * from the keyboard (Tab, Enter) and by screen readers too.
 */
export function RecordLink({
  source,
  type = 'edit',
}: {
  source: string;
  type?: 'edit' | 'show';
  label?: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}
    >
      {String(record[source] ?? record.id)}
    </Link>
  );
}
