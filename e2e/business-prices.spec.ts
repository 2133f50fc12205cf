// A company buyer's prices: staff create the "Atacado" customer group, give a product a price for
// it from 10 units on (product form, "Preços por quantidade"), and move a customer into the group
// on the customer's page. The customer then sees "A partir de 10 un.: R$ x cada" on the product
// page, and a cart of 12 units is priced at it on the server: the line, its saving, the Pix price
// and the instalments. A guest keeps seeing the ordinary price.
import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, DESKTOP, expectAccessible, firstSignIn, shot } from './admin-session';
import { customer, graphql, settleRequests, withDatabase } from './store';

const expect = baseExpect.configure({ timeout: 30_000 });

const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
/** Intl's non-breaking space after "R$" matched by any space. */
const money = (cents: number) => new RegExp(brl(cents).replace(/\s/g, '\\s').replace('$', '\\$'));

test('staff give Atacado a quantity price; its customer sees it and pays it for 12 units', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  // A simple product with plenty of stock and no special price, R$ 10–50 a unit.
  const product = withDatabase((db) =>
    db
      .prepare(
        `SELECT sku, name, price_cents FROM product WHERE type_id = 'simple' AND status = 1 AND visibility = 4
           AND stock_qty >= 100 AND special_price_cents IS NULL AND price_cents BETWEEN 1000 AND 5000
         ORDER BY id LIMIT 1`,
      )
      .get(),
  ) as { sku: string; name: string; price_cents: number };
  expect(product).toBeTruthy();
  const tierCents = Math.round(product.price_cents * 0.8);
  const buyer = await customer(request, 'compras', {
    firstname: 'Marta',
    lastname: `Atacadista${Date.now() % 100000}`,
  });

  // Staff: the group, the quantity price, the customer moved into the group.
  const adminEmail = `precos-${Date.now()}@loja.test`;
  await firstSignIn(page, adminEmail, createAdmin(adminEmail));
  await page.getByRole('menuitem', { name: 'Grupos de clientes' }).click();
  await expect(page.getByRole('link', { name: 'General' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill('Atacado');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('link', { name: 'Atacado' })).toBeVisible();
  await shot(page, 'admin-customer-groups-desktop');
  await expectAccessible(page, 'the customer groups');

  await page.goto(`/admin/#/products/${encodeURIComponent(product.sku)}`);
  await page.getByRole('tab', { name: 'Preços por quantidade' }).click();
  await expect(page.getByText('Nenhum preço por quantidade.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Atacado' }).click();
  await page.getByRole('textbox', { name: 'A partir de (un.)' }).fill('10');
  await page
    .getByRole('textbox', { name: 'Preço por unidade (R$)' })
    .fill((tierCents / 100).toFixed(2).replace('.', ','));
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('cell', { name: 'Atacado' })).toBeVisible();
  await expect(page.getByRole('cell', { name: money(tierCents) })).toBeVisible();
  await shot(page, 'admin-tier-prices-desktop');
  await expectAccessible(page, 'the quantity prices tab');

  const customerId = withDatabase(
    (db) => (db.prepare('SELECT id FROM customer WHERE email = ?').get(buyer.email) as { id: number }).id,
  );
  await page.goto(`/admin/#/customers/${customerId}/show`);
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Atacado' }).click();
  await page.getByRole('button', { name: 'Salvar grupo' }).click();
  await expect(page.getByText('Grupo do cliente alterado')).toBeVisible();
  await shot(page, 'admin-customer-group-desktop');

  // A guest sees no Atacado price (the page is shared and cached).
  const shopper = await context.newPage();
  await shopper.goto(`/produto?sku=${product.sku}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await settleRequests(shopper);
  await expect(shopper.getByTestId('tier-prices')).toHaveCount(0);

  // The customer, logged in, sees the group's quantity price under the buy box.
  await context.addCookies([
    { name: 'vsf-customer', value: buyer.token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
  ]);
  await shopper.reload();
  const tiers = shopper.getByTestId('tier-prices');
  await expect(tiers).toContainText('A partir de 10 un.:');
  await expect(tiers).toContainText(money(tierCents));
  await shot(shopper, 'product-tier-prices-desktop');
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shot(shopper, 'product-tier-prices-phone');
  await shopper.setViewportSize(DESKTOP);

  // 12 units in the cart: each at the group's price, the saving shown, Pix and instalments from it.
  const box = shopper.getByRole('region', { name: 'Comprar' });
  const quantity = box.getByRole('spinbutton');
  await quantity.fill('12');
  await quantity.blur();
  await box.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shopper.getByText(`Você adicionou ${product.name} ao seu carrinho.`)).toBeVisible();
  await shopper.goto('/cart');
  const line = shopper.getByTestId('cart-line');
  await expect(line.getByTestId('cart-line-total')).toHaveText(money(12 * tierCents));
  await expect(line.getByTestId('cart-line-saving')).toContainText(
    money(12 * (product.price_cents - tierCents)),
  );
  await shot(shopper, 'cart-tier-price-desktop');

  const { customerCart } = await graphql<{
    customerCart: {
      prices: { grand_total: { value: number } };
      pix_grand_total: { value: number };
      installment_plan: { number_installments: number; total: { value: number } }[];
    };
  }>(
    request,
    '{ customerCart { prices { grand_total { value } } pix_grand_total { value } installment_plan { number_installments total { value } } } }',
    {},
    buyer.token,
  );
  const goods = 12 * tierCents;
  expect(Math.round(customerCart.prices.grand_total.value * 100)).toBe(goods);
  // Pix takes 3 % off (rounded to the cent by the server's one rule).
  expect(Math.abs(Math.round(customerCart.pix_grand_total.value * 100) - goods * 0.97)).toBeLessThanOrEqual(
    1,
  );
  expect(Math.round((customerCart.installment_plan[0]?.total.value ?? 0) * 100)).toBe(goods);
});
