import { useCallback, useEffect, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../providers/data-provider';
import type { MagentoErrorBody } from '../../providers/http';
import { typeRefusal } from './refusals';

/** A refusal to show: which small form (`scope`) and which of its inputs, in the screen's words. */
interface Shown {
  scope: string;
  field?: string;
  text: string;
}

/**
 * What the composite-product tabs share: read their data from the server, send one change at a
 * time, read back. A refusal is kept with the form that sent it (what was typed stays) and shown
 * beside its input, or above the form when it names none.
 */
export function useTypeCalls<T>(read: (dataProvider: AdminDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [data, setData] = useState<T | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => setData(await read(dataProvider)), [dataProvider, read]);
  useEffect(() => {
    reload().catch((error) => setShown({ scope: 'load', text: (error as Error).message }));
  }, [reload]);

  /** Runs one change; true when the server accepted it. */
  async function run(scope: string, work: (dp: AdminDataProvider) => Promise<unknown>): Promise<boolean> {
    setShown(null);
    setBusy(true);
    try {
      await work(dataProvider);
      notify('admin.product_types.saved', { type: 'success' });
      return true;
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as MagentoErrorBody | undefined) : undefined;
      const refusal = typeRefusal(body);
      const text = refusal.key
        ? translate(`admin.product_types.errors.${refusal.key}`)
        : (error as Error).message;
      setShown({ scope, field: refusal.field, text });
      return false;
    } finally {
      setBusy(false);
      await reload().catch(() => undefined);
    }
  }

  /** The refusal beside `field` of the form `scope`, when there is one. */
  const errorOf = (scope: string, field: string) =>
    shown?.scope === scope && shown.field === field ? shown.text : undefined;
  /** The refusal of `scope` that names none of its inputs (`fields`). */
  const generalError = (scope: string, fields: readonly string[]) =>
    shown?.scope === scope && (!shown.field || !fields.includes(shown.field)) ? shown.text : undefined;

  return { data, busy, run, errorOf, generalError, translate };
}
