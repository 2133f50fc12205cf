import { rest } from '../providers/http';
import { asFormError } from '../providers/server-errors';

/**
 * CMS pages and blocks with their texts in every store view. The API reads and writes one view's
 * texts per call (`/rest/<store>/V1/cmsPage/:id`, texts falling back to the default view's), so
 * the form's record is the page with `texts.<store>` for each view, and a save writes the entity
 * and the Portuguese texts through the default view, then each other view whose texts changed.
 */

export type CmsKind = 'page' | 'block';

/** The store views (modules/store/stores.ts): the default one is Portuguese. */
export const STORE_VIEWS = [
  { code: 'default', language: 'pt' },
  { code: 'en', language: 'en' },
  { code: 'german', language: 'de' },
] as const;

export const CMS_TEXTS: Record<CmsKind, readonly string[]> = {
  page: ['title', 'content_heading', 'content', 'meta_title', 'meta_description', 'meta_keywords'],
  block: ['title', 'content'],
};

const ENTITY: Record<CmsKind, readonly string[]> = {
  page: ['identifier', 'active', 'page_layout'],
  block: ['identifier', 'active'],
};

const PATH: Record<CmsKind, string> = { page: 'cmsPage', block: 'cmsBlock' };

type Record_ = Record<string, unknown>;

const pick = (record: Record_, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f] ?? null]));

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/** The page (or block) with each view's texts under `texts.<store>`. */
export async function loadCms(kind: CmsKind, id: string): Promise<Record_> {
  const views = await Promise.all(
    STORE_VIEWS.map(({ code }) =>
      rest<Record_>(`${PATH[kind]}/${encodeURIComponent(id)}`, {
        store: code === 'default' ? undefined : code,
      }),
    ),
  );
  const [base] = views as [Record_, ...Record_[]];
  return {
    ...pick(base, ['id', ...ENTITY[kind]]),
    texts: Object.fromEntries(
      STORE_VIEWS.map(({ code }, i) => [code, pick(views[i] ?? {}, CMS_TEXTS[kind])]),
    ),
  };
}

/** The form source of a field a view's call was refused for. */
function errorFieldOf(kind: CmsKind, store: string) {
  return (serverField: string) => {
    const field = serverField.replace(/^(page|block)\./, '');
    if (ENTITY[kind].includes(field)) return field;
    if (CMS_TEXTS[kind].includes(field)) return `texts.${store}.${field}`;
    return undefined;
  };
}

async function write(kind: CmsKind, store: string, call: () => Promise<Record_>) {
  try {
    return await call();
  } catch (error) {
    throw asFormError(error, errorFieldOf(kind, store));
  }
}

/**
 * Creates (no `previous`) or changes a page: the default view's call first (entity and Portuguese
 * texts), then the views whose texts differ from what was loaded. A refusal stops there; the
 * form keeps what was typed and a new save repeats only what is still different.
 */
export async function saveCms(kind: CmsKind, data: Record_, previous: Record_ | undefined): Promise<Record_> {
  const texts = (data.texts ?? {}) as Record<string, Record_>;
  const before = (previous?.texts ?? {}) as Record<string, Record_>;
  const wrapper = kind;
  const base = { ...pick(data, ENTITY[kind]), ...pick(texts.default ?? {}, CMS_TEXTS[kind]) };
  const saved = await write(kind, 'default', () =>
    previous
      ? rest<Record_>(`${PATH[kind]}/${encodeURIComponent(String(data.id))}`, {
          method: 'PUT',
          body: { [wrapper]: base },
        })
      : rest<Record_>(PATH[kind], { method: 'POST', body: { [wrapper]: base } }),
  );
  const id = String(saved.id);
  for (const { code } of STORE_VIEWS) {
    if (code === 'default') continue;
    const wanted = texts[code] ?? {};
    const had = before[code] ?? {};
    const changed = CMS_TEXTS[kind].filter((f) => wanted[f] !== undefined && !same(wanted[f], had[f]));
    if (changed.length === 0) continue;
    await write(kind, code, () =>
      rest<Record_>(`${PATH[kind]}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        store: code,
        body: { [wrapper]: pick(wanted, changed) },
      }),
    );
  }
  return loadCms(kind, id);
}
