import { Box } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  SearchInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { List } from '../lib/List';

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
        <TextInput key="action" source="action" />,
        <TextInput key="entity" source="entity_type" />,
        <DateInput key="from" source="created_at__gteq" label={translate('admin.orders.filters.from')} />,
        <DateInput key="to" source="created_at__lteq" label={translate('admin.orders.filters.to')} />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false} expand={<Change />} rowClick="expand">
        <DateField source="created_at" showTime />
        <TextField source="actor_name" />
        <TextField source="action" />
        <TextField source="entity_type" />
        <TextField source="entity_id" />
        <TextField source="ip" />
      </Datagrid>
    </List>
  );
}
