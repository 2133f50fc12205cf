/**
 * The server's message catalogue: English text (the key, also the `en` store view's text) →
 * Portuguese (store view `default`, pt_BR) and German (`german`, de_DE). Keys are written exactly
 * as the code builds them, Magento's wording where Magento has the message; `%1`, `%2`… stand for
 * the parts a message is built with (Magento's placeholders) and may move in a translation.
 * Texts the store answers in Portuguese already (rules §8 REST messages, method titles) have an
 * English key of their own and their Portuguese wording as `pt`, unchanged.
 *
 * `messages.test.ts` fails on an entry without its translations and on a message written in the
 * source that is missing here.
 */

export interface Translations {
  pt: string;
  de: string;
}

export const MESSAGES: Record<string, Translations> = {
  // --- Carriers (tracking links in order e-mails and My Account)
  Correios: { pt: 'Correios', de: 'Correios' },
  Jadlog: { pt: 'Jadlog', de: 'Jadlog' },
  Loggi: { pt: 'Loggi', de: 'Loggi' },
  'Total Express': { pt: 'Total Express', de: 'Total Express' },
  Custom: { pt: 'Outra transportadora', de: 'Anderer Versanddienst' },
  // --- Catalogue import and price/stock API (back office)
  'The file is not a valid CSV: %1': {
    pt: 'O arquivo não é um CSV válido: %1',
    de: 'Die Datei ist keine gültige CSV-Datei: %1',
  },
  'The header needs the "sku" column.': {
    pt: 'O cabeçalho precisa da coluna "sku".',
    de: 'Die Kopfzeile braucht die Spalte "sku".',
  },
  'Invalid attribute %fieldName = %fieldValue.': {
    pt: 'Atributo inválido %fieldName = %fieldValue.',
    de: 'Ungültiges Attribut %fieldName = %fieldValue.',
  },
  // --- Attribute metadata (customAttributeMetadataV2, attributesList)
  'Entity "%1" could not be found.': {
    pt: 'A entidade "%1" não foi encontrada.',
    de: 'Die Entität "%1" wurde nicht gefunden.',
  },
  'Attribute code "%1" could not be found.': {
    pt: 'O código de atributo "%1" não foi encontrado.',
    de: 'Der Attributcode "%1" wurde nicht gefunden.',
  },
  'Filter "%1" is not supported.': {
    pt: 'O filtro "%1" não é suportado.',
    de: 'Der Filter "%1" wird nicht unterstützt.',
  },
  // --- GraphQL transport and generic
  'Internal server error': { pt: 'Erro interno do servidor', de: 'Interner Serverfehler' },
  'Requested store is not found': {
    pt: 'A loja solicitada não foi encontrada',
    de: 'Der angeforderte Shop wurde nicht gefunden',
  },
  'Required parameter "input" is missing.': {
    pt: 'O parâmetro obrigatório "input" está faltando.',
    de: 'Der erforderliche Parameter "input" fehlt.',
  },
  'currentPage value must be greater than 0.': {
    pt: 'O valor de currentPage deve ser maior que 0.',
    de: 'Der Wert von currentPage muss größer als 0 sein.',
  },
  'pageSize value must be greater than 0.': {
    pt: 'O valor de pageSize deve ser maior que 0.',
    de: 'Der Wert von pageSize muss größer als 0 sein.',
  },
  'pageSize value must be 300 or less.': {
    pt: 'O valor de pageSize deve ser 300 ou menos.',
    de: 'Der Wert von pageSize darf höchstens 300 sein.',
  },
  'currentPage value %1 specified is greater than the %2 page(s) available.': {
    pt: 'O valor de currentPage %1 é maior que as %2 página(s) disponíveis.',
    de: 'Der angegebene currentPage-Wert %1 ist größer als die %2 verfügbare(n) Seite(n).',
  },
  'Currency not allowed for store %1': {
    pt: 'Moeda não permitida para a loja %1',
    de: 'Währung für den Shop %1 nicht zulässig',
  },
  "The country isn't available.": { pt: 'O país não está disponível.', de: 'Das Land ist nicht verfügbar.' },

  // --- catalogue, CMS, routing, reviews
  "Category doesn't exist": { pt: 'A categoria não existe', de: 'Die Kategorie existiert nicht' },
  'Invalid option value uid "%1".': {
    pt: 'Uid de valor de opção inválido "%1".',
    de: 'Ungültige Optionswert-UID "%1".',
  },
  'Invalid price filter: "%1" must be a non-negative number, got "%2".': {
    pt: 'Filtro de preço inválido: "%1" deve ser um número não negativo, recebido "%2".',
    de: 'Ungültiger Preisfilter: "%1" muss eine nicht negative Zahl sein, erhalten "%2".',
  },
  "'search' or 'filter' input argument is required.": {
    pt: "O argumento 'search' ou 'filter' é obrigatório.",
    de: "Das Argument 'search' oder 'filter' ist erforderlich.",
  },
  'Page id/identifier should be specified': {
    pt: 'O id/identificador da página deve ser informado',
    de: 'Seiten-ID/Kennung muss angegeben werden',
  },
  'The CMS page with the "%1" ID doesn\'t exist.': {
    pt: 'A página CMS com o ID "%1" não existe.',
    de: 'Die CMS-Seite mit der ID "%1" existiert nicht.',
  },
  '"identifiers" of CMS blocks should be specified': {
    pt: 'Os "identifiers" dos blocos CMS devem ser informados',
    de: 'Die "identifiers" der CMS-Blöcke müssen angegeben werden',
  },
  'A page URL key for specified store already exists.': {
    pt: 'Já existe uma página com esta chave de URL na loja.',
    de: 'Für diesen Shop existiert bereits eine Seite mit diesem URL-Schlüssel.',
  },
  'A block identifier with the same properties already exists in the selected store.': {
    pt: 'Já existe um bloco com este identificador na loja selecionada.',
    de: 'Im ausgewählten Shop existiert bereits ein Block mit dieser Kennung.',
  },
  'Rule with specified ID "%1" not found.': {
    pt: 'A regra com o ID "%1" não foi encontrada.',
    de: 'Die Regel mit der ID "%1" wurde nicht gefunden.',
  },
  'Invalid value of "%1" provided for the from_date/to_date field.': {
    pt: 'Valor inválido "%1" informado no campo from_date/to_date.',
    de: 'Ungültiger Wert "%1" im Feld from_date/to_date.',
  },
  'Invalid value of "%1" provided for the discount_amount field.': {
    pt: 'Valor inválido "%1" informado no campo discount_amount.',
    de: 'Ungültiger Wert "%1" im Feld discount_amount.',
  },
  'End Date must follow Start Date.': {
    pt: 'A data final deve ser posterior à data inicial.',
    de: 'Das Enddatum muss nach dem Startdatum liegen.',
  },
  'Coupon with the same code already exists.': {
    pt: 'Já existe um cupom com este código.',
    de: 'Ein Gutschein mit diesem Code existiert bereits.',
  },
  "A rule's coupon code can't be changed: create a new rule for a new code.": {
    pt: 'O código do cupom de uma regra não pode ser alterado: crie uma nova regra para um novo código.',
    de: 'Der Gutscheincode einer Regel kann nicht geändert werden: Legen Sie für einen neuen Code eine neue Regel an.',
  },
  'The rule was used by orders and cannot be deleted: deactivate it instead.': {
    pt: 'A regra já foi usada em pedidos e não pode ser excluída: desative-a.',
    de: 'Die Regel wurde in Bestellungen verwendet und kann nicht gelöscht werden: Deaktivieren Sie sie stattdessen.',
  },
  'Order %1 does not exist.': {
    pt: 'O pedido %1 não existe.',
    de: 'Die Bestellung %1 existiert nicht.',
  },
  'A line needs the order number, the carrier and the tracking code.': {
    pt: 'Cada linha precisa do número do pedido, da transportadora e do código de rastreio.',
    de: 'Jede Zeile braucht die Bestellnummer, den Versanddienst und die Sendungsnummer.',
  },
  'No such entity with addressId = %1': {
    pt: 'Não existe endereço com addressId = %1',
    de: 'Keine Adresse mit addressId = %1 vorhanden',
  },
  'The postcode "%1" is in %2, not in %3.': {
    pt: 'O CEP "%1" é de %2, não de %3.',
    de: 'Die Postleitzahl "%1" liegt in %2, nicht in %3.',
  },
  'Only one address can be the %1 address.': {
    pt: 'Só um endereço pode ser o endereço %1.',
    de: 'Nur eine Adresse kann die %1-Adresse sein.',
  },
  'An address book holds at most %1 addresses.': {
    pt: 'Um cadastro guarda no máximo %1 endereços.',
    de: 'Ein Adressbuch enthält höchstens %1 Adressen.',
  },
  'No such entity with customerId = %1': {
    pt: 'Não existe cliente com customerId = %1',
    de: 'Kein Kunde mit customerId = %1 vorhanden',
  },
  // --- Buy again (reorderItems)
  'Cannot find order number "%1" in customer account': {
    pt: 'O pedido "%1" não foi encontrado na sua conta.',
    de: 'Die Bestellung "%1" wurde in Ihrem Kundenkonto nicht gefunden.',
  },
  'Choose the options of "%1" again on its page to add it to the cart.': {
    pt: 'Escolha de novo as opções de "%1" na página do produto para colocá-lo no carrinho.',
    de: 'Wählen Sie die Optionen von "%1" auf der Produktseite erneut, um es in den Warenkorb zu legen.',
  },
  // --- Customer groups and tier prices (admin API)
  'No such entity with id = %1': {
    pt: 'Não existe registro com id = %1',
    de: 'Kein Eintrag mit id = %1 vorhanden',
  },
  'Code is more than 32 characters. Set the code and try again.': {
    pt: 'O código tem mais de 32 caracteres. Informe um código menor e tente novamente.',
    de: 'Der Code hat mehr als 32 Zeichen. Geben Sie einen kürzeren Code ein und versuchen Sie es erneut.',
  },
  'The "NOT LOGGED IN" group can\'t be renamed.': {
    pt: 'O grupo "NOT LOGGED IN" não pode ser renomeado.',
    de: 'Die Gruppe "NOT LOGGED IN" kann nicht umbenannt werden.',
  },
  'Cannot delete group.': {
    pt: 'Este grupo não pode ser excluído.',
    de: 'Diese Gruppe kann nicht gelöscht werden.',
  },
  'A customer can\'t be in the "NOT LOGGED IN" group.': {
    pt: 'Um cliente não pode ficar no grupo "NOT LOGGED IN", que é o dos visitantes.',
    de: 'Ein Kunde kann nicht in der Gruppe "NOT LOGGED IN" sein, sie ist die der Gäste.',
  },
  'Tier prices apply to simple and virtual products; %1 is not one.': {
    pt: 'Preços por quantidade valem para produtos simples e virtuais; %1 não é um deles.',
    de: 'Staffelpreise gelten für einfache und virtuelle Produkte; %1 ist keines davon.',
  },
  'No such entity with email = %1, websiteId = %2': {
    pt: 'Não existe cliente com email = %1, websiteId = %2',
    de: 'Kein Kunde mit email = %1, websiteId = %2 vorhanden',
  },
  'The CMS block with the "%1" ID doesn\'t exist.': {
    pt: 'O bloco CMS com o ID "%1" não existe.',
    de: 'Der CMS-Block mit der ID "%1" existiert nicht.',
  },
  '"url" argument should be specified and not empty': {
    pt: 'O argumento "url" deve ser informado e não pode estar vazio',
    de: 'Das Argument "url" muss angegeben werden und darf nicht leer sein',
  },
  "Guest customers aren't allowed to add product reviews.": {
    pt: 'Visitantes não podem avaliar produtos. Entre na sua conta para avaliar.',
    de: 'Gäste dürfen keine Produktbewertungen abgeben.',
  },
  "The product that was requested doesn't exist. Verify the product and try again.": {
    pt: 'O produto solicitado não existe. Verifique o produto e tente novamente.',
    de: 'Das angeforderte Produkt existiert nicht. Überprüfen Sie das Produkt und versuchen Sie es erneut.',
  },
  'The request %1 is %2 and can no longer change.': {
    pt: 'A solicitação %1 está com a situação %2 e não pode mais mudar.',
    de: 'Die Anfrage %1 hat den Status %2 und kann nicht mehr geändert werden.',
  },
  'The %1 is too long (%2 characters at most).': {
    pt: 'O campo %1 é longo demais (no máximo %2 caracteres).',
    de: 'Das Feld %1 ist zu lang (höchstens %2 Zeichen).',
  },
  'Please enter a nickname.': { pt: 'Informe um apelido.', de: 'Bitte geben Sie einen Spitznamen ein.' },
  'Please enter a review summary.': {
    pt: 'Informe um resumo da avaliação.',
    de: 'Bitte geben Sie eine Zusammenfassung ein.',
  },
  'Please enter a review.': { pt: 'Escreva a sua avaliação.', de: 'Bitte schreiben Sie eine Bewertung.' },
  'Rating "%1" does not exist.': { pt: 'A nota "%1" não existe.', de: 'Die Bewertung "%1" existiert nicht.' },
  'Rating "%1" is given twice.': {
    pt: 'A nota "%1" foi informada duas vezes.',
    de: 'Die Bewertung "%1" wurde zweimal angegeben.',
  },
  'Rating value "%1" does not belong to rating "%2".': {
    pt: 'O valor "%1" não pertence à nota "%2".',
    de: 'Der Wert "%1" gehört nicht zur Bewertung "%2".',
  },
  Color: { pt: 'Cor', de: 'Farbe' },
  Links: { pt: 'Links', de: 'Links' },

  // --- cart
  'Could not find a product with SKU "%1"': {
    pt: 'Não foi possível encontrar um produto com o SKU "%1"',
    de: 'Es wurde kein Produkt mit der SKU "%1" gefunden',
  },
  'Product that you are trying to add is not available.': {
    pt: 'O produto que você está tentando adicionar não está disponível.',
    de: 'Das Produkt, das Sie hinzufügen möchten, ist nicht verfügbar.',
  },
  'You need to choose options for your item.': {
    pt: 'Você precisa escolher as opções do item.',
    de: 'Sie müssen Optionen für Ihren Artikel auswählen.',
  },
  'The required options you selected are not available.': {
    pt: 'As opções obrigatórias que você escolheu não estão disponíveis.',
    de: 'Die ausgewählten erforderlichen Optionen sind nicht verfügbar.',
  },
  'The product with SKU "%1" is not a variant of "%2".': {
    pt: 'O produto com SKU "%1" não é uma variação de "%2".',
    de: 'Das Produkt mit der SKU "%1" ist keine Variante von "%2".',
  },
  'Product Type %1 not supported in add to cart yet': {
    pt: 'O tipo de produto %1 ainda não pode ser adicionado ao carrinho',
    de: 'Der Produkttyp %1 kann noch nicht in den Warenkorb gelegt werden',
  },
  'Please select all required options.': {
    pt: 'Selecione todas as opções obrigatórias.',
    de: 'Bitte wählen Sie alle erforderlichen Optionen aus.',
  },
  'The downloadable link you selected is not available.': {
    pt: 'O link de download escolhido não está disponível.',
    de: 'Der ausgewählte Download-Link ist nicht verfügbar.',
  },
  'Please specify product link(s).': {
    pt: 'Escolha o(s) link(s) do produto.',
    de: 'Bitte wählen Sie die Produktlink(s) aus.',
  },
  '"%1" is required. Enter and try again.': {
    pt: '"%1" é obrigatório. Preencha e tente novamente.',
    de: '"%1" ist erforderlich. Bitte eingeben und erneut versuchen.',
  },
  '"street" must have at most 4 lines.': {
    pt: '"street" deve ter no máximo 4 linhas.',
    de: '"street" darf höchstens 4 Zeilen haben.',
  },
  'The country "%1" isn\'t available.': {
    pt: 'O país "%1" não está disponível.',
    de: 'Das Land "%1" ist nicht verfügbar.',
  },
  'Invalid postcode "%1": a CEP has 8 digits.': {
    pt: 'CEP inválido "%1": um CEP tem 8 dígitos.',
    de: 'Ungültige Postleitzahl "%1": ein CEP hat 8 Ziffern.',
  },
  '"vat_id" "%1" is not a valid CPF or CNPJ.': {
    pt: '"vat_id" "%1" não é um CPF ou CNPJ válido.',
    de: '"vat_id" "%1" ist keine gültige CPF oder CNPJ.',
  },
  'Invalid "region_id" %1 for country "%2".': {
    pt: '"region_id" %1 inválido para o país "%2".',
    de: 'Ungültige "region_id" %1 für das Land "%2".',
  },
  'Invalid "region" "%1" for country "%2".': {
    pt: '"region" "%1" inválida para o país "%2".',
    de: 'Ungültige "region" "%1" für das Land "%2".',
  },
  "The coupon code isn't valid. Verify the code and try again.": {
    pt: 'O cupom não é válido. Verifique o código e tente novamente.',
    de: 'Der Gutscheincode ist ungültig. Überprüfen Sie den Code und versuchen Sie es erneut.',
  },
  'Log in or register to use the coupon %1.': {
    pt: 'Entre na sua conta ou cadastre-se para usar o cupom %1.',
    de: 'Melden Sie sich an oder registrieren Sie sich, um den Gutschein %1 zu verwenden.',
  },
  'The coupon %1 is valid only for the first purchase.': {
    pt: 'O cupom %1 é válido apenas na primeira compra.',
    de: 'Der Gutschein %1 gilt nur für den ersten Einkauf.',
  },
  "Add %1 more to reach the coupon's minimum of %2.": {
    pt: 'Faltam %1 para o mínimo de %2.',
    de: 'Es fehlen %1 bis zum Mindestbestellwert von %2 für diesen Gutschein.',
  },
  'The coupon %1 was already used.': {
    pt: 'O cupom %1 já foi usado.',
    de: 'Der Gutschein %1 wurde bereits verwendet.',
  },
  'The requested qty is not available': {
    pt: 'A quantidade solicitada não está disponível',
    de: 'Die angeforderte Menge ist nicht verfügbar',
  },
  'This product is out of stock.': {
    pt: 'Este produto está esgotado.',
    de: 'Dieses Produkt ist nicht vorrätig.',
  },
  'The Cart includes virtual product(s) only, so a shipping address is not used.': {
    pt: 'O carrinho tem apenas produtos virtuais, por isso não usa endereço de entrega.',
    de: 'Der Warenkorb enthält nur virtuelle Produkte, daher wird keine Lieferadresse verwendet.',
  },
  'The shipping address is missing. Set the address and try again.': {
    pt: 'Falta o endereço de entrega. Informe o endereço e tente novamente.',
    de: 'Die Lieferadresse fehlt. Geben Sie die Adresse ein und versuchen Sie es erneut.',
  },
  "The current customer isn't authorized.": {
    pt: 'O cliente atual não está autorizado.',
    de: 'Der aktuelle Kunde ist nicht autorisiert.',
  },
  'Guest checkout is not allowed. Register a customer account or login with existing one.': {
    pt: 'Para comprar arquivos para baixar, entre na sua conta ou cadastre-se.',
    de: 'Um Dateien zum Herunterladen zu kaufen, melden Sie sich an oder registrieren Sie sich.',
  },
  'Could not find a cart with ID "%1"': {
    pt: 'Não foi possível encontrar um carrinho com o ID "%1"',
    de: 'Es wurde kein Warenkorb mit der ID "%1" gefunden',
  },
  'The current user cannot perform operations on cart "%1"': {
    pt: 'O usuário atual não pode fazer operações no carrinho "%1"',
    de: 'Der aktuelle Benutzer kann keine Aktionen im Warenkorb "%1" ausführen',
  },
  'Required parameter "cart_id" is missing': {
    pt: 'O parâmetro obrigatório "cart_id" está faltando',
    de: 'Der erforderliche Parameter "cart_id" fehlt',
  },
  'Current user does not have an active cart.': {
    pt: 'O usuário atual não tem um carrinho ativo.',
    de: 'Der aktuelle Benutzer hat keinen aktiven Warenkorb.',
  },
  'Wrong store code specified for cart "%1"': {
    pt: 'Código de loja errado para o carrinho "%1"',
    de: 'Falscher Shop-Code für den Warenkorb "%1"',
  },
  'Cart ID length should to be 32 symbols.': {
    pt: 'O ID do carrinho deve ter 32 caracteres.',
    de: 'Die Warenkorb-ID muss 32 Zeichen lang sein.',
  },
  'Cart with ID "%1" already exists.': {
    pt: 'O carrinho com ID "%1" já existe.',
    de: 'Ein Warenkorb mit der ID "%1" existiert bereits.',
  },
  'Use `Query.customerCart` for logged in customer.': {
    pt: 'Use `Query.customerCart` para clientes com login.',
    de: 'Verwenden Sie `Query.customerCart` für angemeldete Kunden.',
  },
  'The request is allowed for logged in customer': {
    pt: 'A solicitação é permitida apenas para clientes com login',
    de: 'Die Anfrage ist nur für angemeldete Kunden erlaubt',
  },
  'Required parameter "cart_items" is missing.': {
    pt: 'O parâmetro obrigatório "cart_items" está faltando.',
    de: 'Der erforderliche Parameter "cart_items" fehlt.',
  },
  'Required parameter "cart_item_uid" for "cart_items" is missing.': {
    pt: 'O parâmetro obrigatório "cart_item_uid" de "cart_items" está faltando.',
    de: 'Der erforderliche Parameter "cart_item_uid" für "cart_items" fehlt.',
  },
  'Could not find cart item with id: %1.': {
    pt: 'Não foi possível encontrar o item do carrinho com id: %1.',
    de: 'Der Warenkorbartikel mit der ID %1 wurde nicht gefunden.',
  },
  'Required parameter "quantity" for "cart_items" is missing.': {
    pt: 'O parâmetro obrigatório "quantity" de "cart_items" está faltando.',
    de: 'Der erforderliche Parameter "quantity" für "cart_items" fehlt.',
  },
  'The product quantity should be greater than 0': {
    pt: 'A quantidade do produto deve ser maior que 0',
    de: 'Die Produktmenge muss größer als 0 sein',
  },
  'You cannot use decimal quantity for this product.': {
    pt: 'Este produto não aceita quantidade decimal.',
    de: 'Für dieses Produkt sind keine Dezimalmengen möglich.',
  },
  'The most you may purchase is %1.': {
    pt: 'A quantidade máxima que você pode comprar é %1.',
    de: 'Sie können höchstens %1 kaufen.',
  },
  'Required parameter "cart_item_uid" is missing.': {
    pt: 'O parâmetro obrigatório "cart_item_uid" está faltando.',
    de: 'Der erforderliche Parameter "cart_item_uid" fehlt.',
  },
  "The cart doesn't contain the item": {
    pt: 'O carrinho não contém este item',
    de: 'Der Warenkorb enthält diesen Artikel nicht',
  },
  'Required parameter "coupon_code" is missing': {
    pt: 'O parâmetro obrigatório "coupon_code" está faltando',
    de: 'Der erforderliche Parameter "coupon_code" fehlt',
  },
  'Cart does not contain products.': {
    pt: 'O carrinho não contém produtos.',
    de: 'Der Warenkorb enthält keine Produkte.',
  },
  'A coupon is already applied to the cart. Please remove it to apply another': {
    pt: 'Já há um cupom aplicado ao carrinho. Remova-o para aplicar outro',
    de: 'Es ist bereits ein Gutschein angewendet. Entfernen Sie ihn, um einen anderen anzuwenden',
  },
  'The request is not allowed for logged in customers': {
    pt: 'A solicitação não é permitida para clientes com login',
    de: 'Die Anfrage ist für angemeldete Kunden nicht erlaubt',
  },
  'Invalid email format': { pt: 'Formato de e-mail inválido', de: 'Ungültiges E-Mail-Format' },
  'Required parameter "shipping_addresses" is missing': {
    pt: 'O parâmetro obrigatório "shipping_addresses" está faltando',
    de: 'Der erforderliche Parameter "shipping_addresses" fehlt',
  },
  'You cannot specify multiple shipping addresses.': {
    pt: 'Não é possível informar mais de um endereço de entrega.',
    de: 'Sie können nicht mehrere Lieferadressen angeben.',
  },
  'Could not use the "same_as_shipping" option, because the shipping address has not been set.': {
    pt: 'Não foi possível usar a opção "same_as_shipping" porque o endereço de entrega não foi informado.',
    de: 'Die Option "same_as_shipping" kann nicht verwendet werden, da keine Lieferadresse angegeben wurde.',
  },
  'Required parameter "shipping_methods" is missing': {
    pt: 'O parâmetro obrigatório "shipping_methods" está faltando',
    de: 'Der erforderliche Parameter "shipping_methods" fehlt',
  },
  'You cannot specify multiple shipping methods.': {
    pt: 'Não é possível informar mais de um método de entrega.',
    de: 'Sie können nicht mehrere Versandarten angeben.',
  },
  'Carrier with such method not found: %1, %2': {
    pt: 'Transportadora com este método não encontrada: %1, %2',
    de: 'Versanddienst mit dieser Versandart nicht gefunden: %1, %2',
  },
  'The requested Payment Method is not available.': {
    pt: 'A forma de pagamento solicitada não está disponível.',
    de: 'Die gewünschte Zahlungsart ist nicht verfügbar.',
  },
  'Log in or register to check shipping costs': {
    pt: 'Entre na sua conta ou cadastre-se para consultar o frete',
    de: 'Melden Sie sich an oder registrieren Sie sich, um die Versandkosten zu sehen',
  },
  'The %1 address cannot contain "customer_address_id" and "address" at the same time.': {
    pt: 'O endereço (%1) não pode ter "customer_address_id" e "address" ao mesmo tempo.',
    de: 'Die Adresse (%1) darf nicht gleichzeitig "customer_address_id" und "address" enthalten.',
  },
  'The %1 address must contain either "customer_address_id" or "address".': {
    pt: 'O endereço (%1) deve ter "customer_address_id" ou "address".',
    de: 'Die Adresse (%1) muss "customer_address_id" oder "address" enthalten.',
  },
  shipping: { pt: 'de entrega', de: 'Liefer' },
  billing: { pt: 'de cobrança', de: 'Rechnungs' },
  'Pix discount (%1%)': { pt: 'Desconto Pix (%1%)', de: 'Pix-Rabatt (%1 %)' },

  // --- payment and shipping method titles (stored and answered in Portuguese by default)
  Pix: { pt: 'Pix', de: 'Pix' },
  'Bank slip (boleto)': { pt: 'Boleto bancário', de: 'Boleto (Zahlschein)' },
  'Credit card': { pt: 'Cartão de crédito', de: 'Kreditkarte' },
  'Check / Money order': { pt: 'Cheque / vale postal', de: 'Scheck / Zahlungsanweisung' },
  Carrier: { pt: 'Transportadora', de: 'Spedition' },
  Economy: { pt: 'Econômico', de: 'Economy' },
  Express: { pt: 'Expresso', de: 'Express' },
  'Express delivery': { pt: 'Entrega expressa', de: 'Expresslieferung' },
  'Free shipping': { pt: 'Frete grátis', de: 'Kostenloser Versand' },
  'Greater São Paulo': { pt: 'Grande São Paulo', de: 'Großraum São Paulo' },
  'This shipping method is not available. To use this shipping method, please contact us.': {
    pt: 'Este método de entrega não está disponível. Para usá-lo, entre em contato conosco.',
    de: 'Diese Versandart ist nicht verfügbar. Bitte kontaktieren Sie uns, um sie zu nutzen.',
  },

  // --- orders
  Pending: { pt: 'Pendente', de: 'Ausstehend' },
  'Pending Payment': { pt: 'Aguardando pagamento', de: 'Zahlung ausstehend' },
  Processing: { pt: 'Em processamento', de: 'In Bearbeitung' },
  Complete: { pt: 'Concluído', de: 'Abgeschlossen' },
  Canceled: { pt: 'Cancelado', de: 'Storniert' },
  Closed: { pt: 'Encerrado', de: 'Geschlossen' },
  Ordered: { pt: 'Pedido', de: 'Bestellt' },
  'On Hold': { pt: 'Em espera', de: 'Angehalten' },
  Delivered: { pt: 'Entregue', de: 'Zugestellt' },
  Invoiced: { pt: 'Faturado', de: 'In Rechnung gestellt' },
  Shipped: { pt: 'Enviado', de: 'Versandt' },
  Refunded: { pt: 'Reembolsado', de: 'Erstattet' },
  'Unable to place order: %1': {
    pt: 'Não foi possível fazer o pedido: %1',
    de: 'Die Bestellung konnte nicht aufgegeben werden: %1',
  },
  'The minimum order is R$ 100.00, excluding shipping.': {
    pt: 'O pedido mínimo é de R$ 100,00, sem contar o frete.',
    de: 'Der Mindestbestellwert beträgt R$ 100,00 ohne Versandkosten.',
  },
  'The cart does not contain products.': {
    pt: 'O carrinho não contém produtos.',
    de: 'Der Warenkorb enthält keine Produkte.',
  },
  'Guest email for cart is missing.': {
    pt: 'Falta o e-mail do visitante no carrinho.',
    de: 'Die E-Mail-Adresse des Gastes fehlt im Warenkorb.',
  },
  'The shipping method is missing. Select the shipping method and try again.': {
    pt: 'Falta o método de entrega. Escolha o método de entrega e tente novamente.',
    de: 'Die Versandart fehlt. Wählen Sie eine Versandart und versuchen Sie es erneut.',
  },
  'The billing address is missing. Set the address and try again.': {
    pt: 'Falta o endereço de cobrança. Informe o endereço e tente novamente.',
    de: 'Die Rechnungsadresse fehlt. Geben Sie die Adresse ein und versuchen Sie es erneut.',
  },
  'Enter a valid payment method and try again.': {
    pt: 'Escolha uma forma de pagamento válida e tente novamente.',
    de: 'Wählen Sie eine gültige Zahlungsart und versuchen Sie es erneut.',
  },
  "We couldn't locate an order with the information provided.": {
    pt: 'Não encontramos um pedido com as informações fornecidas.',
    de: 'Wir konnten mit diesen Angaben keine Bestellung finden.',
  },
  'Invalid date "%1" in the order_date filter.': {
    pt: 'Data inválida "%1" no filtro order_date.',
    de: 'Ungültiges Datum "%1" im Filter order_date.',
  },

  // --- customers
  'Could not find a address with ID "%1"': {
    pt: 'Não foi possível encontrar um endereço com o ID "%1"',
    de: 'Es wurde keine Adresse mit der ID "%1" gefunden',
  },
  'Current customer does not have permission to address with ID "%1"': {
    pt: 'O cliente atual não tem permissão para o endereço com ID "%1"',
    de: 'Der aktuelle Kunde hat keine Berechtigung für die Adresse mit der ID "%1"',
  },
  '"telephone" "%1" is not a valid phone number.': {
    pt: '"telephone" "%1" não é um telefone válido.',
    de: '"telephone" "%1" ist keine gültige Telefonnummer.',
  },
  '"country_code" is required. Enter and try again.': {
    pt: '"country_code" é obrigatório. Preencha e tente novamente.',
    de: '"country_code" ist erforderlich. Bitte eingeben und erneut versuchen.',
  },
  'An address book holds at most %1 addresses. Delete one and try again.': {
    pt: 'O catálogo de endereços comporta no máximo %1 endereços. Exclua um e tente novamente.',
    de: 'Das Adressbuch fasst höchstens %1 Adressen. Löschen Sie eine und versuchen Sie es erneut.',
  },
  '"input" value must be specified': {
    pt: 'O valor "input" deve ser informado',
    de: 'Der Wert "input" muss angegeben werden',
  },
  'Customer Address %1 is set as default billing address and can not be deleted': {
    pt: 'O endereço %1 é o endereço de cobrança padrão e não pode ser excluído',
    de: 'Die Adresse %1 ist die Standard-Rechnungsadresse und kann nicht gelöscht werden',
  },
  'Customer Address %1 is set as default shipping address and can not be deleted': {
    pt: 'O endereço %1 é o endereço de entrega padrão e não pode ser excluído',
    de: 'Die Adresse %1 ist die Standard-Lieferadresse und kann nicht gelöscht werden',
  },
  '"password" value should be specified': {
    pt: 'O valor "password" deve ser informado',
    de: 'Der Wert "password" muss angegeben werden',
  },
  "The password can't begin or end with a space. Verify the password and try again.": {
    pt: 'A senha não pode começar nem terminar com espaço. Verifique a senha e tente novamente.',
    de: 'Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden. Überprüfen Sie es und versuchen Sie es erneut.',
  },
  'The password needs at least %1 characters. Create a new password and try again.': {
    pt: 'A senha precisa ter pelo menos %1 caracteres. Crie uma nova senha e tente novamente.',
    de: 'Das Passwort muss mindestens %1 Zeichen haben. Erstellen Sie ein neues Passwort und versuchen Sie es erneut.',
  },
  'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.':
    {
      pt: 'A senha precisa de pelo menos %1 tipos diferentes de caracteres. Tipos: minúsculas, maiúsculas, números e caracteres especiais.',
      de: 'Das Passwort braucht mindestens %1 verschiedene Zeichenarten. Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
    },
  "The password can't be the same as the email address. Create a new password and try again.": {
    pt: 'A senha não pode ser igual ao e-mail. Crie uma nova senha e tente novamente.',
    de: 'Das Passwort darf nicht mit der E-Mail-Adresse übereinstimmen. Erstellen Sie ein neues Passwort und versuchen Sie es erneut.',
  },
  'ReCaptcha validation failed, please try again': {
    pt: 'A validação do reCAPTCHA falhou, tente novamente',
    de: 'Die reCAPTCHA-Prüfung ist fehlgeschlagen, bitte versuchen Sie es erneut',
  },
  'The bot check could not be verified right now. Please try again in a few minutes.': {
    pt: 'Não foi possível fazer a verificação anti-robô agora. Tente novamente em alguns minutos.',
    de: 'Die Bot-Prüfung kann gerade nicht durchgeführt werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    {
      pt: 'O login da conta está incorreto ou a sua conta está temporariamente desativada. Aguarde e tente novamente mais tarde.',
      de: 'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.',
    },
  'You must confirm your account. Please check your email for the confirmation link.': {
    pt: 'Você precisa confirmar a sua conta. Veja no seu e-mail o link de confirmação.',
    de: 'Sie müssen Ihr Konto bestätigen. Den Bestätigungslink finden Sie in Ihrer E-Mail.',
  },
  'The account is locked.': { pt: 'A conta está bloqueada.', de: 'Das Konto ist gesperrt.' },
  'The account is locked. Please wait and try again or contact %1.': {
    pt: 'A conta está bloqueada. Aguarde e tente novamente ou fale com %1.',
    de: 'Das Konto ist gesperrt. Bitte warten Sie und versuchen Sie es erneut oder wenden Sie sich an %1.',
  },
  'Your account is temporarily locked. Please wait and try again later.': {
    pt: 'A sua conta está temporariamente bloqueada. Aguarde e tente novamente mais tarde.',
    de: 'Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.',
  },
  'This account is disabled.': { pt: 'Esta conta está desativada.', de: 'Dieses Konto ist deaktiviert.' },
  'A customer with the same email address already exists in an associated website.': {
    pt: 'Já existe um cliente com este e-mail em um site associado.',
    de: 'Ein Kunde mit dieser E-Mail-Adresse existiert bereits in einer zugehörigen Website.',
  },
  'Invalid login or password.': {
    pt: 'Login ou senha inválidos.',
    de: 'Ungültige Anmeldedaten oder ungültiges Passwort.',
  },
  'Too many failed sign-in attempts from your network. Please wait and try again later.': {
    pt: 'Muitas tentativas de login sem sucesso a partir da sua rede. Aguarde e tente novamente mais tarde.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche aus Ihrem Netzwerk. Bitte warten Sie und versuchen Sie es später erneut.',
  },
  'The password token is expired. Reset and try again.': {
    pt: 'O link de redefinição de senha expirou. Peça outro e tente novamente.',
    de: 'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Fordern Sie einen neuen an und versuchen Sie es erneut.',
  },
  'The password token is mismatched. Reset and try again.': {
    pt: 'O link de redefinição de senha não confere. Peça outro e tente novamente.',
    de: 'Der Link zum Zurücksetzen des Passworts passt nicht. Fordern Sie einen neuen an und versuchen Sie es erneut.',
  },
  'The confirmation token is invalid. Verify the token and try again.': {
    pt: 'O link de confirmação é inválido. Verifique o link e tente novamente.',
    de: 'Der Bestätigungslink ist ungültig. Überprüfen Sie ihn und versuchen Sie es erneut.',
  },
  'A corporate name (custom attribute "razao_social") is required for a CNPJ.': {
    pt: 'A razão social (atributo "razao_social") é obrigatória para um CNPJ.',
    de: 'Für eine CNPJ ist ein Firmenname (Attribut "razao_social") erforderlich.',
  },
  '"%1" must be at most %2 characters.': {
    pt: '"%1" deve ter no máximo %2 caracteres.',
    de: '"%1" darf höchstens %2 Zeichen haben.',
  },
  'Required parameters are missing: %1': {
    pt: 'Parâmetros obrigatórios faltando: %1',
    de: 'Erforderliche Parameter fehlen: %1',
  },
  'Invalid date of birth "%1". Use the YYYY-MM-DD format.': {
    pt: 'Data de nascimento inválida "%1". Use o formato AAAA-MM-DD.',
    de: 'Ungültiges Geburtsdatum "%1". Verwenden Sie das Format JJJJ-MM-TT.',
  },
  'The date of birth "%1" is out of range.': {
    pt: 'A data de nascimento "%1" está fora do intervalo permitido.',
    de: 'Das Geburtsdatum "%1" liegt außerhalb des zulässigen Bereichs.',
  },
  '"%1" is not a valid gender: use 1 (male), 2 (female) or 3 (not specified).': {
    pt: '"%1" não é um gênero válido: use 1 (masculino), 2 (feminino) ou 3 (não informado).',
    de: '"%1" ist kein gültiges Geschlecht: 1 (männlich), 2 (weiblich) oder 3 (keine Angabe).',
  },
  '"%1" is not a valid CPF or CNPJ.': {
    pt: '"%1" não é um CPF ou CNPJ válido.',
    de: '"%1" ist keine gültige CPF oder CNPJ.',
  },
  '"%1" is not a customer attribute.': {
    pt: '"%1" não é um atributo de cliente.',
    de: '"%1" ist kein Kundenattribut.',
  },
  '"%1" is not a valid email address.': {
    pt: '"%1" não é um e-mail válido.',
    de: '"%1" ist keine gültige E-Mail-Adresse.',
  },
  'The account is already active.': { pt: 'A conta já está ativa.', de: 'Das Konto ist bereits aktiv.' },
  '"email" value should be specified': {
    pt: 'O valor "email" deve ser informado',
    de: 'Der Wert "email" muss angegeben werden',
  },
  'Provide the current "password" to change "email".': {
    pt: 'Informe a senha atual ("password") para alterar o e-mail ("email").',
    de: 'Geben Sie das aktuelle Passwort ("password") an, um die E-Mail ("email") zu ändern.',
  },
  'Specify the "currentPassword" and "newPassword" values.': {
    pt: 'Informe os valores "currentPassword" e "newPassword".',
    de: 'Geben Sie die Werte "currentPassword" und "newPassword" an.',
  },
  'You must specify an email address.': {
    pt: 'Você precisa informar um e-mail.',
    de: 'Sie müssen eine E-Mail-Adresse angeben.',
  },
  'The email address has an invalid format.': {
    pt: 'O e-mail está em um formato inválido.',
    de: 'Die E-Mail-Adresse hat ein ungültiges Format.',
  },
  'resetPasswordToken must be specified': {
    pt: 'resetPasswordToken deve ser informado',
    de: 'resetPasswordToken muss angegeben werden',
  },
  'newPassword must be specified': {
    pt: 'newPassword deve ser informado',
    de: 'newPassword muss angegeben werden',
  },

  // --- newsletter
  'You must specify an email address to subscribe to a newsletter.': {
    pt: 'Informe um e-mail para assinar a newsletter.',
    de: 'Geben Sie eine E-Mail-Adresse an, um den Newsletter zu abonnieren.',
  },
  'Enter a valid email address.': {
    pt: 'Informe um e-mail válido.',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  },
  'Guests can not subscribe to the newsletter. You must create an account to subscribe.': {
    pt: 'Visitantes não podem assinar a newsletter. Crie uma conta para assinar.',
    de: 'Gäste können den Newsletter nicht abonnieren. Erstellen Sie ein Konto, um ihn zu abonnieren.',
  },
  'This email address is already assigned to another user.': {
    pt: 'Este e-mail já pertence a outro usuário.',
    de: 'Diese E-Mail-Adresse gehört bereits einem anderen Benutzer.',
  },
  'This email address is already subscribed.': {
    pt: 'Este e-mail já assina a newsletter.',
    de: 'Diese E-Mail-Adresse ist bereits angemeldet.',
  },
  'This is an invalid subscription confirmation code.': {
    pt: 'Este código de confirmação da assinatura é inválido.',
    de: 'Dieser Bestätigungscode für das Abonnement ist ungültig.',
  },

  // --- wishlists
  'The wishlist item ids "%1" were not found.': {
    pt: 'Os itens da lista de desejos com ids "%1" não foram encontrados.',
    de: 'Die Wunschlistenartikel mit den IDs "%1" wurden nicht gefunden.',
  },
  'The current user cannot perform operations on wishlist': {
    pt: 'O usuário atual não pode fazer operações na lista de desejos',
    de: 'Der aktuelle Benutzer kann keine Aktionen in der Wunschliste ausführen',
  },
  'The wishlist was not found.': {
    pt: 'A lista de desejos não foi encontrada.',
    de: 'Die Wunschliste wurde nicht gefunden.',
  },
  'Product Type %1 not supported in add to wishlist yet': {
    pt: 'O tipo de produto %1 ainda não pode ser adicionado à lista de desejos',
    de: 'Der Produkttyp %1 kann noch nicht auf die Wunschliste gesetzt werden',
  },
  'SKU is required': { pt: 'O SKU é obrigatório', de: 'Die SKU ist erforderlich' },
  'Could not find a wishlist item with ID "%1"': {
    pt: 'Não foi possível encontrar um item da lista de desejos com o ID "%1"',
    de: 'Es wurde kein Wunschlistenartikel mit der ID "%1" gefunden',
  },
  'The wishlist item with ID "%1" does not belong to the wishlist': {
    pt: 'O item com ID "%1" não pertence à lista de desejos',
    de: 'Der Artikel mit der ID "%1" gehört nicht zur Wunschliste',
  },

  // --- REST: /order (rules §7)
  'Order not found': { pt: 'Pedido não encontrado', de: 'Bestellung nicht gefunden' },

  // --- REST: /payments (rules §8 messages are the Portuguese texts)
  'The payment deadline of this order has passed': {
    pt: 'O prazo de pagamento deste pedido expirou',
    de: 'Die Zahlungsfrist dieser Bestellung ist abgelaufen',
  },
  'The boleto was written off and cannot be paid': {
    pt: 'O boleto foi baixado e não pode ser pago',
    de: 'Der Boleto wurde storniert und kann nicht bezahlt werden',
  },
  "Enter the payer's valid CPF or CNPJ to issue the boleto": {
    pt: 'Informe um CPF ou CNPJ válido do pagador para emitir o boleto',
    de: 'Geben Sie eine gültige CPF oder CNPJ des Zahlers an, um den Boleto auszustellen',
  },
  'Send data.cardNumber or data.savedCardId, not both': {
    pt: 'Envie data.cardNumber ou data.savedCardId, não os dois',
    de: 'Senden Sie data.cardNumber oder data.savedCardId, nicht beides',
  },
  'Saved card not found': { pt: 'Cartão salvo não encontrado', de: 'Gespeicherte Karte nicht gefunden' },
  'Incomplete card details: %1': {
    pt: 'Dados do cartão incompletos: %1',
    de: 'Unvollständige Kartendaten: %1',
  },
  'The store captures the payment on authorisation (capture: true)': {
    pt: 'A loja captura o pagamento na autorização (capture: true)',
    de: 'Der Shop bucht die Zahlung bei der Autorisierung ab (capture: true)',
  },
  // The spec's card refusals (§8 and the payment contract) are worded in English for every
  // shopper; the default store keeps that exact wording, the storefront words them by code.
  'debit and international cards not accepted': {
    pt: 'debit and international cards not accepted',
    de: 'Debit- und internationale Karten werden nicht akzeptiert',
  },
  'card brand not supported': {
    pt: 'card brand not supported',
    de: 'Kartenmarke wird nicht unterstützt',
  },
  'installments must be 1 to %1': {
    pt: 'as parcelas devem ser de 1 a %1',
    de: 'Raten müssen zwischen 1 und %1 liegen',
  },
  'purchase below instalment minimum': {
    pt: 'purchase below instalment minimum',
    de: 'Einkauf unter dem Mindestbetrag für Ratenzahlung',
  },
  'The amount sent (data.amount) does not match the order total': {
    pt: 'O valor informado (data.amount) não confere com o total do pedido',
    de: 'Der gesendete Betrag (data.amount) stimmt nicht mit der Bestellsumme überein',
  },
  'A payment of this order is already in progress': {
    pt: 'Um pagamento deste pedido já está em andamento',
    de: 'Eine Zahlung für diese Bestellung ist bereits in Bearbeitung',
  },
  'This order was not placed with %1 as payment method': {
    pt: 'Este pedido não foi feito com %1 como forma de pagamento',
    de: 'Diese Bestellung wurde nicht mit %1 als Zahlungsart aufgegeben',
  },
  'This order has already been paid': {
    pt: 'Este pedido já foi pago',
    de: 'Diese Bestellung wurde bereits bezahlt',
  },
  'This order was cancelled and can no longer be paid': {
    pt: 'Este pedido foi cancelado e não pode mais ser pago',
    de: 'Diese Bestellung wurde storniert und kann nicht mehr bezahlt werden',
  },
  'The amount sent (%1) does not match the order total': {
    pt: 'O valor informado (%1) não confere com o total do pedido',
    de: 'Der gesendete Betrag (%1) stimmt nicht mit der Bestellsumme überein',
  },
  'Payment error': { pt: 'Erro no pagamento', de: 'Zahlungsfehler' },
  'The Pix charge has expired or was removed': {
    pt: 'A cobrança PIX expirou ou foi removida',
    de: 'Die Pix-Zahlungsanforderung ist abgelaufen oder wurde entfernt',
  },
  'Success.': { pt: 'Sucesso.', de: 'Erfolg.' },
  'BoletoSDTJSON (JSON text with the boleto data) is required': {
    pt: 'BoletoSDTJSON (texto JSON com os dados do boleto) é obrigatório',
    de: 'BoletoSDTJSON (JSON-Text mit den Boleto-Daten) ist erforderlich',
  },
  'BoletoSDTJSON is not valid JSON': {
    pt: 'BoletoSDTJSON não é um JSON válido',
    de: 'BoletoSDTJSON ist kein gültiges JSON',
  },
  'Error issuing the immediate PIX charge': {
    pt: 'Erro ao emitir cobrança imediata PIX',
    de: 'Fehler beim Ausstellen der sofortigen PIX-Zahlungsanforderung',
  },
  'Error reading the PIX charge': {
    pt: 'Erro ao consultar o lançamento PIX',
    de: 'Fehler beim Abrufen der PIX-Zahlung',
  },
  'Error issuing the PIX QR code': {
    pt: 'Erro ao emitir QR Code PIX',
    de: 'Fehler beim Erstellen des PIX-QR-Codes',
  },
  'Error issuing the boleto': { pt: 'Erro ao emitir Boleto', de: 'Fehler beim Ausstellen des Boletos' },
  'Error reading the boleto': { pt: 'Erro ao consultar boleto', de: 'Fehler beim Abrufen des Boletos' },
  'Something went wrong with your payment': {
    pt: 'Something went wrong with your payment',
    de: 'Bei Ihrer Zahlung ist etwas schiefgelaufen',
  },
  'Card declined': { pt: 'Cartão Recusado', de: 'Karte abgelehnt' },
  'Card does not exist': { pt: 'Cartão Inexistente', de: 'Karte existiert nicht' },
  'Not authorised, contact Rede': {
    pt: 'Não autorizado, contate a Rede',
    de: 'Nicht autorisiert, wenden Sie sich an Rede',
  },
  'Not authorised, invalid data': {
    pt: 'Não autorizado, dados inválidos',
    de: 'Nicht autorisiert, ungültige Daten',
  },

  // --- REST: /requests (quote, return, contact and career forms; pt-BR wording is the spec's)
  'Send the form as multipart/form-data.': {
    pt: 'Envie o formulário como multipart/form-data.',
    de: 'Senden Sie das Formular als multipart/form-data.',
  },
  'Unknown file field: %1.': { pt: 'Campo de arquivo desconhecido: %1.', de: 'Unbekanntes Dateifeld: %1.' },
  'Send %1.': { pt: 'Envie %1.', de: 'Senden Sie %1.' },
  'Send at most %1 file(s) as %2.': {
    pt: 'Envie no máximo %1 arquivo(s) em %2.',
    de: 'Senden Sie höchstens %1 Datei(en) als %2.',
  },
  'Too many files were sent with this form.': {
    pt: 'Foram enviados arquivos demais neste formulário.',
    de: 'Mit diesem Formular wurden zu viele Dateien gesendet.',
  },
  'The form has too many fields.': {
    pt: 'O formulário tem campos demais.',
    de: 'Das Formular hat zu viele Felder.',
  },
  'The form sent is incomplete or corrupted.': {
    pt: 'O formulário enviado está incompleto ou corrompido.',
    de: 'Das gesendete Formular ist unvollständig oder beschädigt.',
  },
  quote: { pt: 'orçamento', de: 'Angebot' },
  return: { pt: 'devolução', de: 'Rücksendung' },
  contact: { pt: 'contato', de: 'Kontakt' },
  application: { pt: 'candidatura', de: 'Bewerbung' },
  'the invoice or return letter': {
    pt: 'a nota fiscal ou carta de devolução',
    de: 'die Rechnung oder das Rücksendeschreiben',
  },
  'the photos': { pt: 'as fotos', de: 'die Fotos' },
  'the CV': { pt: 'o currículo', de: 'den Lebenslauf' },
  'Too many requests. Please try again later.': {
    pt: 'Muitas solicitações. Tente novamente mais tarde.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  },
  'We could not confirm you are not a robot. Reload the page and try again.': {
    pt: 'Não foi possível confirmar que você não é um robô. Atualize a página e tente novamente.',
    de: 'Wir konnten nicht bestätigen, dass Sie kein Roboter sind. Laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  'The bot check is unavailable right now. Please try again in a few minutes.': {
    pt: 'A verificação anti-robô está indisponível agora. Tente novamente em alguns minutos.',
    de: 'Die Bot-Prüfung ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  'The form sent is invalid.': {
    pt: 'O formulário enviado é inválido.',
    de: 'Das gesendete Formular ist ungültig.',
  },
  "We couldn't find an order with this number and e-mail.": {
    pt: 'Não encontramos um pedido com esse número e e-mail.',
    de: 'Wir haben keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden.',
  },
  'Product not found: SKU "%1".': {
    pt: 'Produto não encontrado: SKU "%1".',
    de: 'Produkt nicht gefunden: SKU "%1".',
  },
  'Enter the e-mail used for the order.': {
    pt: 'Informe o e-mail usado no pedido.',
    de: 'Geben Sie die bei der Bestellung verwendete E-Mail-Adresse ein.',
  },
  'Order %1 was cancelled and cannot be returned.': {
    pt: 'O pedido %1 foi cancelado e não pode ser devolvido.',
    de: 'Die Bestellung %1 wurde storniert und kann nicht zurückgegeben werden.',
  },
  'The %1-day return period ended on %2.': {
    pt: 'O prazo de %1 dias para devolução terminou em %2.',
    de: 'Die Rückgabefrist von %1 Tagen endete am %2.',
  },
  'Send the form fields.': { pt: 'Envie os campos do formulário.', de: 'Senden Sie die Formularfelder.' },
  'Enter %1.': { pt: 'Informe %1.', de: 'Geben Sie %1 an.' },
  'Use at least %1 characters in %2.': {
    pt: 'Use pelo menos %1 caracteres em %2.',
    de: 'Verwenden Sie mindestens %1 Zeichen für %2.',
  },
  'Use at most %1 characters in %2.': {
    pt: 'Use no máximo %1 caracteres em %2.',
    de: 'Verwenden Sie höchstens %1 Zeichen für %2.',
  },
  'Enter %1 as text.': { pt: 'Informe %1 como texto.', de: 'Geben Sie %1 als Text an.' },
  'Enter a valid e-mail.': {
    pt: 'Informe um e-mail válido.',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  },
  'Enter a phone number with area code, e.g. (11) 91234-5678.': {
    pt: 'Informe um telefone com DDD, por exemplo (11) 91234-5678.',
    de: 'Geben Sie eine Telefonnummer mit Vorwahl an, z. B. (11) 91234-5678.',
  },
  'The quantity must be a whole number greater than zero.': {
    pt: 'A quantidade deve ser um número inteiro maior que zero.',
    de: 'Die Menge muss eine ganze Zahl größer als null sein.',
  },
  'The maximum quantity per product is 100,000.': {
    pt: 'A quantidade máxima por produto é 100.000.',
    de: 'Die Höchstmenge pro Produkt beträgt 100.000.',
  },
  'Each product must have a SKU or name and a quantity.': {
    pt: 'Cada produto deve ter SKU ou nome e quantidade.',
    de: 'Jedes Produkt braucht eine SKU oder einen Namen und eine Menge.',
  },
  'Enter the SKU or the name of the product.': {
    pt: 'Informe o SKU ou o nome do produto.',
    de: 'Geben Sie die SKU oder den Namen des Produkts an.',
  },
  'Enter the CNPJ.': { pt: 'Informe o CNPJ.', de: 'Geben Sie die CNPJ an.' },
  'Invalid CNPJ.': { pt: 'CNPJ inválido.', de: 'Ungültige CNPJ.' },
  'Send the list of products.': { pt: 'Envie a lista de produtos.', de: 'Senden Sie die Produktliste.' },
  'Send at most 100 products per quote.': {
    pt: 'Envie no máximo 100 produtos por orçamento.',
    de: 'Senden Sie höchstens 100 Produkte pro Angebot.',
  },
  'Add at least one product or describe what you need.': {
    pt: 'Adicione pelo menos um produto ou descreva o que precisa.',
    de: 'Fügen Sie mindestens ein Produkt hinzu oder beschreiben Sie, was Sie brauchen.',
  },
  'Choose at least one product of the order.': {
    pt: 'Escolha pelo menos um produto do pedido.',
    de: 'Wählen Sie mindestens ein Produkt der Bestellung aus.',
  },
  'Choose at most 100 products.': {
    pt: 'Escolha no máximo 100 produtos.',
    de: 'Wählen Sie höchstens 100 Produkte aus.',
  },
  'the SKU': { pt: 'o SKU', de: 'die SKU' },
  'the product name': { pt: 'o nome do produto', de: 'den Produktnamen' },
  'the company name': { pt: 'o nome da empresa', de: 'den Firmennamen' },
  'the contact name': { pt: 'o nome do contato', de: 'den Namen der Kontaktperson' },
  'the list of products': { pt: 'a lista de produtos', de: 'die Produktliste' },
  'the message': { pt: 'a mensagem', de: 'die Nachricht' },
  'the name': { pt: 'o nome', de: 'den Namen' },
  'the subject': { pt: 'o assunto', de: 'den Betreff' },
  'the position or area of interest': {
    pt: 'a vaga ou área de interesse',
    de: 'die Stelle oder den Interessenbereich',
  },
  'the order number': { pt: 'o número do pedido', de: 'die Bestellnummer' },
  'the reason for the return': { pt: 'o motivo da devolução', de: 'den Rückgabegrund' },

  // --- Abuse limits (page size, account e-mails, card testing, the sandbox bank)
  'Maximum pageSize is %1': {
    pt: 'O pageSize máximo é %1',
    de: 'Die maximale pageSize ist %1',
  },
  'We received too many requests for password resets. Please wait and try again later or contact %1.': {
    pt: 'Recebemos muitos pedidos de redefinição de senha. Aguarde e tente novamente mais tarde ou fale com %1.',
    de: 'Wir haben zu viele Anfragen zum Zurücksetzen des Passworts erhalten. Bitte warten Sie und versuchen Sie es später erneut oder wenden Sie sich an %1.',
  },
  'Too many requests. Please wait and try again later.': {
    pt: 'Muitas solicitações. Aguarde e tente novamente mais tarde.',
    de: 'Zu viele Anfragen. Bitte warten Sie und versuchen Sie es später erneut.',
  },
  'Too many declined card payments. For your safety, wait %1 minutes before trying again.': {
    pt: 'Muitas tentativas de pagamento com cartão foram recusadas. Por segurança, aguarde %1 minutos antes de tentar de novo.',
    de: 'Zu viele Kartenzahlungen wurden abgelehnt. Warten Sie zu Ihrer Sicherheit %1 Minuten, bevor Sie es erneut versuchen.',
  },
  'Too many card payment attempts from this connection. Confirm you are not a robot to try again.': {
    pt: 'Muitas tentativas de pagamento com cartão a partir desta conexão. Confirme que você não é um robô para tentar de novo.',
    de: 'Zu viele Kartenzahlungsversuche von dieser Verbindung. Bestätigen Sie, dass Sie kein Roboter sind, um es erneut zu versuchen.',
  },
  'We could not confirm you are not a robot. Try again.': {
    pt: 'Não foi possível confirmar que você não é um robô. Tente de novo.',
    de: 'Wir konnten nicht bestätigen, dass Sie kein Roboter sind. Versuchen Sie es erneut.',
  },
  'The sandbox bank only answers requests made on this machine, without a proxy': {
    pt: 'O banco sandbox só atende pedidos feitos nesta máquina, sem proxy',
    de: 'Die Sandbox-Bank beantwortet nur Anfragen von diesem Rechner, ohne Proxy',
  },
};
