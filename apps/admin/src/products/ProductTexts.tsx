import RestoreIcon from '@mui/icons-material/Restore';
import { InputAdornment, Tooltip } from '@mui/material';
import IconButton from '@mui/material/IconButton';
import { RichTextInput } from 'ra-input-rich-text';
import { Button, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** Empties a view's field: the store view then shows the default (Portuguese) value. */
function UseDefault({ source, asButton }: { source: string; asButton?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const label = translate('admin.catalog.texts.use_default');
  const reset = () => setValue(source, '', { shouldDirty: true });
  if (asButton) return <Button label={label} onClick={reset} startIcon={<RestoreIcon />} />;
  return (
    <InputAdornment position="end">
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={reset} edge="end" size="small">
          <RestoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}

/**
 * The texts of one other store view (en, german): each field empty uses the default value, which
 * shows as the field's placeholder; "usar o valor padrão" empties it.
 */
export function ProductTexts({ store }: { store: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const attributes = (record?.attributes ?? {}) as Record<string, unknown>;
  const defaults: Record<string, string> = {
    name: String(record?.name ?? ''),
    meta_title: String(attributes.meta_title ?? ''),
    meta_description: String(attributes.meta_description ?? ''),
  };
  const source = (field: string) => `texts.${store}.${field}`;
  const text = (field: string, label: string, multiline = false) => (
    <TextInput
      source={source(field)}
      label={label}
      placeholder={defaults[field] ?? ''}
      helperText="admin.catalog.texts.inherit_help"
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      slotProps={{ input: { endAdornment: <UseDefault source={source(field)} /> } }}
    />
  );
  const rich = (field: string, label: string) => (
    <>
      <RichTextInput
        source={source(field)}
        label={label}
        helperText="admin.catalog.texts.inherit_help"
        fullWidth
      />
      <UseDefault source={source(field)} asButton />
    </>
  );
  return (
    <>
      <p>{translate('admin.catalog.texts.help')}</p>
      {text('name', 'resources.products.fields.name')}
      {rich('short_description', 'admin.catalog.fields.short_description')}
      {rich('description', 'admin.catalog.fields.description')}
      {text('meta_title', 'admin.catalog.fields.meta_title')}
      {text('meta_description', 'admin.catalog.fields.meta_description', true)}
    </>
  );
}
