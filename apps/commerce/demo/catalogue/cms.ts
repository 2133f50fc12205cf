/**
 * CMS pages, blocks and old URLs of the demo store. Links inside the HTML carry the locale
 * prefix of their store view (none for Portuguese, /en, /german), as the storefront routes do.
 */
import type { LocalizedText, SeedCmsBlock, SeedCmsPage, SeedRedirect } from '../types';
import { COMPANY as CO } from './company';

type Lang = keyof LocalizedText;
const PREFIX: Record<Lang, string> = { pt: '', en: '/en', de: '/german' };

/** The same template rendered for the three store views. */
function each(render: (lang: Lang, p: string) => string): LocalizedText {
  return { pt: render('pt', PREFIX.pt), en: render('en', PREFIX.en), de: render('de', PREFIX.de) };
}

const t = (pt: string, en: string, de: string): LocalizedText => ({ pt, en, de });

function page(
  identifier: string,
  urlKey: string,
  title: LocalizedText,
  content: LocalizedText,
  metaDescription: LocalizedText,
  metaKeywords?: LocalizedText,
): SeedCmsPage {
  return {
    identifier,
    urlKey,
    title,
    contentHeading: title,
    content,
    metaTitle: each((lang) => `${title[lang]} | ${CO.storeName}`),
    metaDescription,
    ...(metaKeywords ? { metaKeywords } : {}),
  };
}

const DEPARTMENTS = [
  {
    url: 'escritorio',
    name: t('Escritório', 'Office', 'Büro'),
    text: t(
      'Pastas, grampeadores, calculadoras e cadeiras',
      'Folders, staplers, calculators and chairs',
      'Mappen, Hefter, Rechner und Stühle',
    ),
  },
  {
    url: 'papelaria',
    name: t('Papelaria', 'Stationery', 'Schreibwaren'),
    text: t(
      'Canetas, cadernos, papel sulfite e material escolar',
      'Pens, notebooks, copy paper and school supplies',
      'Stifte, Hefte, Kopierpapier und Schulbedarf',
    ),
  },
  {
    url: 'informatica',
    name: t('Informática', 'IT and Computing', 'Computer und IT'),
    text: t(
      'Impressoras, cartuchos, toners e periféricos',
      'Printers, ink, toner and peripherals',
      'Drucker, Tinte, Toner und Zubehör',
    ),
  },
  {
    url: 'limpeza',
    name: t('Limpeza', 'Cleaning', 'Reinigung'),
    text: t(
      'Produtos de limpeza, papel higiênico e utensílios',
      'Cleaning products, toilet paper and tools',
      'Reinigungsmittel, Toilettenpapier und Zubehör',
    ),
  },
  {
    url: 'copa-e-cozinha',
    name: t('Copa e Cozinha', 'Coffee Break', 'Kaffeeküche'),
    text: t(
      'Café, açúcar, copos e tudo para o coffee break',
      'Coffee, sugar, cups and everything for the coffee break',
      'Kaffee, Zucker, Becher und alles für die Kaffeepause',
    ),
  },
] as const;

export function cmsPages(): SeedCmsPage[] {
  return [
    page(
      'home',
      'home',
      t(
        'Escritório Total – Papelaria, Escritório, Informática, Limpeza e Copa',
        'Escritório Total – Stationery, Office, IT, Cleaning and Coffee Break',
        'Escritório Total – Schreibwaren, Büro, IT, Reinigung und Kaffeeküche',
      ),
      each(
        (lang, p) => `<section class="home-intro">
<h1>${t('Tudo para o seu escritório, em um só lugar', 'Everything for your office, in one place', 'Alles für Ihr Büro an einem Ort')[lang]}</h1>
<p>${
          t(
            'Papelaria, material de escritório, informática, limpeza e copa com preço de atacado para empresas, escolas e para a sua casa. Pague com Pix e ganhe 3% de desconto, parcele em até 10x no cartão e receba rápido na Grande São Paulo.',
            'Stationery, office supplies, IT, cleaning and coffee-break products at wholesale prices for businesses, schools and your home. Pay with Pix for 3% off, split card payments into up to 10 instalments and get fast delivery in Greater São Paulo.',
            'Schreibwaren, Bürobedarf, IT, Reinigungs- und Kaffeeküchenartikel zu Großhandelspreisen für Unternehmen, Schulen und Zuhause. Mit Pix 3 % sparen, mit Karte in bis zu 10 Raten zahlen und im Großraum São Paulo schnell beliefert werden.',
          )[lang]
        }</p>
</section>
<section class="home-departments-list">
<h2>${t('Compre por departamento', 'Shop by department', 'Nach Abteilung einkaufen')[lang]}</h2>
<ul>
${DEPARTMENTS.map((d) => `<li><a href="${p}/${d.url}.html">${d.name[lang]}</a> – ${d.text[lang]}</li>`).join('\n')}
</ul>
</section>
<section class="home-b2b">
<h2>${t('Compra para empresas', 'Buying for your business', 'Einkauf für Unternehmen')[lang]}</h2>
<p>${
          t(
            `Cadastre o CNPJ da sua empresa, peça um orçamento para grandes quantidades em <a href="${p}/orcamento">Orçamento</a> e receba a nota fiscal junto com o pedido. Pedido mínimo de ${CO.minimumOrder}.`,
            `Register your company's CNPJ, ask for a quote for large quantities on the <a href="${p}/orcamento">Quote</a> page and get the invoice with your order. Minimum order ${CO.minimumOrder}.`,
            `Registrieren Sie die CNPJ Ihres Unternehmens, fordern Sie auf der Seite <a href="${p}/orcamento">Angebot</a> ein Angebot für große Mengen an und erhalten Sie die Rechnung mit der Lieferung. Mindestbestellwert ${CO.minimumOrder}.`,
          )[lang]
        }</p>
</section>`,
      ),
      t(
        'Papelaria e material de escritório online com preço de atacado: 3% off no Pix, até 10x no cartão e frete grátis na Grande São Paulo acima de R$ 500.',
        'Online stationery and office supplies at wholesale prices: 3% off with Pix, up to 10 card instalments and free delivery in Greater São Paulo above R$ 500.',
        'Schreibwaren und Bürobedarf online zu Großhandelspreisen: 3 % Rabatt mit Pix, bis zu 10 Raten und versandkostenfrei im Großraum São Paulo ab R$ 500.',
      ),
      t(
        'papelaria online, material de escritório, informática, produtos de limpeza, café para escritório',
        'online stationery, office supplies, IT, cleaning products, office coffee',
        'Schreibwaren online, Bürobedarf, IT, Reinigungsmittel, Bürokaffee',
      ),
    ),
    page(
      'sobre-nos',
      'sobre-nos',
      t('Sobre nós', 'About us', 'Über uns'),
      each(
        (lang, p) =>
          ({
            pt: `<p>A <strong>${CO.storeName}</strong> nasceu em 2009 como uma papelaria de bairro na Vila Mariana, em São Paulo. Atendíamos os escritórios de contabilidade, as escolas e as famílias da região com uma regra simples: ter o produto certo, no preço justo, e entregar no mesmo dia.</p>
<p>Hoje somos uma loja online que atende empresas de todos os tamanhos, escolas, condomínios e consumidores de todo o Brasil, com um centro de distribuição em Barueri e milhares de produtos de papelaria, escritório, informática, limpeza e copa das marcas em que você confia.</p>
<h2>O que nos move</h2>
<ul>
<li><strong>Preço de atacado para todos:</strong> compramos direto dos fabricantes e repassamos a economia.</li>
<li><strong>Entrega rápida:</strong> pedidos feitos até as 14h na Grande São Paulo saem no mesmo dia.</li>
<li><strong>Atendimento de gente:</strong> fale com a nossa equipe pelo telefone, pelo WhatsApp ou por e-mail.</li>
<li><strong>Compra segura:</strong> Pix com ${CO.pixDiscountPercent}% de desconto, boleto e cartão em até ${CO.maxInstallments}x, com nota fiscal em todos os pedidos.</li>
</ul>
<h2>Dados da empresa</h2>
<p>${CO.legalName}<br>CNPJ ${CO.cnpj} · Inscrição Estadual ${CO.stateRegistration}<br>${CO.address}</p>
<p>Quer falar com a gente? Acesse <a href="${p}/fale-conosco">Fale Conosco</a>.</p>`,
            en: `<p><strong>${CO.storeName}</strong> started in 2009 as a neighbourhood stationery shop in Vila Mariana, São Paulo. We served the accounting offices, schools and families around us with one simple rule: have the right product, at a fair price, and deliver it the same day.</p>
<p>Today we are an online store serving businesses of every size, schools, residential buildings and consumers all over Brazil, with a distribution centre in Barueri and thousands of stationery, office, IT, cleaning and coffee-break products from the brands you trust.</p>
<h2>What drives us</h2>
<ul>
<li><strong>Wholesale prices for everyone:</strong> we buy directly from manufacturers and pass the savings on.</li>
<li><strong>Fast delivery:</strong> orders placed by 2 pm in Greater São Paulo ship the same day.</li>
<li><strong>Real people:</strong> talk to our team by phone, WhatsApp or e-mail.</li>
<li><strong>Safe shopping:</strong> Pix with ${CO.pixDiscountPercent}% off, boleto and cards in up to ${CO.maxInstallments} instalments, with an invoice for every order.</li>
</ul>
<h2>Company details</h2>
<p>${CO.legalName}<br>CNPJ ${CO.cnpj} · State registration ${CO.stateRegistration}<br>${CO.address}</p>
<p>Want to talk to us? Visit <a href="${p}/fale-conosco">Contact us</a>.</p>`,
            de: `<p><strong>${CO.storeName}</strong> wurde 2009 als Schreibwarenladen im Stadtteil Vila Mariana in São Paulo gegründet. Wir belieferten Steuerbüros, Schulen und Familien der Umgebung nach einer einfachen Regel: das richtige Produkt zum fairen Preis, am selben Tag geliefert.</p>
<p>Heute sind wir ein Onlineshop für Unternehmen jeder Größe, Schulen, Wohnanlagen und Privatkunden in ganz Brasilien – mit einem Verteilzentrum in Barueri und Tausenden Artikeln für Schreibwaren, Büro, IT, Reinigung und Kaffeeküche von Marken, denen Sie vertrauen.</p>
<h2>Was uns antreibt</h2>
<ul>
<li><strong>Großhandelspreise für alle:</strong> Wir kaufen direkt beim Hersteller und geben die Ersparnis weiter.</li>
<li><strong>Schnelle Lieferung:</strong> Bestellungen bis 14 Uhr im Großraum São Paulo verlassen noch am selben Tag das Lager.</li>
<li><strong>Echte Menschen:</strong> Sprechen Sie mit unserem Team per Telefon, WhatsApp oder E-Mail.</li>
<li><strong>Sicher einkaufen:</strong> Pix mit ${CO.pixDiscountPercent} % Rabatt, Boleto und Karte in bis zu ${CO.maxInstallments} Raten, mit Rechnung zu jeder Bestellung.</li>
</ul>
<h2>Unternehmensdaten</h2>
<p>${CO.legalName}<br>CNPJ ${CO.cnpj} · Staatliche Steuernummer ${CO.stateRegistration}<br>${CO.address}</p>
<p>Sie möchten mit uns sprechen? Besuchen Sie <a href="${p}/fale-conosco">Kontakt</a>.</p>`,
          })[lang],
      ),
      t(
        `Conheça a ${CO.storeName}: papelaria e material de escritório online desde 2009, com preço de atacado e entrega rápida.`,
        `Meet ${CO.storeName}: online stationery and office supplies since 2009, with wholesale prices and fast delivery.`,
        `Lernen Sie ${CO.storeName} kennen: Schreibwaren und Bürobedarf online seit 2009, zu Großhandelspreisen und mit schneller Lieferung.`,
      ),
    ),
    page(
      'fale-conosco',
      'fale-conosco',
      t('Fale Conosco', 'Contact us', 'Kontakt'),
      each(
        (lang, p) =>
          ({
            pt: `<p>Estamos prontos para ajudar com pedidos, orçamentos, trocas e dúvidas sobre produtos.</p>
<h2>Atendimento</h2>
<ul>
<li><strong>Telefone:</strong> ${CO.phone}</li>
<li><strong>WhatsApp (vendas e atendimento):</strong> <a href="${CO.whatsappChatLink}">${CO.whatsappChat}</a></li>
<li><strong>WhatsApp (financeiro, boletos e notas fiscais):</strong> <a href="${CO.whatsappFinanceLink}">${CO.whatsappFinance}</a></li>
<li><strong>E-mail:</strong> <a href="mailto:${CO.email}">${CO.email}</a></li>
<li><strong>Financeiro:</strong> <a href="mailto:${CO.financeEmail}">${CO.financeEmail}</a></li>
</ul>
<p><strong>Horário:</strong> ${CO.hours.pt}, exceto feriados.</p>
<h2>Endereço</h2>
<p>${CO.legalName}<br>${CO.address}<br>CNPJ ${CO.cnpj}</p>
<p>Compras em grande quantidade? Peça um <a href="${p}/orcamento">orçamento</a>. Para trocas e devoluções, use o formulário de <a href="${p}/devolucao">devolução</a>.</p>`,
            en: `<p>We are here to help with orders, quotes, returns and product questions.</p>
<h2>Customer service</h2>
<ul>
<li><strong>Phone:</strong> ${CO.phone}</li>
<li><strong>WhatsApp (sales and support):</strong> <a href="${CO.whatsappChatLink}">${CO.whatsappChat}</a></li>
<li><strong>WhatsApp (finance, boletos and invoices):</strong> <a href="${CO.whatsappFinanceLink}">${CO.whatsappFinance}</a></li>
<li><strong>E-mail:</strong> <a href="mailto:${CO.email}">${CO.email}</a></li>
<li><strong>Finance:</strong> <a href="mailto:${CO.financeEmail}">${CO.financeEmail}</a></li>
</ul>
<p><strong>Hours:</strong> ${CO.hours.en}, except public holidays (Brasília time).</p>
<h2>Address</h2>
<p>${CO.legalName}<br>${CO.address}<br>CNPJ ${CO.cnpj}</p>
<p>Buying in bulk? Ask for a <a href="${p}/orcamento">quote</a>. For returns, use the <a href="${p}/devolucao">return form</a>.</p>`,
            de: `<p>Wir helfen Ihnen gern bei Bestellungen, Angeboten, Rücksendungen und Fragen zu Produkten.</p>
<h2>Kundenservice</h2>
<ul>
<li><strong>Telefon:</strong> ${CO.phone}</li>
<li><strong>WhatsApp (Verkauf und Service):</strong> <a href="${CO.whatsappChatLink}">${CO.whatsappChat}</a></li>
<li><strong>WhatsApp (Buchhaltung, Boletos und Rechnungen):</strong> <a href="${CO.whatsappFinanceLink}">${CO.whatsappFinance}</a></li>
<li><strong>E-Mail:</strong> <a href="mailto:${CO.email}">${CO.email}</a></li>
<li><strong>Buchhaltung:</strong> <a href="mailto:${CO.financeEmail}">${CO.financeEmail}</a></li>
</ul>
<p><strong>Servicezeiten:</strong> ${CO.hours.de}, außer an Feiertagen (Ortszeit Brasília).</p>
<h2>Adresse</h2>
<p>${CO.legalName}<br>${CO.address}<br>CNPJ ${CO.cnpj}</p>
<p>Große Mengen? Fordern Sie ein <a href="${p}/orcamento">Angebot</a> an. Für Rücksendungen nutzen Sie das <a href="${p}/devolucao">Rücksendeformular</a>.</p>`,
          })[lang],
      ),
      t(
        `Fale com a ${CO.storeName} por telefone, WhatsApp ou e-mail: ${CO.phone}, atendimento de segunda a sábado.`,
        `Contact ${CO.storeName} by phone, WhatsApp or e-mail: ${CO.phone}, Monday to Saturday.`,
        `Kontaktieren Sie ${CO.storeName} per Telefon, WhatsApp oder E-Mail: ${CO.phone}, Montag bis Samstag.`,
      ),
    ),
    page(
      'faq',
      'faq',
      t('Perguntas frequentes', 'Frequently asked questions', 'Häufige Fragen'),
      each((lang, p) => {
        const qa: [LocalizedText, LocalizedText][] = [
          [
            t(
              'Qual é o valor mínimo do pedido?',
              'What is the minimum order value?',
              'Wie hoch ist der Mindestbestellwert?',
            ),
            t(
              `O pedido mínimo é de ${CO.minimumOrder} em produtos, sem contar o frete.`,
              `The minimum order is ${CO.minimumOrder} in products, excluding delivery.`,
              `Der Mindestbestellwert beträgt ${CO.minimumOrder} Warenwert, ohne Versandkosten.`,
            ),
          ],
          [
            t('Quando o frete é grátis?', 'When is delivery free?', 'Wann ist der Versand kostenlos?'),
            t(
              `Na Grande São Paulo, o frete é grátis para pedidos acima de ${CO.freeShippingFrom}. Veja os detalhes em <a href="${p}/frete-entrega">Frete e Entrega</a>.`,
              `In Greater São Paulo, delivery is free for orders above ${CO.freeShippingFrom}. See <a href="${p}/frete-entrega">Shipping and delivery</a>.`,
              `Im Großraum São Paulo ist der Versand ab ${CO.freeShippingFrom} kostenlos. Details unter <a href="${p}/frete-entrega">Versand und Lieferung</a>.`,
            ),
          ],
          [
            t(
              'Quais são as formas de pagamento?',
              'Which payment methods do you accept?',
              'Welche Zahlungsarten gibt es?',
            ),
            t(
              `Pix com ${CO.pixDiscountPercent}% de desconto, boleto bancário com vencimento em 2 dias e cartão de crédito em até ${CO.maxInstallments}x (com juros a partir da 4ª parcela). Mais em <a href="${p}/pagamentos-e-reembolso">Pagamentos e Reembolso</a>.`,
              `Pix with ${CO.pixDiscountPercent}% off, boleto due in 2 days and credit card in up to ${CO.maxInstallments} instalments (interest from the 4th). More on <a href="${p}/pagamentos-e-reembolso">Payments and refunds</a>.`,
              `Pix mit ${CO.pixDiscountPercent} % Rabatt, Boleto mit Fälligkeit nach 2 Tagen und Kreditkarte in bis zu ${CO.maxInstallments} Raten (Zinsen ab der 4. Rate). Mehr unter <a href="${p}/pagamentos-e-reembolso">Zahlung und Erstattung</a>.`,
            ),
          ],
          [
            t(
              'Posso comprar com CNPJ?',
              'Can I buy as a company (CNPJ)?',
              'Kann ich als Firma (CNPJ) bestellen?',
            ),
            t(
              'Sim. Informe o CNPJ no cadastro e a nota fiscal sai em nome da empresa. Para grandes volumes, peça um orçamento.',
              'Yes. Enter your CNPJ when registering and the invoice is issued to your company. For large volumes, ask for a quote.',
              'Ja. Geben Sie bei der Registrierung Ihre CNPJ an, dann wird die Rechnung auf Ihr Unternehmen ausgestellt. Für große Mengen fordern Sie ein Angebot an.',
            ),
          ],
          [
            t(
              'Como acompanho o meu pedido?',
              'How do I track my order?',
              'Wie verfolge ich meine Bestellung?',
            ),
            t(
              'Em Minha Conta › Meus Pedidos. Você também recebe o código de rastreamento por e-mail assim que o pedido é despachado.',
              'In My Account › My Orders. You also get the tracking code by e-mail as soon as the order ships.',
              'Unter Mein Konto › Meine Bestellungen. Den Sendungscode erhalten Sie außerdem per E-Mail, sobald die Bestellung versandt ist.',
            ),
          ],
          [
            t(
              'Como troco ou devolvo um produto?',
              'How do I exchange or return a product?',
              'Wie tausche oder retourniere ich ein Produkt?',
            ),
            t(
              `Você tem ${CO.returnDays} dias após o recebimento para desistir da compra, e devolução gratuita em até ${CO.freeReturnDays} dias para produtos com defeito. Veja a <a href="${p}/politica-devolucao">Política de Devolução</a>.`,
              `You have ${CO.returnDays} days after delivery to cancel the purchase, and free returns within ${CO.freeReturnDays} days for faulty products. See the <a href="${p}/politica-devolucao">Return policy</a>.`,
              `Sie können innerhalb von ${CO.returnDays} Tagen nach Erhalt vom Kauf zurücktreten; fehlerhafte Produkte nehmen wir innerhalb von ${CO.freeReturnDays} Tagen kostenlos zurück. Siehe <a href="${p}/politica-devolucao">Rückgaberichtlinie</a>.`,
            ),
          ],
          [
            t('Tem cupom de desconto?', 'Is there a discount coupon?', 'Gibt es einen Gutscheincode?'),
            t(
              `Sim: use <strong>${CO.firstPurchaseCoupon}</strong> e ganhe 10% de desconto na primeira compra. Veja todos em <a href="${p}/cupons">Cupons</a>.`,
              `Yes: use <strong>${CO.firstPurchaseCoupon}</strong> for 10% off your first purchase. See all on <a href="${p}/cupons">Coupons</a>.`,
              `Ja: Mit <strong>${CO.firstPurchaseCoupon}</strong> erhalten Sie 10 % Rabatt auf Ihre erste Bestellung. Alle Gutscheine unter <a href="${p}/cupons">Gutscheine</a>.`,
            ),
          ],
          [
            t(
              'Os produtos têm nota fiscal e garantia?',
              'Do products come with an invoice and warranty?',
              'Gibt es Rechnung und Garantie?',
            ),
            t(
              'Todos os pedidos são enviados com nota fiscal eletrônica, e os produtos têm a garantia do fabricante. Para impressoras e periféricos, você pode contratar garantia estendida.',
              'Every order ships with an electronic invoice and products carry the manufacturer’s warranty. For printers and peripherals you can buy an extended warranty.',
              'Jede Bestellung wird mit elektronischer Rechnung versandt, und die Produkte haben Herstellergarantie. Für Drucker und Zubehör können Sie eine Garantieverlängerung buchen.',
            ),
          ],
        ];
        return `<dl class="faq">\n${qa.map(([q, a]) => `<dt>${q[lang]}</dt>\n<dd>${a[lang]}</dd>`).join('\n')}\n</dl>`;
      }),
      t(
        'Dúvidas sobre pedido mínimo, frete grátis, formas de pagamento, nota fiscal, trocas e cupons na Escritório Total.',
        'Questions about minimum order, free delivery, payment methods, invoices, returns and coupons at Escritório Total.',
        'Fragen zu Mindestbestellwert, kostenlosem Versand, Zahlungsarten, Rechnungen, Rücksendungen und Gutscheinen bei Escritório Total.',
      ),
    ),
    page(
      'frete-entrega',
      'frete-entrega',
      t('Frete e Entrega', 'Shipping and delivery', 'Versand und Lieferung'),
      each(
        (lang) =>
          ({
            pt: `<h2>Frete grátis na Grande São Paulo</h2>
<p>Pedidos acima de <strong>${CO.freeShippingFrom}</strong> com entrega na capital e nos municípios da Grande São Paulo têm <strong>frete grátis</strong>. O pedido mínimo da loja é de <strong>${CO.minimumOrder}</strong> em produtos, sem contar o frete.</p>
<h2>Prazos</h2>
<ul>
<li><strong>Capital de São Paulo:</strong> 1 a 2 dias úteis.</li>
<li><strong>Grande São Paulo:</strong> 2 a 3 dias úteis.</li>
<li><strong>Demais regiões:</strong> pelos Correios ou transportadora parceira; o prazo e o valor aparecem no carrinho ao informar o CEP.</li>
</ul>
<p>O prazo começa a contar após a confirmação do pagamento: na hora para Pix e cartão, e em até 2 dias úteis após o pagamento do boleto. Pedidos confirmados até as 14h saem no mesmo dia.</p>
<h2>Como o frete é calculado</h2>
<p>O valor depende do CEP de entrega, do peso e das dimensões das embalagens (peso cúbico). Itens volumosos como cadeiras, quadros e caixas de papel podem ter frete diferenciado.</p>
<h2>Recebimento</h2>
<p>Confira a embalagem na entrega. Se estiver violada ou danificada, recuse o recebimento e fale com a gente. O rastreamento é enviado por e-mail e fica disponível em Minha Conta.</p>`,
            en: `<h2>Free delivery in Greater São Paulo</h2>
<p>Orders above <strong>${CO.freeShippingFrom}</strong> delivered in the city of São Paulo and the Greater São Paulo municipalities ship <strong>free of charge</strong>. The store's minimum order is <strong>${CO.minimumOrder}</strong> in products, excluding delivery.</p>
<h2>Delivery times</h2>
<ul>
<li><strong>City of São Paulo:</strong> 1 to 2 business days.</li>
<li><strong>Greater São Paulo:</strong> 2 to 3 business days.</li>
<li><strong>Other regions:</strong> by Correios or a partner carrier; time and cost are shown in the cart once you enter your CEP.</li>
</ul>
<p>Delivery time starts when payment is confirmed: immediately for Pix and cards, within 2 business days after a boleto is paid. Orders confirmed by 2 pm ship the same day.</p>
<h2>How shipping is calculated</h2>
<p>The cost depends on the destination CEP and on the weight and size of the parcels (cubic weight). Bulky items such as chairs, boards and paper boxes may cost more to ship.</p>
<h2>Receiving your order</h2>
<p>Check the package on delivery. If it is open or damaged, refuse it and contact us. Tracking is sent by e-mail and shown in My Account.</p>`,
            de: `<h2>Kostenloser Versand im Großraum São Paulo</h2>
<p>Bestellungen über <strong>${CO.freeShippingFrom}</strong> mit Lieferung in die Stadt São Paulo und die Gemeinden des Großraums São Paulo sind <strong>versandkostenfrei</strong>. Der Mindestbestellwert beträgt <strong>${CO.minimumOrder}</strong> Warenwert, ohne Versandkosten.</p>
<h2>Lieferzeiten</h2>
<ul>
<li><strong>Stadt São Paulo:</strong> 1 bis 2 Werktage.</li>
<li><strong>Großraum São Paulo:</strong> 2 bis 3 Werktage.</li>
<li><strong>Übrige Regionen:</strong> per Correios oder Partnerspedition; Lieferzeit und Kosten sehen Sie im Warenkorb nach Eingabe der CEP.</li>
</ul>
<p>Die Lieferzeit beginnt mit der Zahlungsbestätigung: sofort bei Pix und Karte, bis zu 2 Werktage nach Zahlung eines Boletos. Bis 14 Uhr bestätigte Bestellungen werden am selben Tag versandt.</p>
<h2>Berechnung der Versandkosten</h2>
<p>Die Kosten hängen von der Ziel-CEP sowie Gewicht und Maßen der Pakete (Volumengewicht) ab. Sperrige Artikel wie Stühle, Tafeln und Papierkartons können höhere Versandkosten haben.</p>
<h2>Empfang</h2>
<p>Prüfen Sie das Paket bei der Lieferung. Ist es geöffnet oder beschädigt, verweigern Sie die Annahme und kontaktieren Sie uns. Die Sendungsverfolgung erhalten Sie per E-Mail und in Ihrem Konto.</p>`,
          })[lang],
      ),
      t(
        `Frete grátis na Grande São Paulo acima de ${CO.freeShippingFrom}, pedido mínimo de ${CO.minimumOrder}, prazos e cálculo do frete por CEP.`,
        `Free delivery in Greater São Paulo above ${CO.freeShippingFrom}, minimum order ${CO.minimumOrder}, delivery times and shipping by CEP.`,
        `Versandkostenfrei im Großraum São Paulo ab ${CO.freeShippingFrom}, Mindestbestellwert ${CO.minimumOrder}, Lieferzeiten und Versandkosten nach CEP.`,
      ),
    ),
    page(
      'pagamentos-e-reembolso',
      'pagamentos-e-reembolso',
      t('Pagamentos e Reembolso', 'Payments and refunds', 'Zahlung und Erstattung'),
      each(
        (lang) =>
          ({
            pt: `<h2>Pix – ${CO.pixDiscountPercent}% de desconto</h2>
<p>Pagando à vista pelo Pix você ganha <strong>${CO.pixDiscountPercent}% de desconto</strong> sobre o valor dos produtos. O QR Code e o código copia e cola valem por <strong>30 minutos</strong>; a confirmação é automática e o pedido segue para separação na hora.</p>
<h2>Boleto bancário</h2>
<p>O boleto é emitido na finalização do pedido com <strong>vencimento em 2 dias</strong>. A compensação leva até 2 dias úteis após o pagamento. Se o boleto não for pago até o vencimento, o pedido é cancelado automaticamente.</p>
<h2>Cartão de crédito</h2>
<p>Parcele em até <strong>${CO.maxInstallments}x</strong> nos cartões Visa, Mastercard, Elo, American Express e Hipercard. Até 3x <strong>sem juros</strong>; <strong>a partir da 4ª parcela</strong> incidem juros, informados antes da confirmação. A parcela mínima é de R$ 10,00.</p>
<h2>Reembolso</h2>
<ul>
<li><strong>Pix:</strong> devolução para a mesma conta de origem em até 5 dias úteis após a aprovação da devolução.</li>
<li><strong>Cartão:</strong> estorno solicitado à operadora em até 5 dias úteis; o crédito aparece em até duas faturas, conforme o banco emissor.</li>
<li><strong>Boleto:</strong> transferência para conta bancária de mesma titularidade (CPF ou CNPJ do pedido) em até 10 dias úteis.</li>
</ul>
<p>Dúvidas sobre pagamentos? Fale com o financeiro pelo WhatsApp ${CO.whatsappFinance}.</p>`,
            en: `<h2>Pix – ${CO.pixDiscountPercent}% off</h2>
<p>Paying in full with Pix gives you <strong>${CO.pixDiscountPercent}% off</strong> the products. The QR code and copy-and-paste code are valid for <strong>30 minutes</strong>; confirmation is automatic and the order goes to picking at once.</p>
<h2>Boleto</h2>
<p>The boleto is issued at checkout and is <strong>due in 2 days</strong>. Clearing takes up to 2 business days after payment. If it is not paid by the due date, the order is cancelled automatically.</p>
<h2>Credit card</h2>
<p>Pay in up to <strong>${CO.maxInstallments} instalments</strong> with Visa, Mastercard, Elo, American Express and Hipercard. Up to 3 instalments are <strong>interest-free</strong>; <strong>from the 4th instalment</strong> interest applies and is shown before you confirm. The minimum instalment is R$ 10.00.</p>
<h2>Refunds</h2>
<ul>
<li><strong>Pix:</strong> refunded to the originating account within 5 business days after the return is approved.</li>
<li><strong>Card:</strong> reversal requested from the card company within 5 business days; the credit appears within two statements, depending on your bank.</li>
<li><strong>Boleto:</strong> bank transfer to an account held by the order's CPF or CNPJ within 10 business days.</li>
</ul>
<p>Questions about payments? Message our finance team on WhatsApp ${CO.whatsappFinance}.</p>`,
            de: `<h2>Pix – ${CO.pixDiscountPercent} % Rabatt</h2>
<p>Bei Zahlung des Gesamtbetrags per Pix erhalten Sie <strong>${CO.pixDiscountPercent} % Rabatt</strong> auf die Produkte. QR-Code und Kopiercode sind <strong>30 Minuten</strong> gültig; die Bestätigung erfolgt automatisch und die Bestellung geht sofort in die Kommissionierung.</p>
<h2>Boleto</h2>
<p>Das Boleto wird beim Abschluss der Bestellung ausgestellt und ist <strong>nach 2 Tagen fällig</strong>. Die Verbuchung dauert bis zu 2 Werktage nach der Zahlung. Wird es bis zur Fälligkeit nicht bezahlt, wird die Bestellung automatisch storniert.</p>
<h2>Kreditkarte</h2>
<p>Zahlen Sie in bis zu <strong>${CO.maxInstallments} Raten</strong> mit Visa, Mastercard, Elo, American Express und Hipercard. Bis zu 3 Raten sind <strong>zinsfrei</strong>; <strong>ab der 4. Rate</strong> fallen Zinsen an, die vor der Bestätigung angezeigt werden. Die Mindestrate beträgt R$ 10,00.</p>
<h2>Erstattungen</h2>
<ul>
<li><strong>Pix:</strong> Rückzahlung auf das Ursprungskonto innerhalb von 5 Werktagen nach Genehmigung der Rücksendung.</li>
<li><strong>Karte:</strong> Stornierung beim Kartenanbieter innerhalb von 5 Werktagen; die Gutschrift erscheint je nach Bank innerhalb von zwei Abrechnungen.</li>
<li><strong>Boleto:</strong> Überweisung auf ein Konto des Inhabers der CPF oder CNPJ der Bestellung innerhalb von 10 Werktagen.</li>
</ul>
<p>Fragen zur Zahlung? Schreiben Sie unserer Buchhaltung per WhatsApp an ${CO.whatsappFinance}.</p>`,
          })[lang],
      ),
      t(
        `Pague com Pix e ganhe ${CO.pixDiscountPercent}% de desconto, boleto com vencimento em 2 dias ou cartão em até ${CO.maxInstallments}x. Saiba como funcionam os reembolsos.`,
        `Pay with Pix for ${CO.pixDiscountPercent}% off, by boleto due in 2 days or by card in up to ${CO.maxInstallments} instalments. Learn how refunds work.`,
        `Mit Pix ${CO.pixDiscountPercent} % sparen, per Boleto mit Fälligkeit nach 2 Tagen oder mit Karte in bis zu ${CO.maxInstallments} Raten zahlen. So funktionieren Erstattungen.`,
      ),
    ),
    page(
      'politica-devolucao',
      'politica-devolucao',
      t('Política de Devolução', 'Return policy', 'Rückgaberichtlinie'),
      each(
        (lang, p) =>
          ({
            pt: `<h2>Direito de arrependimento – ${CO.returnDays} dias</h2>
<p>Conforme o artigo 49 do Código de Defesa do Consumidor, você pode desistir da compra em até <strong>${CO.returnDays} dias corridos</strong> após o recebimento. O produto deve ser devolvido sem uso, na embalagem original, com todos os acessórios e a nota fiscal. O frete de devolução é por nossa conta.</p>
<h2>Produtos com defeito – devolução grátis em até ${CO.freeReturnDays} dias</h2>
<p>Recebeu um produto com defeito, avariado ou diferente do pedido? Você tem <strong>${CO.freeReturnDays} dias</strong> para solicitar a troca ou a devolução gratuita. Depois desse prazo, produtos duráveis seguem cobertos pela garantia do fabricante.</p>
<h2>Como solicitar</h2>
<ol>
<li>Acesse o formulário de <a href="${p}/devolucao">devolução</a> ou fale com o atendimento.</li>
<li>Informe o número do pedido, o produto e o motivo.</li>
<li>Enviaremos por e-mail o código de postagem reversa dos Correios.</li>
<li>Após a conferência do produto, fazemos a troca ou o reembolso na forma de pagamento original.</li>
</ol>
<h2>Exceções</h2>
<p>Produtos digitais (downloads) já baixados, serviços já executados e produtos de higiene com a embalagem aberta não podem ser devolvidos por arrependimento, salvo defeito.</p>`,
            en: `<h2>Right of withdrawal – ${CO.returnDays} days</h2>
<p>Under article 49 of the Brazilian Consumer Defence Code you may cancel your purchase within <strong>${CO.returnDays} calendar days</strong> after delivery. The product must be returned unused, in its original packaging, with all accessories and the invoice. We pay the return shipping.</p>
<h2>Faulty products – free returns within ${CO.freeReturnDays} days</h2>
<p>Received a faulty or damaged product, or the wrong one? You have <strong>${CO.freeReturnDays} days</strong> to request a free exchange or return. After that, durable goods remain covered by the manufacturer's warranty.</p>
<h2>How to request a return</h2>
<ol>
<li>Fill in the <a href="${p}/devolucao">return form</a> or contact customer service.</li>
<li>Give the order number, the product and the reason.</li>
<li>We e-mail you a Correios reverse-shipping code.</li>
<li>Once the product is checked, we exchange it or refund you with the original payment method.</li>
</ol>
<h2>Exceptions</h2>
<p>Digital products already downloaded, services already performed and hygiene products with opened packaging cannot be returned for withdrawal, unless faulty.</p>`,
            de: `<h2>Widerrufsrecht – ${CO.returnDays} Tage</h2>
<p>Nach Artikel 49 des brasilianischen Verbraucherschutzgesetzes können Sie innerhalb von <strong>${CO.returnDays} Kalendertagen</strong> nach Erhalt vom Kauf zurücktreten. Das Produkt muss unbenutzt, in der Originalverpackung, mit allem Zubehör und der Rechnung zurückgesendet werden. Die Rücksendekosten tragen wir.</p>
<h2>Fehlerhafte Produkte – kostenlose Rückgabe innerhalb von ${CO.freeReturnDays} Tagen</h2>
<p>Haben Sie ein defektes, beschädigtes oder falsches Produkt erhalten? Sie haben <strong>${CO.freeReturnDays} Tage</strong> Zeit, einen kostenlosen Umtausch oder eine Rückgabe zu beantragen. Danach gilt für langlebige Güter die Herstellergarantie.</p>
<h2>So beantragen Sie eine Rücksendung</h2>
<ol>
<li>Füllen Sie das <a href="${p}/devolucao">Rücksendeformular</a> aus oder kontaktieren Sie den Kundenservice.</li>
<li>Geben Sie Bestellnummer, Produkt und Grund an.</li>
<li>Wir senden Ihnen per E-Mail einen Rücksendecode der Correios.</li>
<li>Nach Prüfung des Produkts tauschen wir es um oder erstatten den Betrag über die ursprüngliche Zahlungsart.</li>
</ol>
<h2>Ausnahmen</h2>
<p>Bereits heruntergeladene digitale Produkte, bereits erbrachte Dienstleistungen und Hygieneartikel mit geöffneter Verpackung sind vom Widerruf ausgeschlossen, außer bei Mängeln.</p>`,
          })[lang],
      ),
      t(
        `Devolução em até ${CO.returnDays} dias por arrependimento e devolução grátis em até ${CO.freeReturnDays} dias para produtos com defeito.`,
        `Returns within ${CO.returnDays} days for withdrawal and free returns within ${CO.freeReturnDays} days for faulty products.`,
        `Widerruf innerhalb von ${CO.returnDays} Tagen und kostenlose Rückgabe fehlerhafter Produkte innerhalb von ${CO.freeReturnDays} Tagen.`,
      ),
    ),
    page(
      'privacidade',
      'privacidade',
      t('Política de Privacidade', 'Privacy policy', 'Datenschutzerklärung'),
      each(
        (lang) =>
          ({
            pt: `<p>Esta política explica como a ${CO.legalName} (CNPJ ${CO.cnpj}), controladora dos dados, trata as informações pessoais de clientes e visitantes, em conformidade com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 – LGPD).</p>
<h2>Dados que coletamos</h2>
<ul>
<li>Cadastro: nome, CPF ou CNPJ, e-mail, telefone, data de nascimento e endereços de entrega.</li>
<li>Pedidos: produtos, valores, forma de pagamento e histórico de entregas. Não armazenamos o número completo do cartão; os dados do cartão são criptografados.</li>
<li>Navegação: páginas visitadas, dispositivo, idioma e moeda escolhidos, por meio de cookies.</li>
</ul>
<h2>Para que usamos</h2>
<ul>
<li>Processar e entregar pedidos, emitir nota fiscal e prestar atendimento (execução de contrato e obrigação legal).</li>
<li>Prevenir fraudes e proteger a sua conta (legítimo interesse).</li>
<li>Enviar ofertas e a newsletter, somente com o seu consentimento, que pode ser retirado a qualquer momento.</li>
<li>Lembrar o carrinho de clientes identificados para avisar sobre compras não finalizadas.</li>
</ul>
<h2>Compartilhamento</h2>
<p>Compartilhamos apenas o necessário com instituições de pagamento, transportadoras e os Correios, provedores de tecnologia e autoridades, quando exigido por lei. Não vendemos dados pessoais.</p>
<h2>Cookies</h2>
<p>Usamos cookies para manter o carrinho, o idioma, a moeda e a sessão do cliente, e para medir o uso do site. Você pode apagá-los nas configurações do navegador, mas algumas funções deixarão de funcionar.</p>
<h2>Seus direitos</h2>
<p>Você pode confirmar a existência de tratamento, acessar, corrigir, anonimizar, portar ou excluir seus dados, revogar consentimentos e obter informações sobre compartilhamento (art. 18 da LGPD). Escreva para o nosso encarregado pela proteção de dados: <a href="mailto:${CO.privacyEmail}">${CO.privacyEmail}</a>.</p>
<h2>Retenção e segurança</h2>
<p>Guardamos os dados pelo tempo necessário às finalidades acima e aos prazos legais (por exemplo, 5 anos para documentos fiscais), com controles de acesso, criptografia e monitoramento.</p>
<p>Última atualização: 1º de outubro de 2026.</p>`,
            en: `<p>This policy explains how ${CO.legalName} (CNPJ ${CO.cnpj}), the data controller, processes the personal information of customers and visitors under Brazil's General Data Protection Law (Law 13,709/2018 – LGPD).</p>
<h2>Data we collect</h2>
<ul>
<li>Account: name, CPF or CNPJ, e-mail, phone, date of birth and delivery addresses.</li>
<li>Orders: products, amounts, payment method and delivery history. We do not store full card numbers; card data is encrypted.</li>
<li>Browsing: pages visited, device, chosen language and currency, through cookies.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To process and deliver orders, issue invoices and provide support (performance of contract and legal obligation).</li>
<li>To prevent fraud and protect your account (legitimate interest).</li>
<li>To send offers and the newsletter, only with your consent, which you can withdraw at any time.</li>
<li>To remember the carts of signed-in customers and remind them of unfinished purchases.</li>
</ul>
<h2>Sharing</h2>
<p>We share only what is necessary with payment institutions, carriers and Correios, technology providers and authorities when required by law. We never sell personal data.</p>
<h2>Cookies</h2>
<p>We use cookies to keep your cart, language, currency and session, and to measure site usage. You can delete them in your browser settings, but some features will stop working.</p>
<h2>Your rights</h2>
<p>You may confirm processing, access, correct, anonymise, port or delete your data, withdraw consent and learn who we share it with (LGPD art. 18). Write to our data protection officer: <a href="mailto:${CO.privacyEmail}">${CO.privacyEmail}</a>.</p>
<h2>Retention and security</h2>
<p>We keep data for as long as the purposes above and legal deadlines require (for example 5 years for tax documents), protected by access controls, encryption and monitoring.</p>
<p>Last updated: 1 October 2026.</p>`,
            de: `<p>Diese Erklärung beschreibt, wie die ${CO.legalName} (CNPJ ${CO.cnpj}) als Verantwortliche personenbezogene Daten von Kunden und Besuchern gemäß dem brasilianischen Datenschutzgesetz (Gesetz 13.709/2018 – LGPD) verarbeitet.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
<li>Kundenkonto: Name, CPF oder CNPJ, E-Mail, Telefon, Geburtsdatum und Lieferadressen.</li>
<li>Bestellungen: Produkte, Beträge, Zahlungsart und Lieferhistorie. Vollständige Kartennummern speichern wir nicht; Kartendaten werden verschlüsselt.</li>
<li>Nutzung: besuchte Seiten, Gerät, gewählte Sprache und Währung, mittels Cookies.</li>
</ul>
<h2>Wofür wir sie nutzen</h2>
<ul>
<li>Bestellungen abwickeln und liefern, Rechnungen ausstellen und Service leisten (Vertragserfüllung und gesetzliche Pflicht).</li>
<li>Betrug verhindern und Ihr Konto schützen (berechtigtes Interesse).</li>
<li>Angebote und den Newsletter senden – nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.</li>
<li>Warenkörbe angemeldeter Kunden speichern, um an nicht abgeschlossene Käufe zu erinnern.</li>
</ul>
<h2>Weitergabe</h2>
<p>Wir geben nur das Nötige an Zahlungsdienstleister, Spediteure und die Correios, Technologieanbieter sowie Behörden (wenn gesetzlich vorgeschrieben) weiter. Wir verkaufen keine personenbezogenen Daten.</p>
<h2>Cookies</h2>
<p>Wir verwenden Cookies für Warenkorb, Sprache, Währung und Sitzung sowie zur Nutzungsmessung. Sie können sie in Ihrem Browser löschen; einige Funktionen stehen dann nicht mehr zur Verfügung.</p>
<h2>Ihre Rechte</h2>
<p>Sie können die Verarbeitung bestätigen lassen, Auskunft, Berichtigung, Anonymisierung, Übertragung oder Löschung verlangen, Einwilligungen widerrufen und erfahren, an wen Daten weitergegeben werden (Art. 18 LGPD). Schreiben Sie an unseren Datenschutzbeauftragten: <a href="mailto:${CO.privacyEmail}">${CO.privacyEmail}</a>.</p>
<h2>Speicherdauer und Sicherheit</h2>
<p>Wir speichern Daten so lange, wie es die genannten Zwecke und gesetzlichen Fristen erfordern (z. B. 5 Jahre für Steuerunterlagen), geschützt durch Zugriffskontrollen, Verschlüsselung und Überwachung.</p>
<p>Stand: 1. Oktober 2026.</p>`,
          })[lang],
      ),
      t(
        'Como a Escritório Total coleta, usa e protege seus dados pessoais de acordo com a LGPD, e como exercer seus direitos.',
        'How Escritório Total collects, uses and protects your personal data under the LGPD, and how to exercise your rights.',
        'Wie Escritório Total Ihre personenbezogenen Daten gemäß LGPD erhebt, nutzt und schützt und wie Sie Ihre Rechte ausüben.',
      ),
    ),
    page(
      'trabalhe-conosco',
      'trabalhe-conosco',
      t('Trabalhe Conosco', 'Work with us', 'Karriere'),
      each(
        (lang) =>
          ({
            pt: `<p>Somos uma equipe de cerca de 120 pessoas entre o escritório da Vila Mariana e o centro de distribuição em Barueri. Gostamos de gente que resolve, que cuida do cliente como se fosse da família e que quer crescer junto com a empresa.</p>
<h2>Áreas</h2>
<ul>
<li>Logística e expedição (Barueri)</li>
<li>Atendimento ao cliente e vendas corporativas</li>
<li>Compras e comercial</li>
<li>Tecnologia, marketing digital e dados</li>
<li>Financeiro e administrativo</li>
</ul>
<h2>Benefícios</h2>
<p>Vale-refeição, vale-transporte, plano de saúde e odontológico, participação nos resultados, descontos na loja e trabalho híbrido para as áreas de escritório.</p>
<h2>Como se candidatar</h2>
<p>Envie o seu currículo para <a href="mailto:${CO.jobsEmail}">${CO.jobsEmail}</a> com a área de interesse no assunto. Nunca cobramos taxas em processos seletivos.</p>`,
            en: `<p>We are a team of about 120 people between our Vila Mariana office and our distribution centre in Barueri. We like people who get things done, who treat customers like family and who want to grow with the company.</p>
<h2>Teams</h2>
<ul>
<li>Logistics and shipping (Barueri)</li>
<li>Customer service and corporate sales</li>
<li>Purchasing and sales</li>
<li>Technology, digital marketing and data</li>
<li>Finance and administration</li>
</ul>
<h2>Benefits</h2>
<p>Meal and transport vouchers, health and dental plans, profit sharing, store discounts and hybrid work for office roles.</p>
<h2>How to apply</h2>
<p>Send your CV to <a href="mailto:${CO.jobsEmail}">${CO.jobsEmail}</a> with the team you are interested in as the subject. We never charge fees in our hiring processes.</p>`,
            de: `<p>Wir sind ein Team von rund 120 Menschen in unserem Büro in Vila Mariana und im Verteilzentrum in Barueri. Wir mögen Menschen, die anpacken, Kunden wie Familie behandeln und mit dem Unternehmen wachsen wollen.</p>
<h2>Bereiche</h2>
<ul>
<li>Logistik und Versand (Barueri)</li>
<li>Kundenservice und Firmenkundenvertrieb</li>
<li>Einkauf und Vertrieb</li>
<li>Technologie, Digitalmarketing und Daten</li>
<li>Finanzen und Verwaltung</li>
</ul>
<h2>Leistungen</h2>
<p>Essens- und Fahrtkostenzuschuss, Kranken- und Zahnversicherung, Erfolgsbeteiligung, Personalrabatt und hybrides Arbeiten für Bürotätigkeiten.</p>
<h2>So bewerben Sie sich</h2>
<p>Senden Sie Ihren Lebenslauf an <a href="mailto:${CO.jobsEmail}">${CO.jobsEmail}</a> und nennen Sie den gewünschten Bereich im Betreff. Wir verlangen in Bewerbungsverfahren niemals Gebühren.</p>`,
          })[lang],
      ),
      t(
        'Venha trabalhar na Escritório Total: vagas em logística, atendimento, comercial, tecnologia e financeiro.',
        'Work at Escritório Total: openings in logistics, customer service, sales, technology and finance.',
        'Arbeiten bei Escritório Total: Stellen in Logistik, Kundenservice, Vertrieb, Technologie und Finanzen.',
      ),
    ),
    page(
      'cupons',
      'cupons',
      t('Cupons de desconto', 'Discount coupons', 'Gutscheine'),
      each(
        (lang, p) =>
          ({
            pt: `<div class="coupon">
<h2>${CO.firstPurchaseCoupon} – 10% de desconto na primeira compra</h2>
<p>Use o cupom <strong>${CO.firstPurchaseCoupon}</strong> no carrinho e ganhe <strong>10% de desconto</strong> nos produtos da sua primeira compra.</p>
<ul>
<li>Válido uma vez por CPF ou CNPJ, para clientes sem pedidos anteriores.</li>
<li>Não cumulativo com outros cupons; o desconto do Pix é aplicado normalmente.</li>
<li>Pedido mínimo de ${CO.minimumOrder} em produtos.</li>
</ul>
</div>
<p>Quer receber cupons exclusivos? Assine a nossa newsletter no rodapé do site. Veja também as <a href="${p}/ofertas.html">ofertas da semana</a>.</p>`,
            en: `<div class="coupon">
<h2>${CO.firstPurchaseCoupon} – 10% off your first purchase</h2>
<p>Enter coupon <strong>${CO.firstPurchaseCoupon}</strong> in the cart for <strong>10% off</strong> the products of your first purchase.</p>
<ul>
<li>Valid once per CPF or CNPJ, for customers without previous orders.</li>
<li>Cannot be combined with other coupons; the Pix discount still applies.</li>
<li>Minimum order of ${CO.minimumOrder} in products.</li>
</ul>
</div>
<p>Want exclusive coupons? Subscribe to our newsletter at the bottom of the page. See also this week's <a href="${p}/ofertas.html">deals</a>.</p>`,
            de: `<div class="coupon">
<h2>${CO.firstPurchaseCoupon} – 10 % Rabatt auf die erste Bestellung</h2>
<p>Geben Sie den Gutscheincode <strong>${CO.firstPurchaseCoupon}</strong> im Warenkorb ein und erhalten Sie <strong>10 % Rabatt</strong> auf die Produkte Ihrer ersten Bestellung.</p>
<ul>
<li>Einmal gültig pro CPF oder CNPJ, für Kunden ohne frühere Bestellungen.</li>
<li>Nicht mit anderen Gutscheinen kombinierbar; der Pix-Rabatt gilt weiterhin.</li>
<li>Mindestbestellwert ${CO.minimumOrder} Warenwert.</li>
</ul>
</div>
<p>Exklusive Gutscheine gewünscht? Abonnieren Sie unseren Newsletter unten auf der Seite. Sehen Sie auch die <a href="${p}/ofertas.html">Angebote der Woche</a>.</p>`,
          })[lang],
      ),
      t(
        `Cupom ${CO.firstPurchaseCoupon}: 10% de desconto na primeira compra na Escritório Total.`,
        `Coupon ${CO.firstPurchaseCoupon}: 10% off your first purchase at Escritório Total.`,
        `Gutschein ${CO.firstPurchaseCoupon}: 10 % Rabatt auf Ihre erste Bestellung bei Escritório Total.`,
      ),
    ),
    page(
      'no-route',
      'no-route',
      t('Página não encontrada', 'Page not found', 'Seite nicht gefunden'),
      each(
        (lang, p) =>
          ({
            pt: `<p>Não encontramos a página que você procurou. Ela pode ter mudado de endereço ou não existir mais.</p>
<ul>
<li>Confira se o endereço foi digitado corretamente.</li>
<li>Use a busca no topo da página para encontrar o produto.</li>
<li>Navegue pelos departamentos: ${DEPARTMENTS.map((d) => `<a href="${p}/${d.url}.html">${d.name.pt}</a>`).join(', ')}.</li>
</ul>
<p><a href="${p || '/'}">Voltar para a página inicial</a> ou <a href="${p}/fale-conosco">fale conosco</a>.</p>`,
            en: `<p>We could not find the page you were looking for. It may have moved or no longer exist.</p>
<ul>
<li>Check that the address is spelled correctly.</li>
<li>Use the search box at the top of the page to find the product.</li>
<li>Browse the departments: ${DEPARTMENTS.map((d) => `<a href="${p}/${d.url}.html">${d.name.en}</a>`).join(', ')}.</li>
</ul>
<p><a href="${p}">Back to the home page</a> or <a href="${p}/fale-conosco">contact us</a>.</p>`,
            de: `<p>Die gesuchte Seite wurde nicht gefunden. Vielleicht hat sie eine neue Adresse oder existiert nicht mehr.</p>
<ul>
<li>Prüfen Sie, ob die Adresse richtig geschrieben ist.</li>
<li>Nutzen Sie die Suche oben auf der Seite, um das Produkt zu finden.</li>
<li>Stöbern Sie in den Abteilungen: ${DEPARTMENTS.map((d) => `<a href="${p}/${d.url}.html">${d.name.de}</a>`).join(', ')}.</li>
</ul>
<p><a href="${p}">Zurück zur Startseite</a> oder <a href="${p}/fale-conosco">kontaktieren Sie uns</a>.</p>`,
          })[lang],
      ),
      t(
        'A página que você procura não foi encontrada.',
        'The page you are looking for was not found.',
        'Die gesuchte Seite wurde nicht gefunden.',
      ),
    ),
  ];
}

export function cmsBlocks(): SeedCmsBlock[] {
  const slides = [
    {
      url: 'volta-as-aulas',
      color: '#F26B1D',
      title: t('Volta às Aulas 2027', 'Back to School 2027', 'Schulanfang 2027'),
      text: t(
        'Cadernos, lápis de cor, mochilas e kits escolares prontos com preços especiais.',
        'Notebooks, colouring pencils, backpacks and ready-made school kits at special prices.',
        'Hefte, Buntstifte, Rucksäcke und fertige Schulsets zu Sonderpreisen.',
      ),
      cta: t('Ver lista de material', 'See school supplies', 'Zum Schulbedarf'),
    },
    {
      url: 'papelaria/papeis-e-envelopes/papel-sulfite',
      color: '#E4002B',
      title: t('Papel sulfite em caixa', 'Copy paper by the box', 'Kopierpapier im Karton'),
      text: t(
        'Chamex, Report e Reciclato: compre a caixa com 10 resmas e economize no preço por folha.',
        'Chamex, Report and Reciclato: buy a box of 10 reams and save on every sheet.',
        'Chamex, Report und Reciclato: Karton mit 10 Paketen kaufen und pro Blatt sparen.',
      ),
      cta: t('Comprar papel', 'Shop paper', 'Papier kaufen'),
    },
    {
      url: 'copa-e-cozinha',
      color: '#7C4A2D',
      title: t('Coffee break da empresa', 'The office coffee break', 'Die Kaffeepause im Büro'),
      text: t(
        'Café, açúcar, copos e filtros com preço de atacado para a copa do escritório.',
        'Coffee, sugar, cups and filters at wholesale prices for the office pantry.',
        'Kaffee, Zucker, Becher und Filter zu Großhandelspreisen für die Büroküche.',
      ),
      cta: t('Abastecer a copa', 'Stock the pantry', 'Küche auffüllen'),
    },
  ];
  const promos = [
    {
      icon: 'pix',
      title: t(
        `${CO.pixDiscountPercent}% de desconto no Pix`,
        `${CO.pixDiscountPercent}% off with Pix`,
        `${CO.pixDiscountPercent} % Rabatt mit Pix`,
      ),
      text: t(
        'Pague à vista pelo Pix e a confirmação é na hora.',
        'Pay in full with Pix and get instant confirmation.',
        'Zahlen Sie per Pix – die Bestätigung kommt sofort.',
      ),
      link: 'pagamentos-e-reembolso',
    },
    {
      icon: 'truck',
      title: t(
        'Frete grátis na Grande SP',
        'Free delivery in Greater São Paulo',
        'Gratisversand im Großraum São Paulo',
      ),
      text: t(
        `Em pedidos acima de ${CO.freeShippingFrom}.`,
        `On orders above ${CO.freeShippingFrom}.`,
        `Bei Bestellungen über ${CO.freeShippingFrom}.`,
      ),
      link: 'frete-entrega',
    },
    {
      icon: 'coupon',
      title: t(
        `Cupom ${CO.firstPurchaseCoupon}`,
        `Coupon ${CO.firstPurchaseCoupon}`,
        `Gutschein ${CO.firstPurchaseCoupon}`,
      ),
      text: t(
        '10% de desconto na primeira compra.',
        '10% off your first purchase.',
        '10 % Rabatt auf die erste Bestellung.',
      ),
      link: 'cupons',
    },
    {
      icon: 'card',
      title: t(
        `Até ${CO.maxInstallments}x no cartão`,
        `Up to ${CO.maxInstallments} card instalments`,
        `Bis zu ${CO.maxInstallments} Raten mit Karte`,
      ),
      text: t('Sem juros até 3x.', 'Interest-free up to 3 instalments.', 'Bis zu 3 Raten zinsfrei.'),
      link: 'pagamentos-e-reembolso',
    },
  ];
  const institutional: [string, LocalizedText][] = [
    ['sobre-nos', t('Sobre nós', 'About us', 'Über uns')],
    ['fale-conosco', t('Fale Conosco', 'Contact us', 'Kontakt')],
    ['trabalhe-conosco', t('Trabalhe Conosco', 'Work with us', 'Karriere')],
    ['faq', t('Perguntas frequentes', 'FAQ', 'Häufige Fragen')],
    ['frete-entrega', t('Frete e Entrega', 'Shipping and delivery', 'Versand und Lieferung')],
    ['pagamentos-e-reembolso', t('Pagamentos e Reembolso', 'Payments and refunds', 'Zahlung und Erstattung')],
    ['politica-devolucao', t('Política de Devolução', 'Return policy', 'Rückgaberichtlinie')],
    ['privacidade', t('Política de Privacidade', 'Privacy policy', 'Datenschutz')],
    ['cupons', t('Cupons', 'Coupons', 'Gutscheine')],
  ];
  return [
    {
      identifier: 'promo-bar',
      title: t('Barra de promoções', 'Promo bar', 'Aktionsleiste'),
      content: each(
        (lang, p) => `<ul class="promo-bar" data-rotate-seconds="10">
<li><a href="${p}/cupons">${
          t(
            `Ganhe 10% OFF na primeira compra com o cupom <strong>${CO.firstPurchaseCoupon}</strong>`,
            `Get 10% OFF your first purchase with coupon <strong>${CO.firstPurchaseCoupon}</strong>`,
            `10 % Rabatt auf Ihre erste Bestellung mit dem Code <strong>${CO.firstPurchaseCoupon}</strong>`,
          )[lang]
        }</a></li>
<li><a href="${p}/frete-entrega">${
          t(
            `Frete grátis na Grande São Paulo em compras acima de ${CO.freeShippingFrom}`,
            `Free delivery in Greater São Paulo on orders above ${CO.freeShippingFrom}`,
            `Kostenloser Versand im Großraum São Paulo ab ${CO.freeShippingFrom}`,
          )[lang]
        }</a></li>
</ul>`,
      ),
    },
    {
      identifier: 'home-hero',
      title: t('Banners da página inicial', 'Home page banners', 'Startseiten-Banner'),
      content: each(
        (lang, p) => `<div class="hero-slides">
${slides
  .map(
    (s, i) => `<section class="hero-slide" data-slide="${i + 1}" style="--slide-color: ${s.color}">
<h2>${s.title[lang]}</h2>
<p>${s.text[lang]}</p>
<a class="hero-cta" href="${p}/${s.url}.html">${s.cta[lang]}</a>
</section>`,
  )
  .join('\n')}
</div>`,
      ),
    },
    {
      identifier: 'home-promo',
      title: t('Vantagens da loja', 'Store benefits', 'Vorteile'),
      content: each(
        (lang, p) => `<ul class="home-promo">
${promos
  .map(
    (b) =>
      `<li class="promo promo-${b.icon}"><a href="${p}/${b.link}"><strong>${b.title[lang]}</strong><span>${b.text[lang]}</span></a></li>`,
  )
  .join('\n')}
</ul>`,
      ),
    },
    {
      identifier: 'home-departments',
      title: t('Departamentos', 'Departments', 'Abteilungen'),
      content: each(
        (
          lang,
          p,
        ) => `<nav class="home-departments" aria-label="${t('Departamentos', 'Departments', 'Abteilungen')[lang]}">
<ul>
${DEPARTMENTS.map((d) => `<li><a href="${p}/${d.url}.html"><strong>${d.name[lang]}</strong><span>${d.text[lang]}</span></a></li>`).join('\n')}
</ul>
</nav>`,
      ),
    },
    {
      identifier: 'footer-institutional',
      title: t('Institucional', 'About the store', 'Unternehmen'),
      content: each(
        (lang, p) => `<h3>${t('Institucional', 'About the store', 'Unternehmen')[lang]}</h3>
<ul class="footer-links">
${institutional.map(([url, label]) => `<li><a href="${p}/${url}">${label[lang]}</a></li>`).join('\n')}
</ul>
<p class="company">${CO.legalName} · CNPJ ${CO.cnpj}<br>${CO.address}</p>`,
      ),
    },
    {
      identifier: 'footer-contact',
      title: t('Atendimento', 'Customer service', 'Kundenservice'),
      content: each(
        (lang) => `<h3>${t('Atendimento', 'Customer service', 'Kundenservice')[lang]}</h3>
<ul class="footer-contact">
<li>${t('Telefone', 'Phone', 'Telefon')[lang]}: <a href="tel:+551134567890">${CO.phone}</a></li>
<li>WhatsApp ${t('(chat)', '(chat)', '(Chat)')[lang]}: <a href="${CO.whatsappChatLink}">${CO.whatsappChat}</a></li>
<li>WhatsApp ${t('(financeiro)', '(finance)', '(Buchhaltung)')[lang]}: <a href="${CO.whatsappFinanceLink}">${CO.whatsappFinance}</a></li>
<li>E-mail: <a href="mailto:${CO.email}">${CO.email}</a></li>
<li>${t('Horário', 'Hours', 'Servicezeiten')[lang]}: ${CO.hours[lang]}</li>
</ul>`,
      ),
    },
  ];
}

export function redirects(): SeedRedirect[] {
  return [
    { from: 'caneta-bic-azul-antiga.html', to: { type: 'product', sku: '200001' }, code: 301 },
    { from: 'papel-sulfite-chamex-a4.html', to: { type: 'product', sku: '201001' }, code: 301 },
    { from: 'institucional/quem-somos', to: { type: 'cms', identifier: 'sobre-nos' }, code: 301 },
    {
      from: 'informatica/impressoras.html',
      to: { type: 'category', key: 'informatica/impressao/impressoras' },
      code: 301,
    },
    { from: 'black-friday', to: { type: 'category', key: 'ofertas' }, code: 302 },
  ];
}
