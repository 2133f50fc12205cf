import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { exportCatalogCsv } from './csv-export';
import { importCatalogCsv } from './csv-import';

const HEADER =
  'sku,product_type,name,price,special_price,qty,is_in_stock,categories,url_key,additional_attributes,base_image,configurable_variations,visibility';

const GOOD = [
  'IMP-AZ,simple,Caneta Importada Qwertix Azul,3.50,,10,1,,,color=Azul Qwertix,,,Not Visible Individually',
  'IMP-VM,simple,Caneta Importada Qwertix Vermelha,3.90,,0,0,,,color=Vermelho Qwertix,,,Not Visible Individually',
  'IMP,configurable,Caneta Importada Qwertix,,,,,"Default Category/Papelaria Importada/Canetas Qwertix",caneta-qwertix,manufacturer=Qwertix,pen.png,"sku=IMP-AZ,color=Azul Qwertix|sku=IMP-VM,color=Vermelho Qwertix","Catalog, Search"',
  'IMP-S,simple,Grampeador Importado Qwertix,25.00,19.90,4,1,Default Category/Papelaria Importada,,manufacturer=Qwertix,,,"Catalog, Search"',
];
const BAD = [
  'IMP-B1,simple,Produto Sem Preço Qwertix,,,1,1,,,,,,', // line 6: price missing
  'IMP-B2,simple,Preço Errado Qwertix,12;90,,1,1,,,,,,', // line 7: not a number
  'IMP-B3,giftcard,Kit Qwertix,10,,1,1,,,,,,', // line 8: type not writable
  'IMP-B4,simple,Atributo Qwertix,10,,1,1,,,peso=3,,,', // line 9: unknown attribute
  'IMP-B5,simple,Imagem Qwertix,10,,1,1,,,,nao-existe.png,,', // line 10: missing image
];

describe.each(TEST_DATABASES)('catalogue CSV on %s', (dialect) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-csv-'));
  // The server serves the images the import stores: one DATA_DIR for both.
  const t = useTestApp(dialect, demoCatalogue, { DATA_DIR: dir });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = (dryRun: boolean) => ({ dryRun, mediaDir: path.join(dir, 'media'), imagesDir: dir });
  const csv = [HEADER, ...GOOD, ...BAD].join('\n');
  const search = async (text: string) => {
    const { data } = await t.graphql(
      `query ($s: String) { products(search: $s, pageSize: 20) { items { sku media_gallery { url } } } }`,
      { s: text },
    );
    return (data?.products.items ?? []) as { sku: string; media_gallery: { url: string }[] }[];
  };

  it('a dry run reports each bad row with its line, column and a Portuguese message, and writes nothing', async () => {
    await writeFile(
      path.join(dir, 'pen.png'),
      await sharp({ create: { width: 40, height: 60, channels: 3, background: '#2244cc' } })
        .png()
        .toBuffer(),
    );
    const report = await importCatalogCsv(t.database, csv, options(true));
    expect(report).toMatchObject({ rows: 9, valid: 4, created: 4, updated: 0, applied: false });
    expect(report.errors).toEqual([
      { row: 6, sku: 'IMP-B1', column: 'price', message: 'Preencha "price".' },
      { row: 7, sku: 'IMP-B2', column: 'price', message: expect.stringContaining('não é um número') },
      {
        row: 8,
        sku: 'IMP-B3',
        column: 'product_type',
        message: expect.stringContaining('Tipo de produto "giftcard" não aceito'),
      },
      {
        row: 9,
        sku: 'IMP-B4',
        column: 'additional_attributes',
        message: expect.stringContaining('Atributo "peso" desconhecido'),
      },
      {
        row: 10,
        sku: 'IMP-B5',
        column: 'base_image',
        message: 'Imagem "nao-existe.png" não encontrada na pasta de imagens.',
      },
    ]);
    expect(await search('qwertix')).toEqual([]);
    const category = await t.database.db
      .selectFrom('category')
      .where('url_key', '=', 'papelaria-importada')
      .select('id')
      .executeTakeFirst();
    expect(category).toBeUndefined();
  });

  it('the import writes the valid rows only; they are in search and their (new) category at once', async () => {
    const report = await importCatalogCsv(t.database, csv, options(false));
    expect(report).toMatchObject({ valid: 4, created: 4, applied: true });
    expect(report.errors).toHaveLength(5);
    const found = await search('qwertix');
    expect(found.map((p) => p.sku).sort()).toEqual(['IMP', 'IMP-S']);
    const image = found.find((p) => p.sku === 'IMP')!.media_gallery[0]!.url;
    const served = await t.app.inject({ method: 'GET', url: new URL(image, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1080);
    const { data } = await t.graphql(
      `{ categories(filters: { url_path: { eq: "papelaria-importada/canetas-qwertix" } }) { items { product_count products { items { sku price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } } } } } }`,
    );
    expect(data?.categories.items[0]).toMatchObject({
      product_count: 1,
      products: {
        items: [
          {
            sku: 'IMP',
            price_range: {
              minimum_price: { final_price: { value: 3.5 } },
              maximum_price: { final_price: { value: 3.9 } },
            },
          },
        ],
      },
    });
    for (const sku of ['IMP-B1', 'IMP-B2', 'IMP-B3', 'IMP-B4', 'IMP-B5']) {
      expect(
        await t.database.db.selectFrom('product').where('sku', '=', sku).select('id').executeTakeFirst(),
      ).toBeUndefined();
    }
    // Importing the same file again updates, and adds no second copy of the image.
    const again = await importCatalogCsv(t.database, [HEADER, ...GOOD].join('\n'), options(false));
    expect(again).toMatchObject({ valid: 4, created: 0, updated: 4 });
    const media = await t.database.db
      .selectFrom('product_media as m')
      .innerJoin('product as p', 'p.id', 'm.product_id')
      .where('p.sku', '=', 'IMP')
      .select('m.file')
      .execute();
    expect(media).toHaveLength(1);
  });

  it('exports in the same format, which imports back unchanged', async () => {
    const exported = await exportCatalogCsv(t.database);
    const rows = parse(exported, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.sku === 'IMP-S')).toMatchObject({
      product_type: 'simple',
      price: '25',
      special_price: '19.9',
      categories: 'Default Category/Papelaria Importada',
      additional_attributes: 'manufacturer=Qwertix',
      visibility: 'Catalog, Search',
      qty: '4',
      is_in_stock: '1',
    });
    expect(rows.find((r) => r.sku === 'IMP')?.configurable_variations).toBe(
      'sku=IMP-AZ,color=Azul Qwertix|sku=IMP-VM,color=Vermelho Qwertix',
    );
    const mine = [
      Object.keys(rows[0]!).join(','),
      ...exported.split('\n').filter((line) => line.startsWith('IMP')),
    ].join('\n');
    const back = await importCatalogCsv(t.database, mine, {
      ...options(true),
      imagesDir: path.join(dir, 'media', 'photos'),
    });
    expect(back.errors).toEqual([]);
    expect(back).toMatchObject({ valid: 4, updated: 4 });
  });

  it('new products of one file: own URL keys, one new brand, positions in order, a repeated sku updates', async () => {
    const lot = [
      HEADER,
      'LOTE-1,simple,Bloco Lote Zyxw,5.00,4.00,3,1,Default Category/Papelaria Importada,,manufacturer=Marca Zyxw,,,"Catalog, Search"',
      'LOTE-2,simple,Bloco Lote Zyxw,6.00,,3,1,Default Category/Papelaria Importada,,manufacturer=Marca Zyxw,,,"Catalog, Search"',
      'LOTE-3,simple,Outro Lote Zyxw,7.00,,1,1,,bloco-lote-zyxw,,,,', // line 4: URL key of LOTE-1
      'LOTE-4,simple,,8.00,,1,1,,,,,,', // line 5: no name
      'LOTE-1,simple,Bloco Lote Zyxw,5.50,,3,1,Default Category/Papelaria Importada,,,,,"Catalog, Search"',
    ].join('\n');
    const dry = await importCatalogCsv(t.database, lot, options(true));
    expect(dry).toMatchObject({ valid: 3, created: 2, updated: 1, applied: false });
    expect(await search('zyxw')).toEqual([]);
    const report = await importCatalogCsv(t.database, lot, options(false));
    expect(report).toMatchObject({ valid: 3, created: 2, updated: 1, applied: true });
    expect(report.errors).toEqual([
      {
        row: 4,
        sku: 'LOTE-3',
        column: 'url_key',
        message: 'A chave de URL "bloco-lote-zyxw" já está em uso.',
      },
      { row: 5, sku: 'LOTE-4', column: 'name', message: 'Preencha "name".' },
    ]);
    const rows = await t.database.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('attribute_option as o', 'o.id', 'p.manufacturer_id')
      .where('p.sku', 'in', ['IMP-S', 'LOTE-1', 'LOTE-2'])
      .select(['p.sku', 'p.url_key', 'pc.position', 'o.label', 'o.id as option'])
      .orderBy('p.sku')
      .execute();
    expect(rows.map((r) => [r.sku, r.url_key, r.label])).toEqual([
      ['IMP-S', rows[0]!.url_key, 'Qwertix'],
      ['LOTE-1', 'bloco-lote-zyxw', 'Marca Zyxw'],
      ['LOTE-2', 'bloco-lote-zyxw-lote-2', 'Marca Zyxw'],
    ]);
    expect(rows[1]!.option).toBe(rows[2]!.option);
    expect(rows[1]!.position).toBeGreaterThan(rows[0]!.position);
    expect(rows[2]!.position).toBe(rows[1]!.position + 1);
    expect(
      await t.database.db.selectFrom('product').where('sku', 'like', 'LOTE-%').select('sku').execute(),
    ).toHaveLength(2);
    const { data } = await t.graphql(
      `{ products(search: "zyxw", sort: { name: ASC }) { items { sku price_range { minimum_price { regular_price { value } final_price { value } } } } } }`,
    );
    expect(
      (
        data!.products.items as {
          sku: string;
          price_range: { minimum_price: Record<string, { value: number }> };
        }[]
      )
        .map((p) => [
          p.sku,
          p.price_range.minimum_price.regular_price!.value,
          p.price_range.minimum_price.final_price!.value,
        ])
        .sort(),
    ).toEqual([
      ['LOTE-1', 5.5, 4],
      ['LOTE-2', 6, 6],
    ]);
  });

  it('an unreadable file is refused whole', async () => {
    const report = await importCatalogCsv(t.database, 'sku,name\n"IMP-X,Sem aspas', options(false));
    expect(report.applied).toBe(false);
    expect(report.errors[0]?.message).toMatch(/não é um CSV válido/);
  });
});
