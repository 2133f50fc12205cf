import { RichTextInput } from 'ra-input-rich-text';
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TabbedForm,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import { type CmsKind, STORE_VIEWS } from './cms-resource';

/** A page's identifier is its URL (`sobre-nos`, `ajuda/entrega`), as the API checks. */
const IDENTIFIER_HELP = 'admin.marketing.identifier_help';
const LAYOUTS = ['1column', '2columns-left', '2columns-right', '3columns', 'empty'];

const resourceOf = (kind: CmsKind) => (kind === 'page' ? 'cms-pages' : 'cms-blocks');

function CmsList({ kind }: { kind: CmsKind }) {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="active"
          source="active"
          alwaysOn
          choices={[
            { id: '1', name: translate('admin.marketing.active') },
            { id: '0', name: translate('admin.marketing.inactive') },
          ]}
        />,
      ]}
      sort={{ field: 'identifier', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLink source="identifier" label={`resources.${resourceOf(kind)}.fields.identifier`} />
        <TextField source="title" />
        <FunctionField
          source="active"
          render={(r) => translate(r.active ? 'admin.marketing.active' : 'admin.marketing.inactive')}
        />
      </Datagrid>
    </List>
  );
}

export const CmsPageList = () => <CmsList kind="page" />;
export const CmsBlockList = () => <CmsList kind="block" />;

/** The texts of one store view: `texts.<store>.<field>`. */
function CmsTexts({ kind, store }: { kind: CmsKind; store: string }) {
  const resource = resourceOf(kind);
  const label = (field: string) => `resources.${resource}.fields.${field}`;
  const source = (field: string) => `texts.${store}.${field}`;
  const isDefault = store === 'default';
  return (
    <>
      <TextInput
        source={source('title')}
        label={label('title')}
        validate={isDefault ? required() : undefined}
        fullWidth
      />
      {kind === 'page' && (
        <TextInput source={source('content_heading')} label={label('content_heading')} fullWidth />
      )}
      <RichTextInput source={source('content')} label={label('content')} fullWidth />
      {kind === 'page' && (
        <>
          <TextInput source={source('meta_title')} label={label('meta_title')} fullWidth />
          <TextInput
            source={source('meta_description')}
            label={label('meta_description')}
            multiline
            fullWidth
          />
          <TextInput source={source('meta_keywords')} label={label('meta_keywords')} fullWidth />
        </>
      )}
    </>
  );
}

function EntityFields({ kind }: { kind: CmsKind }) {
  return (
    <>
      <TextInput source="identifier" validate={required()} helperText={IDENTIFIER_HELP} />
      <BooleanInput source="active" />
      {kind === 'page' && (
        <SelectInput source="page_layout" choices={LAYOUTS.map((id) => ({ id, name: id }))} />
      )}
    </>
  );
}

/**
 * One tab per store view (Português is the default view, the others fall back to it). Saved only
 * when the server accepts; a refusal is shown beside its field and nothing typed is lost.
 */
function CmsEdit({ kind }: { kind: CmsKind }) {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <TabbedForm warnWhenUnsavedChanges>
        {STORE_VIEWS.map(({ code, language }) => (
          <TabbedForm.Tab key={code} label={translate(`admin.marketing.languages.${language}`)}>
            {code === 'default' && <EntityFields kind={kind} />}
            {code !== 'default' && (
              <p className="cms-fallback-help">{translate('admin.marketing.fallback_help')}</p>
            )}
            <CmsTexts kind={kind} store={code} />
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </Edit>
  );
}

/** A new page or block starts with its Portuguese texts; the other languages follow in its edit form. */
function CmsCreate({ kind }: { kind: CmsKind }) {
  return (
    <Create redirect="edit">
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{ active: true, ...(kind === 'page' ? { page_layout: '1column' } : {}) }}
      >
        <EntityFields kind={kind} />
        <CmsTexts kind={kind} store="default" />
      </SimpleForm>
    </Create>
  );
}

export const CmsPageEdit = () => <CmsEdit kind="page" />;
export const CmsPageCreate = () => <CmsCreate kind="page" />;
export const CmsBlockEdit = () => <CmsEdit kind="block" />;
export const CmsBlockCreate = () => <CmsCreate kind="block" />;
