import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import { storeViewName } from '../lib/labels';
import { saveFile } from '../lib/save-file';
import { restFile } from '../providers/http';
import { RESOURCES } from '../providers/resources';
import { searchCriteriaParams } from '../providers/search-criteria';

/** Magento's subscriber statuses (1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed). */
const STATUSES = [1, 2, 3, 4] as const;

/**
 * "Exportar CSV": the server writes every subscriber the list's filters match (all pages), the
 * browser saves the file.
 */
function ExportCsvButton() {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const config = RESOURCES['newsletter-subscribers'];
  const exportCsv = async () => {
    setBusy(true);
    try {
      const query = searchCriteriaParams(
        { filter: filterValues, sort },
        { searchFields: config?.searchFields, fieldMap: config?.fieldMap },
      );
      const { blob } = await restFile('escritorio/newsletter/subscribers.csv', { query });
      saveFile(blob, 'newsletter-assinantes.csv');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="admin.newsletter.export" onClick={exportCsv} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}

export function NewsletterSubscriberList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="status"
          source="subscriber_status"
          alwaysOn
          choices={STATUSES.map((id) => ({ id, name: translate(`admin.newsletter.status.${id}`) }))}
        />,
        <SelectInput
          key="store"
          source="store_code"
          choices={['default', 'en', 'german'].map((id) => ({
            id,
            name: storeViewName(translate, id),
          }))}
        />,
      ]}
      sort={{ field: 'subscriber_id', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NumberField source="subscriber_id" />
        <TextField source="subscriber_email" />
        <FunctionField
          source="subscriber_status"
          render={(r) => translate(`admin.newsletter.status.${r.subscriber_status}`)}
        />
        <TextField source="customer_id" emptyText="—" />
        <FunctionField source="store_code" render={(r) => storeViewName(translate, r.store_code)} />
        <FunctionField source="change_status_at" render={(r) => formatDateTime(r.change_status_at)} />
      </Datagrid>
    </List>
  );
}
