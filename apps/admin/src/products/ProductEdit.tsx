import { RichTextInput } from 'ra-input-rich-text';
import { useEffect, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  DateInput,
  Edit,
  required,
  SelectInput,
  TabbedForm,
  TextInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type CategoryNode, categoryChoices } from '../categories/tree';
import { DecimalInput } from '../lib/DecimalInput';
import type { AdminDataProvider } from '../providers/data-provider';
import { ProductImages } from './ProductImages';
import { ProductTexts } from './ProductTexts';
import { CREATABLE_TYPES, STATUS, VISIBILITY } from './product-fields';
import { TEXT_STORE_VIEWS } from './product-texts';
import { StockMovementsTab } from './StockMovements';
import { TierPricesTab } from './TierPricesTab';
import { BundleOptionsTab } from './types/BundleOptionsTab';
import { DownloadsTab } from './types/DownloadsTab';
import { GroupedItemsTab } from './types/GroupedItemsTab';
import { VariationsTab } from './types/VariationsTab';

/** The categories to choose from, named by their path (the tree of `GET /V1/categories`). */
function useCategoryChoices() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [choices, setChoices] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    dataProvider
      .call<CategoryNode>('categories')
      .then((root) => setChoices(categoryChoices(root)))
      .catch(() => setChoices([]));
  }, [dataProvider]);
  return choices;
}

function GeneralFields({ creating }: { creating?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="sku" validate={required()} disabled={!creating} />
      <TextInput source="name" validate={required()} fullWidth />
      <DecimalInput source="price" money validate={required()} />
      <SelectInput
        source="status"
        validate={required()}
        choices={[
          { id: STATUS.enabled, name: translate('admin.products.status.enabled') },
          { id: STATUS.disabled, name: translate('admin.products.status.disabled') },
        ]}
      />
      <DecimalInput source="attributes.special_price" label="admin.products.special_price" money />
      <DateInput source="attributes.special_from_date" label="admin.products.special_from" />
      <DateInput source="attributes.special_to_date" label="admin.products.special_to" />
      <SelectInput source="visibility" choices={[...VISIBILITY]} />
      {creating && (
        <SelectInput
          source="type_id"
          validate={required()}
          choices={CREATABLE_TYPES.map((id) => ({ id, name: translate(`admin.products.types.${id}`) }))}
        />
      )}
      <DecimalInput source="extension_attributes.stock_item.qty" label="resources.products.fields.qty" />
      <DecimalInput source="weight" label="admin.products.weight" />
      {/* A new product is in stock when it has a quantity (the server decides); later the flag can be set. */}
      {!creating && (
        <BooleanInput source="extension_attributes.stock_item.is_in_stock" label="admin.products.in_stock" />
      )}
    </>
  );
}

function ImagesTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.sku) return <p>{translate('admin.catalog.images.after_create')}</p>;
  return <ProductImages sku={String(record.sku)} />;
}

/**
 * The product form in tabs (general, description, SEO: the default Portuguese texts; categories;
 * the English and German texts; images). The form saves only
 * when the server accepts (pessimistic): a refusal leaves every field as typed and shows the
 * server's message. Images are saved one by one as they are sent (they need the product to exist).
 */
function ProductForm({ creating }: { creating?: boolean }) {
  const translate = useTranslate();
  const categories = useCategoryChoices();
  return (
    <TabbedForm
      warnWhenUnsavedChanges
      syncWithLocation={false}
      defaultValues={
        creating
          ? {
              type_id: 'simple',
              attribute_set_id: 4,
              status: STATUS.enabled,
              visibility: 4,
              category_ids: [],
              extension_attributes: { stock_item: { qty: 0 } },
            }
          : undefined
      }
    >
      <TabbedForm.Tab label="admin.catalog.tabs.general">
        <GeneralFields creating={creating} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.catalog.tabs.content">
        <RichTextInput
          source="attributes.short_description"
          label="admin.catalog.fields.short_description"
          fullWidth
        />
        <RichTextInput source="attributes.description" label="admin.catalog.fields.description" fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.catalog.tabs.seo">
        <TextInput
          source="attributes.url_key"
          label="admin.catalog.fields.url_key"
          helperText="admin.catalog.fields.url_key_help"
          fullWidth
        />
        <TextInput source="attributes.meta_title" label="admin.catalog.fields.meta_title" fullWidth />
        <TextInput
          source="attributes.meta_description"
          label="admin.catalog.fields.meta_description"
          multiline
          minRows={2}
          fullWidth
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.catalog.tabs.categories">
        <AutocompleteArrayInput
          source="category_ids"
          label="admin.catalog.fields.categories"
          choices={categories}
          fullWidth
          noOptionsText={translate('admin.catalog.fields.no_category')}
        />
      </TabbedForm.Tab>
      {!creating &&
        TEXT_STORE_VIEWS.map(({ code, language }) => (
          <TabbedForm.Tab key={code} label={`admin.marketing.languages.${language}`}>
            <ProductTexts store={code} />
          </TabbedForm.Tab>
        ))}
      {!creating && (
        <TabbedForm.Tab label="admin.catalog.tabs.images">
          <ImagesTab />
        </TabbedForm.Tab>
      )}
      {!creating && <TierPricesTab label="admin.tier_prices.tab" />}
      {!creating && <VariationsTab label="admin.product_types.variations.tab" />}
      {!creating && <BundleOptionsTab label="admin.product_types.bundle.tab" />}
      {!creating && <GroupedItemsTab label="admin.product_types.grouped.tab" />}
      {!creating && <DownloadsTab label="admin.product_types.downloads.tab" />}
      {!creating && <StockMovementsTab label="admin.products.movements.tab" />}
    </TabbedForm>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <ProductForm />
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm creating />
    </Create>
  );
}
