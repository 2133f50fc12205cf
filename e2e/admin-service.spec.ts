import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, firstSignIn, shot } from './admin-session';
import { seriousViolations } from './axe';
import { waitForMail } from './mail';
import { readyCart, simpleProduct } from './orders';
import { COMMERCE, customer, graphql, PASSWORD } from './store';

const DESKTOP = { width: 1366, height: 768 };
// Each step waits on the API (lists, saves, a slow password hash): on a loaded shared machine
// that is seconds, not the default five.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A valid CPF no other journey uses (each journey's customers share the store's fixed one). */
function uniqueCpf(): string {
  const base = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])];
  return all.join('');
}

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** A small but real PDF (the return form wants the invoice as a PDF). */
function invoicePdf(): Buffer {
  const text = 'BT /F1 18 Tf 72 770 Td (Nota fiscal) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('staff answer a return by e-mail, then find the shopper by CPF and lock and unlock the account', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const cpf = uniqueCpf();
  const lastname = `Quaresma${Date.now() % 100000}`;
  const shopper = await customer(request, 'devolve', { firstname: 'Lívia', lastname, taxvat: cpf });
  const cartId = await readyCart(request, 'jetpix', { token: shopper.token });
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${shopper.token}` },
  });
  expect(created.status()).toBe(201);
  const { number } = ((await created.json()) as { order: { number: string } }).order;
  const product = await simpleProduct(request);

  // The shopper files the return on the storefront, with the invoice and a photo.
  await page.goto('/devolucao');
  const form = page.getByRole('form', { name: 'Solicite a devolução' });
  await form.getByLabel('Número do pedido').fill(number);
  await form.getByLabel('E-mail do pedido').fill(shopper.email);
  await form.getByLabel('SKU dos produtos').fill(product.sku);
  await form.getByLabel('Motivo da devolução').fill('O caderno chegou com a capa rasgada.');
  await form.getByLabel('Nota fiscal ou carta de devolução').setInputFiles({
    name: 'nota.pdf',
    mimeType: 'application/pdf',
    buffer: invoicePdf(),
  });
  const icon = await page.request.get('/apple-icon.png');
  await form.getByLabel('Fotos do produto e da embalagem (opcional)').setInputFiles({
    name: 'capa-rasgada.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await icon.body()),
  });
  await form.getByRole('button', { name: 'Solicitar devolução' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Solicitação de devolução enviada!' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  const protocol = ((await success.getByTestId('request-protocol').textContent()) ?? '').trim();
  expect(protocol).toMatch(/^DEV-\d{4}-\d{6}$/);

  // Staff find it in Solicitações by its protocol.
  const adminEmail = `atende-${Date.now()}@loja.test`;
  await firstSignIn(page, adminEmail, createAdmin(adminEmail));
  await page.getByRole('menuitem', { name: 'Solicitações' }).click();
  await expect(page.getByRole('columnheader', { name: 'Protocolo' })).toBeVisible();
  await page.getByPlaceholder('Protocolo ou e-mail').fill(protocol);
  // The search applies after a pause, through the address: a click before it would be undone.
  await expect(page).toHaveURL(new RegExp(protocol));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await shot(page, 'admin-requests-desktop');
  await page.getByRole('link', { name: protocol }).click();

  // The request page: fields, the photo shown, the invoice downloaded, no reply yet.
  await expect(page.getByRole('heading', { level: 1, name: `Devolução ${protocol}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'O caderno chegou com a capa rasgada.' })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  const photo = page.getByRole('img', { name: 'capa-rasgada.png' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Baixar nota\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('nota.pdf');
  await expect(page.getByText('Nenhuma resposta enviada ainda.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'capa-rasgada.png' })).toBeVisible();
  expect(await seriousViolations(page), 'violations on the request page').toEqual([]);
  await shot(page, 'admin-request-desktop');

  // An empty reply is refused on the page; a real one is e-mailed and listed.
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Escreva a resposta antes de enviar.' }),
  ).toBeVisible();
  const reply = `Olá, Lívia: a coleta do caderno (${protocol}) será agendada em até 2 dias úteis.`;
  await page.getByLabel(`Resposta por e-mail para ${shopper.email}`).fill(reply);
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText(`Resposta enviada para ${shopper.email}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  await expect(page.getByText('Em andamento').first()).toBeVisible();
  const mail = await waitForMail(shopper.email, {
    kind: 'request-reply',
    match: (m) => m.text.includes(reply),
    timeoutMs: 30_000,
  });
  expect(mail.subject).toContain(protocol);

  // Closed with a note: the page says it no longer changes and offers no more replies.
  await page.getByRole('combobox', { name: 'Nova situação' }).click();
  await page.getByRole('option', { name: 'Resolvida' }).click();
  await page.getByLabel('Nota interna').fill('Coleta agendada com a transportadora.');
  await page.getByRole('button', { name: 'Alterar situação' }).click();
  await expect(page.getByText(/Encerrada em .*: não muda mais\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar resposta' })).toHaveCount(0);

  // Clientes: the shopper found by CPF, typed with its punctuation.
  await page.getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await page.getByPlaceholder('Nome, e-mail ou CPF/CNPJ').fill(formatCpf(cpf));
  await expect(page).toHaveURL(new RegExp(formatCpf(cpf).replaceAll('.', '\\.')));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: formatCpf(cpf) })).toBeVisible();
  expect(await seriousViolations(page), 'violations on the customer list').toEqual([]);
  await shot(page, 'admin-customers-desktop');
  // By name too, first and last name in one search.
  await page.getByPlaceholder('Nome, e-mail ou CPF/CNPJ').fill(`Lívia ${lastname}`);
  await expect(page).toHaveURL(new RegExp(lastname));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Lívia ${lastname}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Lívia ${lastname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await expect(page.getByText('Não assina a newsletter')).toBeVisible();
  expect(await seriousViolations(page), 'violations on the customer page').toEqual([]);
  await shot(page, 'admin-customer-desktop');

  // A new address: a CEP of Rio with SP beside it is refused, the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
  await dialog.getByLabel('Rua').fill('Avenida Rio Branco');
  await dialog.getByLabel('Número').fill('156');
  await dialog.getByLabel('Bairro').fill('Centro');
  await dialog.getByLabel('CEP').fill('20040-901');
  await dialog.getByLabel('Cidade').fill('Rio de Janeiro');
  await dialog.getByLabel('UF').fill('SP');
  await dialog.getByLabel('Telefone').fill('21 3232-1000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O CEP "20040-901" é de RJ, não de SP.');
  await expect(dialog.getByLabel('Rua')).toHaveValue('Avenida Rio Branco');
  await dialog.getByLabel('UF').fill('RJ');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Rio de Janeiro – RJ – 20040-901')).toBeVisible();

  // Locked: the shopper's token stops working; unlocked, the shopper signs in again.
  await page.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Bloqueado', { exact: true })).toBeVisible();
  await expect(graphql(request, '{ customer { email } }', {}, shopper.token)).rejects.toThrow();
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('button', { name: 'Bloquear' })).toBeVisible();
  await expect(page.getByText('Bloqueado', { exact: true })).toHaveCount(0);
  const again = await customerToken(request, shopper.email);
  expect(again).toBeTruthy();
});

async function customerToken(request: Parameters<typeof graphql>[0], email: string): Promise<string> {
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  return generateCustomerToken.token;
}
