import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { integrationToken, restExpectations } from '../../staff/testing';
import { findUploads } from '../../uploads/store';
import { EXE_BYTES, PDF_BYTES } from '../../uploads/testing';
import { saveProduct } from './products';

/** Downloadable products' links through Magento's admin routes, seen by the storefront. */
describe.each(TEST_DATABASES)('downloadable link REST API on %s', (dialect) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'downloadable-links-'));
  const t = useTestApp(dialect, demoCatalogue, { UPLOADS_DIR: uploadsDir });
  let token: string;
  const base = '/rest/V1/products/DL-GUIA/downloadable-links';
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'catalogo');
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const { call, ok, refused } = restExpectations(
    () => t.app,
    () => token,
  );
  const stored = () => readdirSync(uploadsDir).filter((name) => !name.endsWith('.part'));
  const storefront = async (sku: string) => {
    const { data, errors } = await t.graphql(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku __typename
        ... on DownloadableProduct { downloadable_product_links { title price sort_order sample_url } } } } }`,
      { sku },
    );
    expect(errors).toBeUndefined();
    return data?.products.items[0];
  };

  it('makes a downloadable product with an address and a private file; the storefront lists them', async () => {
    const orders = await integrationToken(t.database.db, 'pedidos');
    const product = await ok('POST', '/rest/V1/products', {
      product: { sku: 'DL-GUIA', name: 'Guia de Organização Dlx', type_id: 'downloadable', price: 0 },
    });
    expect(product.type_id).toBe('downloadable');
    const address = {
      title: 'Planilha online',
      price: 5,
      link_type: 'url',
      link_url: 'https://example.com/p',
    };
    expect((await call('POST', base, { link: address }, orders)).statusCode).toBe(401);
    expect((await call('GET', base, undefined, orders)).statusCode).toBe(401);

    const urlId = await ok('POST', base, {
      link: { ...address, sample_type: 'url', sample_url: 'https://example.com/amostra' },
    });
    expect(typeof urlId).toBe('number');
    const fileId = await ok('POST', base, {
      link: {
        title: 'Guia em PDF',
        price: 19.9,
        is_shareable: 0,
        number_of_downloads: 3,
        link_type: 'file',
        link_file_content: { file_data: PDF_BYTES.toString('base64'), name: 'guia.pdf' },
      },
    });
    expect(await ok('GET', base)).toEqual([
      {
        id: urlId,
        title: 'Planilha online',
        sort_order: 1,
        is_shareable: 2,
        price: 5,
        number_of_downloads: 0,
        link_type: 'url',
        link_url: 'https://example.com/p',
        sample_type: 'url',
        sample_url: 'https://example.com/amostra',
      },
      {
        id: fileId,
        title: 'Guia em PDF',
        sort_order: 2,
        is_shareable: 0,
        price: 19.9,
        number_of_downloads: 3,
        link_type: 'file',
        link_file: 'guia.pdf',
      },
    ]);
    // The file is kept by content under a random name in the private uploads, nowhere public.
    const [file] = stored();
    expect(file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(path.join(uploadsDir, file!))).toEqual(PDF_BYTES);
    expect(JSON.stringify(await ok('GET', base))).not.toContain(file!.slice(0, 32));

    expect(await storefront('DL-GUIA')).toEqual({
      sku: 'DL-GUIA',
      __typename: 'DownloadableProduct',
      downloadable_product_links: [
        { title: 'Planilha online', price: 5, sort_order: 1, sample_url: 'https://example.com/amostra' },
        { title: 'Guia em PDF', price: 19.9, sort_order: 2, sample_url: null },
      ],
    });

    // Reordered and repriced; the file stays when none is sent.
    expect(await ok('PUT', `${base}/${fileId}`, { link: { sort_order: 0, price: '24.5' } })).toBe(fileId);
    const [first, second] = await ok('GET', base);
    expect(first).toMatchObject({ id: fileId, price: 24.5, link_file: 'guia.pdf', title: 'Guia em PDF' });
    expect(second.id).toBe(urlId);
    // link.id makes POST an update (Magento's save); a sample can be taken away.
    await ok('POST', base, { link: { id: urlId, sample_type: null, sample_url: null, title: 'Planilha' } });
    expect((await ok('GET', base))[1]).toEqual(
      expect.not.objectContaining({ sample_url: expect.anything() }),
    );
    expect(
      (await storefront('DL-GUIA')).downloadable_product_links.map((l: { title: string }) => l.title),
    ).toEqual(['Guia em PDF', 'Planilha']);

    expect(await ok('DELETE', `/rest/V1/products/downloadable-links/${urlId}`)).toBe(true);
    await refused('DELETE', `/rest/V1/products/downloadable-links/${urlId}`, undefined, 404);
    expect((await ok('GET', base)).map((l: { id: number }) => l.id)).toEqual([fileId]);
    expect((await findUploads(t.database.db, [1, 2, 3])).map((u) => u.kind)).toEqual(['downloadable-link']);
  });

  it("refuses with Magento's words what a link cannot be, keeping no file", async () => {
    await saveProduct(t.database, { sku: 'DL-SIMPLE', type_id: 'simple', name: 'Simples Dlx', price: 3 });
    await saveProduct(t.database, { sku: 'DL-OUTRO', type_id: 'downloadable', name: 'Outro Dlx', price: 1 });
    const before = stored();
    const pdf = { file_data: PDF_BYTES.toString('base64'), name: 'a.pdf' };
    const link = { title: 'Arquivo', price: 1, link_type: 'file', link_file_content: pdf };
    expect(await refused('POST', '/rest/V1/products/DL-SIMPLE/downloadable-links', { link })).toBe(
      'The product needs to be the downloadable type. Verify the product and try again.',
    );
    await refused('POST', '/rest/V1/products/NOPE/downloadable-links', { link }, 404);
    expect(await refused('POST', base, { link: { ...link, title: ' ' } })).toBe(
      'The link title is empty. Enter the link title and try again.',
    );
    expect(await refused('POST', base, { link: { ...link, price: -1 } })).toBe(
      'Link price must have numeric positive value.',
    );
    expect(await refused('POST', base, { link: { ...link, number_of_downloads: -2 } })).toBe(
      'Number of downloads must be a positive integer.',
    );
    expect(await refused('POST', base, { link: { ...link, sort_order: -1 } })).toBe(
      'Sort order must be a positive integer.',
    );
    expect(await refused('POST', base, { link: { ...link, link_type: 'ftp' } })).toBe(
      'The link type is invalid. Verify and try again.',
    );
    expect(
      await refused('POST', base, {
        link: { title: 'X', price: 1, link_type: 'url', link_url: 'javascript:alert(1)' },
      }),
    ).toBe('Link URL must have valid format.');
    expect(await refused('POST', base, { link: { title: 'X', price: 1, link_type: 'file' } })).toBe(
      'Link file not found. Please try again.',
    );
    expect(
      await refused('POST', base, {
        link: { ...link, link_file_content: { file_data: '###', name: 'a.pdf' } },
      }),
    ).toBe('Provided file content must be valid base64 encoded data.');
    expect(
      await refused('POST', base, {
        link: { ...link, link_file_content: { file_data: EXE_BYTES.toString('base64'), name: 'setup.exe' } },
      }),
    ).toBe('The link information is invalid. Verify the link and try again.');
    expect(await refused('POST', base, { link: { ...link, sample_type: 'file' } })).toBe(
      'The link sample type is invalid. Verify and try again.',
    );
    expect(await refused('POST', base, { link: { ...link, sample_type: 'url', sample_url: 'nada' } })).toBe(
      'Sample URL must have valid format.',
    );
    const [own] = await ok('GET', base);
    expect(
      await refused('PUT', `/rest/V1/products/DL-OUTRO/downloadable-links/${own.id}`, {
        link: { title: 'Y' },
      }),
    ).toBe("The downloadable link isn't related to the product. Verify the link and try again.");
    await refused('PUT', `${base}/999999`, { link: { title: 'Y' } }, 404);
    // Every refused file was thrown away.
    expect(stored()).toEqual(before);
    expect((await ok('GET', base)).map((l: { title: string }) => l.title)).toEqual([own.title]);
  });

  it('takes a file larger than the usual request limit, up to its own', async () => {
    await saveProduct(t.database, {
      sku: 'DL-GRANDE',
      type_id: 'downloadable',
      name: 'Grande Dlx',
      price: 1,
    });
    // A 2 MB PDF: the body (base64) is past BODY_LIMIT's 1 MB default.
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const link = {
      title: 'Catálogo completo',
      price: 0,
      link_type: 'file',
      link_file_content: { file_data: big.toString('base64'), name: 'catalogo.pdf' },
    };
    const id = await ok('POST', '/rest/V1/products/DL-GRANDE/downloadable-links', { link });
    const uploads = await findUploads(t.database.db, [1, 2, 3, 4, 5]);
    expect(uploads.find((u) => u.original_name === 'catalogo.pdf')).toMatchObject({
      kind: 'downloadable-link',
      size_bytes: big.length,
      mime: 'application/pdf',
    });
    expect((await ok('GET', '/rest/V1/products/DL-GRANDE/downloadable-links'))[0]).toMatchObject({
      id,
      link_file: 'catalogo.pdf',
      price: 0,
    });
  });
});
