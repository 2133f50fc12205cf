import { Box } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  Link,
  type RaRecord,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditRecord,
  auditActionLabel,
  auditEntityLabel,
  auditRecordPath,
} from '../lib/labels';

/** The record's label and number, linked to its page when the back office has one. */
function AuditRecordLink() {
  const record = useRecordContext<AuditRecord & RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const path = auditRecordPath(record);
  const text = [auditEntityLabel(translate, String(record.entity_type)), record.entity_id]
    .filter(Boolean)
    .join(' ');
  return path ? (
    <Link to={path} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {text}
    </Link>
  ) : (
    text
  );
}

function Change() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side}>
          <strong>{translate(`admin.system.${side}`)}</strong>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
            {record[side] === undefined ? '—' : JSON.stringify(record[side], null, 2)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Who changed what, when and from where; newest first. */
export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="action"
          source="action"
          choices={AUDIT_ACTIONS.map((id) => ({ id, name: auditActionLabel(translate, id) }))}
        />,
        <SelectInput
          key="entity"
          source="entity_type"
          choices={AUDIT_ENTITIES.map((id) => ({ id, name: auditEntityLabel(translate, id) }))}
        />,
        <DateInput key="from" source="created_at__gteq" label={translate('admin.orders.filters.from')} />,
        <DateInput key="to" source="created_at__lteq" label={translate('admin.orders.filters.to')} />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false} expand={<Change />} rowClick="expand">
        <FunctionField source="created_at" render={(r) => formatDateTime(r.created_at)} />
        <TextField source="actor_name" />
        <FunctionField source="action" render={(r) => auditActionLabel(translate, r.action)} />
        <FunctionField source="entity_type" render={() => <AuditRecordLink />} />
        <TextField source="ip" />
      </Datagrid>
    </List>
  );
}
