/**
 * The refusals of the admin REST API in the back office's languages. The server answers in
 * Magento's English, `{message, parameters, errors}`, its `message` a template with placeholders
 * (`%fieldName` filled from an object of parameters, `%1`, `%2`… from a list, or already filled in
 * by the server); the key here is that template, exactly as the server writes it, and each language
 * keeps the same placeholders. `providers/server-text.ts` reads a refusal with this catalogue.
 *
 * `field` names the input a refusal is about when the template does not say it with `%fieldName`:
 * a field of the server's body (`extension_attributes.coupon_code`), or a placeholder whose value
 * is the field (`%1` of "Required parameters are missing: %1"). Forms put the refusal beside it.
 *
 * `server-messages.test.ts` reads the commerce server's source and fails on a template it can
 * answer the back office with that is missing here.
 */

export interface ServerMessage {
  pt: string;
  en: string;
  field?: string;
}

export const SERVER_MESSAGES: Record<string, ServerMessage> = {
  // --- Web API transport, sign-in and permissions (rest/errors.ts, rest/api.ts)
  'Request does not match any route.': {
    pt: 'O servidor não conhece este endereço.',
    en: 'The server does not know this address.',
  },
  'Request method is invalid.': {
    pt: 'Este endereço não aceita esta operação.',
    en: 'This address does not accept this operation.',
  },
  "The consumer isn't authorized to access %resources.": {
    pt: 'Seu acesso não permite isto (%resources). Entre de novo ou peça a permissão a um administrador.',
    en: 'Your access does not allow this (%resources). Sign in again or ask an administrator for the permission.',
  },
  'Invalid request.': { pt: 'Pedido inválido ao servidor.', en: 'Invalid request to the server.' },
  'Decoding error: %1': {
    pt: 'O servidor não conseguiu ler os dados enviados: %1',
    en: 'The server could not read the data sent: %1',
  },
  'Content-Type header is empty.': {
    pt: 'O servidor não recebeu o tipo dos dados enviados.',
    en: 'The server did not receive the type of the data sent.',
  },
  'Server cannot understand Content-Type HTTP header media type %1': {
    pt: 'O servidor não aceita dados do tipo %1.',
    en: 'The server does not accept data of type %1.',
  },
  'Internal Error. Details are available in Magento log file. Report ID: %1': {
    pt: 'Erro interno do servidor. Os detalhes estão no registro do servidor, código %1.',
    en: "Internal server error. The details are in the server's log, report %1.",
  },
  // Fastify's own answer to a body over the server's limit (a large CSV or image).
  'Request body is too large': {
    pt: 'O arquivo ou os dados enviados são grandes demais.',
    en: 'The file or the data sent is too large.',
  },
  'One or more input exceptions have occurred.': {
    pt: 'Há problemas nos dados informados:',
    en: 'There are problems with the data entered:',
  },
  '"%fieldName" is required. Enter and try again.': {
    pt: 'Preencha "%fieldName".',
    en: 'Fill in "%fieldName".',
  },
  'Invalid value of "%value" provided for the %fieldName field.': {
    pt: 'O valor "%value" não vale para o campo %fieldName.',
    en: 'The value "%value" is not valid for the %fieldName field.',
  },
  'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.': {
    pt: 'O campo "%fieldName" recebeu um valor do tipo errado: era esperado "%type".',
    en: 'The "%fieldName" field got a value of the wrong type: "%type" was expected.',
  },
  'Error occurred during "%fieldName" processing. The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.':
    {
      pt: 'O valor "%value" do campo "%fieldName" é do tipo errado: era esperado "%type".',
      en: 'The value "%value" of the "%fieldName" field has the wrong type: "%type" was expected.',
    },
  'The "%fieldName" value is invalid: %reason.': {
    pt: 'O valor de "%fieldName" é inválido: %reason.',
    en: 'The value of "%fieldName" is invalid: %reason.',
  },
  // Ajv's reasons, the `%reason` above: translated where they appear inside that message.
  'must NOT have more than %1 characters': {
    pt: 'deve ter no máximo %1 caracteres',
    en: 'must have at most %1 characters',
  },
  'must NOT have fewer than %1 characters': {
    pt: 'deve ter pelo menos %1 caracteres',
    en: 'must have at least %1 characters',
  },
  'must NOT have more than %1 items': { pt: 'deve ter no máximo %1 itens', en: 'must have at most %1 items' },
  'must NOT have fewer than %1 items': {
    pt: 'deve ter pelo menos %1 itens',
    en: 'must have at least %1 items',
  },
  'must match pattern "%1"': { pt: 'deve seguir o formato "%1"', en: 'must match the pattern "%1"' },
  'must match format "%1"': { pt: 'deve estar no formato "%1"', en: 'must be in the "%1" format' },
  'must be >= %1': { pt: 'deve ser no mínimo %1', en: 'must be at least %1' },
  'must be <= %1': { pt: 'deve ser no máximo %1', en: 'must be at most %1' },
  'must be > %1': { pt: 'deve ser maior que %1', en: 'must be greater than %1' },
  'must be < %1': { pt: 'deve ser menor que %1', en: 'must be less than %1' },
  'must be equal to one of the allowed values': {
    pt: 'deve ser um dos valores permitidos',
    en: 'must be one of the allowed values',
  },
  // --- Lists (rest/search-criteria.ts)
  'Sort order field %1 contains restricted symbols': {
    pt: 'O campo de ordenação %1 contém caracteres não permitidos.',
    en: 'The sort field %1 contains characters that are not allowed.',
  },
  'The sort order has to be specified as %1 for ascending order or %2 for descending order.': {
    pt: 'A ordem deve ser %1 (crescente) ou %2 (decrescente).',
    en: 'The sort order must be %1 (ascending) or %2 (descending).',
  },
  'Maximum SearchCriteria pageSize is %max': {
    pt: 'Uma página da lista mostra no máximo %max itens.',
    en: 'A page of the list shows at most %max items.',
  },
  // --- Generic "not found"
  "The entity that was requested doesn't exist. Verify the entity and try again.": {
    pt: 'O registro solicitado não existe (pode ter sido excluído). Confira e tente de novo.',
    en: 'The record requested does not exist (it may have been deleted). Check and try again.',
  },
  'No such entity with %fieldName = %fieldValue': {
    pt: 'Não existe registro com %fieldName = %fieldValue.',
    en: 'There is no record with %fieldName = %fieldValue.',
  },
  'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value': {
    pt: 'Não existe registro com %fieldName = %fieldValue e %field2Name = %field2Value.',
    en: 'There is no record with %fieldName = %fieldValue and %field2Name = %field2Value.',
  },
  "The country isn't available.": {
    pt: 'Este país não está disponível.',
    en: 'This country is not available.',
  },
  // --- Staff, sign-in, two-factor and integrations (modules/staff)
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    {
      pt: 'Usuário ou senha incorretos, ou a conta está bloqueada por um tempo. Aguarde e tente de novo.',
      en: 'The user name or password is incorrect, or the account is blocked for a while. Wait and try again.',
    },
  "It's time to change your password.": {
    pt: 'É hora de trocar a sua senha.',
    en: "It's time to change your password.",
  },
  'Please use the 2fa provider-specific endpoints to obtain a token.': {
    pt: 'Esta conta usa verificação em duas etapas: informe o código do aplicativo autenticador.',
    en: "This account uses two-step verification: enter the authenticator app's code.",
  },
  'Provider is not configured.': {
    pt: 'A verificação em duas etapas ainda não foi configurada para este usuário.',
    en: 'Two-step verification has not been set up for this user yet.',
  },
  'Provider is already configured.': {
    pt: 'A verificação em duas etapas já está configurada para este usuário.',
    en: 'Two-step verification is already set up for this user.',
  },
  'Invalid code.': {
    pt: 'Código inválido. Digite o código que o aplicativo mostra agora.',
    en: 'Invalid code. Enter the code the app shows now.',
    field: 'otp',
  },
  'Sorry, but this password has already been used. Please create another.': {
    pt: 'Esta senha já foi usada. Crie outra.',
    en: 'This password has already been used. Create another one.',
    field: 'newPassword',
  },
  'This operation needs the admin token of a staff user, not an integration token.': {
    pt: 'Só um usuário da equipe pode fazer isto, não uma integração.',
    en: 'Only a staff user can do this, not an integration.',
  },
  'At least one active administrator is required.': {
    pt: 'A loja precisa de pelo menos um administrador ativo.',
    en: 'The store needs at least one active administrator.',
  },
  'The staff user with the "%1" ID doesn\'t exist.': {
    pt: 'Não existe usuário da equipe com o ID "%1".',
    en: 'There is no staff user with the ID "%1".',
  },
  'A user with the same user name or email already exists.': {
    pt: 'Já existe um usuário com este nome de usuário ou e-mail.',
    en: 'A user with this user name or e-mail already exists.',
    field: 'user.email',
  },
  'Integration with name "%1" exists.': {
    pt: 'Já existe uma integração com o nome "%1".',
    en: 'An integration named "%1" already exists.',
    field: 'integration.name',
  },
  "Integration with ID '%1' does not exist.": {
    pt: 'Não existe integração com o ID %1.',
    en: 'There is no integration with the ID %1.',
  },
  // Passwords (staff and customers share the rules: modules/customer/password.ts)
  '"password" value should be specified': {
    pt: 'Informe a senha.',
    en: 'Enter the password.',
    field: 'password',
  },
  "The password can't begin or end with a space. Verify the password and try again.": {
    pt: 'A senha não pode começar nem terminar com espaço. Verifique a senha e tente novamente.',
    en: "The password can't begin or end with a space. Check the password and try again.",
    field: 'password',
  },
  'The password needs at least %1 characters. Create a new password and try again.': {
    pt: 'A senha precisa ter pelo menos %1 caracteres. Crie uma nova senha e tente novamente.',
    en: 'The password needs at least %1 characters. Create a new password and try again.',
    field: 'password',
  },
  'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.':
    {
      pt: 'A senha precisa de pelo menos %1 tipos diferentes de caracteres. Tipos: minúsculas, maiúsculas, números e caracteres especiais.',
      en: 'The password needs at least %1 different kinds of characters: lower case, upper case, digits, special characters.',
      field: 'password',
    },
  "The password can't be the same as the email address. Create a new password and try again.": {
    pt: 'A senha não pode ser igual ao e-mail. Crie uma nova senha e tente novamente.',
    en: "The password can't be the same as the e-mail address. Create a new password and try again.",
    field: 'password',
  },
  // --- Catalogue: products, prices, stock, images (modules/catalog/admin)
  "The product that was requested doesn't exist. Verify the product and try again.": {
    pt: 'Não há produto com este SKU.',
    en: 'There is no product with this SKU.',
    field: 'sku',
  },
  'The Product with the "%1" SKU doesn\'t exist.': {
    pt: 'Não existe produto com o SKU "%1".',
    en: 'There is no product with the SKU "%1".',
    field: 'sku',
  },
  'The product with the "%1" SKU already exists.': {
    pt: 'Já existe um produto com o SKU "%1".',
    en: 'A product with the SKU "%1" already exists.',
    field: 'sku',
  },
  'URL key for specified store already exists.': {
    pt: 'Esta chave de URL já está em uso nesta loja.',
    en: 'This URL key is already used in this store.',
    field: 'url_key',
  },
  'Input data is empty': { pt: 'Nenhum dado foi enviado.', en: 'No data was sent.' },
  'Validation Failed': { pt: 'Os dados foram recusados.', en: 'The data was refused.' },
  'Invalid attribute %fieldName = %fieldValue.': {
    pt: 'Atributo inválido: %fieldName = %fieldValue.',
    en: 'Invalid attribute: %fieldName = %fieldValue.',
  },
  // --- Customer groups (customer/groups.ts) and tier prices (catalog/admin/tier-prices.ts)
  'Tier prices apply to simple and virtual products; %1 is not one.': {
    pt: 'Preços por quantidade valem para produtos simples e virtuais; %1 não é um deles.',
    en: 'Quantity prices apply to simple and virtual products; %1 is not one.',
  },
  'Customer Group already exists.': {
    pt: 'Já existe um grupo de clientes com este código.',
    en: 'A customer group with this code already exists.',
    field: 'code',
  },
  '"code" is required. Enter and try again.': {
    pt: 'Informe o código do grupo.',
    en: 'Enter the group code.',
    field: 'code',
  },
  'Code is more than 32 characters. Set the code and try again.': {
    pt: 'O código tem mais de 32 caracteres.',
    en: 'The code is longer than 32 characters.',
    field: 'code',
  },
  'The "NOT LOGGED IN" group can\'t be renamed.': {
    pt: 'O grupo "NOT LOGGED IN" (visitantes) não pode ser renomeado.',
    en: 'The "NOT LOGGED IN" group (guests) cannot be renamed.',
    field: 'code',
  },
  'Cannot delete group.': {
    pt: 'Os grupos NOT LOGGED IN e General não podem ser excluídos.',
    en: 'The NOT LOGGED IN and General groups cannot be deleted.',
  },
  'A customer can\'t be in the "NOT LOGGED IN" group.': {
    pt: 'Um cliente não pode ficar no grupo "NOT LOGGED IN", que é o dos visitantes.',
    en: 'A customer cannot be in the "NOT LOGGED IN" group, which is the guests\'.',
  },
  'No such entity with id = %1': {
    pt: 'Registro %1 não encontrado.',
    en: 'Record %1 not found.',
  },
  'Special price "To" date must be later than "From" date.': {
    pt: 'A data final do preço promocional deve ser posterior à data inicial.',
    en: 'The special price\'s "To" date must be later than its "From" date.',
    field: 'special_to_date',
  },
  'The image MIME type is not valid or not supported.': {
    pt: 'Tipo de imagem não aceito: envie JPEG, PNG, GIF ou WebP.',
    en: 'Image type not accepted: send a JPEG, PNG, GIF or WebP.',
  },
  'The image content must be valid base64 encoded data.': {
    pt: 'O conteúdo da imagem não veio em base64 válido.',
    en: 'The image content is not valid base64 data.',
  },
  'The image content is invalid. Verify the content and try again.': {
    pt: 'Não foi possível ler a imagem. Confira o arquivo e tente de novo.',
    en: 'The image could not be read. Check the file and try again.',
  },
  'Provided image name contains forbidden characters.': {
    pt: 'O nome da imagem contém caracteres não permitidos.',
    en: 'The image name contains characters that are not allowed.',
  },
  'No image with the provided ID was found. Verify the ID and try again.': {
    pt: 'Esta imagem não existe mais no produto. Recarregue a página.',
    en: 'This image no longer exists on the product. Reload the page.',
  },
  'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.': {
    pt: 'O atributo "%1" não existe.',
    en: 'The attribute "%1" does not exist.',
  },
  // Composite products: variations, bundle options, grouped items and links
  'The product with the "%1" SKU isn\'t a %2 product.': {
    pt: 'Esta ação não vale para este tipo de produto: "%1" não é %2.',
    en: 'This action does not apply to this type of product: "%1" is not %2.',
  },
  'The product "%1" must be a simple or virtual product.': {
    pt: 'Use um produto simples (ou virtual): "%1" não é.',
    en: 'Use a simple (or virtual) product: "%1" is not one.',
    field: 'sku',
  },
  'The product is already attached.': {
    pt: 'Este produto já é variação (deste ou de outro produto).',
    en: 'This product is already a variant (of this or another product).',
    field: 'childSku',
  },
  "The parent product doesn't have configurable product options.": {
    pt: 'Este produto ainda não tem atributos de variação.',
    en: 'This product has no variation attributes yet.',
  },
  'The child product doesn\'t have the "%1" attribute value. Verify the value and try again.': {
    pt: 'Este produto não tem %1: informe-o antes de usá-lo como variação.',
    en: 'This product has no %1: set it before using the product as a variant.',
    field: 'color',
  },
  'Products "%1" and "%2" have the same set of attribute values.': {
    pt: 'Já existe uma variação com esta cor ("%1" e "%2" ficariam iguais).',
    en: 'A variant with this colour already exists ("%1" and "%2" would be the same).',
    field: 'color',
  },
  'Something went wrong while saving option.': {
    pt: 'Não foi possível salvar o atributo de variação.',
    en: 'The variation attribute could not be saved.',
  },
  "The option that was requested doesn't exist. Verify the entity and try again.": {
    pt: 'Esta opção não existe mais. Recarregue a página.',
    en: 'This option no longer exists. Reload the page.',
  },
  "Requested bundle option product doesn't exist.": {
    pt: 'Este produto não está nesta opção do kit.',
    en: 'This product is not in this option of the bundle.',
  },
  'Child with specified sku: "%1" already assigned to product: "%2"': {
    pt: 'Este produto ("%1") já está nesta opção de "%2".',
    en: 'This product ("%1") is already in this option of "%2".',
    field: 'sku',
  },
  'Product with specified sku: "%1" does not contain option: "%2"': {
    pt: 'O produto "%1" não tem a opção "%2".',
    en: 'The product "%1" has no option "%2".',
  },
  "Product %1 doesn't have linked %2 as %3": {
    pt: 'O produto %1 não tem %2 ligado como %3.',
    en: 'The product %1 has no %2 linked as %3.',
  },
  'The "%1" link type is unknown. Verify the type and try again.': {
    pt: 'Tipo de ligação desconhecido: "%1".',
    en: 'Unknown link type: "%1".',
  },
  // Downloadable products' links (Magento's LinkRepository and its content validator)
  'The product needs to be the downloadable type. Verify the product and try again.': {
    pt: 'Esta ação não vale para este tipo de produto: ele não é do tipo download.',
    en: 'This action does not apply to this type of product: it is not downloadable.',
  },
  'The link title is empty. Enter the link title and try again.': {
    pt: 'Informe o título do arquivo.',
    en: 'Enter the title of the file.',
    field: 'title',
  },
  'Link price must have numeric positive value.': {
    pt: 'O preço deve ser um número maior ou igual a zero (0: incluído no preço do produto).',
    en: "The price must be a number of zero or more (0: included in the product's price).",
    field: 'price',
  },
  'Number of downloads must be a positive integer.': {
    pt: 'O número de downloads deve ser um inteiro maior ou igual a zero (0: sem limite).',
    en: 'The number of downloads must be a whole number of zero or more (0: no limit).',
    field: 'number_of_downloads',
  },
  'Sort order must be a positive integer.': {
    pt: 'A ordem deve ser um inteiro maior ou igual a zero.',
    en: 'The order must be a whole number of zero or more.',
    field: 'sort_order',
  },
  'The link type is invalid. Verify and try again.': {
    pt: 'Escolha se entrega um arquivo enviado ou um endereço.',
    en: 'Choose whether it delivers an uploaded file or an address.',
    field: 'link_type',
  },
  'Link URL must have valid format.': {
    pt: 'Informe um endereço completo, começando com https://.',
    en: 'Enter a full address starting with https://.',
    field: 'link_url',
  },
  'Link file not found. Please try again.': {
    pt: 'Escolha o arquivo a enviar.',
    en: 'Choose the file to upload.',
    field: 'link_file',
  },
  'Provided file content must be valid base64 encoded data.': {
    pt: 'O arquivo não pôde ser lido; escolha-o de novo.',
    en: 'The file could not be read; choose it again.',
    field: 'link_file',
  },
  // The server refuses a link's file this way only for its type or size (the uploads module's check).
  'The link information is invalid. Verify the link and try again.': {
    pt: 'O arquivo deve ser PDF, DOCX, DOC, JPG, PNG ou WebP, de até 10 MB.',
    en: 'The file must be a PDF, DOCX, DOC, JPG, PNG or WebP of up to 10 MB.',
    field: 'link_file',
  },
  'The link sample type is invalid. Verify and try again.': {
    pt: 'A amostra só pode ser um endereço (URL).',
    en: 'The sample can only be an address (URL).',
    field: 'sample_url',
  },
  'Sample URL must have valid format.': {
    pt: 'Informe o endereço completo da amostra, começando com https://.',
    en: 'Enter the full address of the sample, starting with https://.',
    field: 'sample_url',
  },
  "The downloadable link isn't related to the product. Verify the link and try again.": {
    pt: 'Este arquivo não é deste produto. Recarregue a página.',
    en: 'This file does not belong to this product. Reload the page.',
  },
  'No downloadable link with the provided ID was found. Verify the ID and try again.': {
    pt: 'Este arquivo não existe mais no produto. Recarregue a página.',
    en: 'This file no longer exists on the product. Reload the page.',
  },
  // Categories
  'The "%1" attribute is required. Enter and try again.': {
    pt: 'Preencha "%1".',
    en: 'Fill in "%1".',
    field: '%1',
  },
  'Cannot delete the root category.': {
    pt: 'A categoria raiz não pode ser excluída.',
    en: 'The root category cannot be deleted.',
  },
  'Operation do not allow to move a parent category to any of children category': {
    pt: 'Uma categoria não pode ir para dentro de uma das suas subcategorias.',
    en: 'A category cannot move into one of its own subcategories.',
  },
  // --- Content: CMS pages and blocks (modules/cms)
  'The CMS page with the "%1" ID doesn\'t exist.': {
    pt: 'A página CMS com o ID "%1" não existe.',
    en: 'The CMS page with the ID "%1" does not exist.',
  },
  'The CMS block with the "%1" ID doesn\'t exist.': {
    pt: 'O bloco CMS com o ID "%1" não existe.',
    en: 'The CMS block with the ID "%1" does not exist.',
  },
  'A page URL key for specified store already exists.': {
    pt: 'Este identificador já está em uso.',
    en: 'This identifier is already in use.',
    field: 'identifier',
  },
  'A block identifier with the same properties already exists in the selected store.': {
    pt: 'Este identificador já está em uso.',
    en: 'This identifier is already in use.',
    field: 'identifier',
  },
  // --- Marketing: cart rules and coupons (modules/coupons)
  'Rule with specified ID "%1" not found.': {
    pt: 'A regra com o ID "%1" não foi encontrada.',
    en: 'There is no rule with the ID "%1".',
  },
  'Invalid value of "%1" provided for the discount_amount field.': {
    pt: 'Desconto inválido: "%1".',
    en: 'Invalid discount: "%1".',
    field: 'discount_amount',
  },
  'Invalid value of "%1" provided for the from_date/to_date field.': {
    pt: 'Data inválida: "%1".',
    en: 'Invalid date: "%1".',
    field: 'from_date/to_date',
  },
  'End Date must follow Start Date.': {
    pt: 'A data final deve ser igual ou posterior à inicial.',
    en: 'The end date must be on or after the start date.',
    field: 'to_date',
  },
  'Coupon with the same code already exists.': {
    pt: 'Já existe um cupom com este código.',
    en: 'A coupon with this code already exists.',
    field: 'extension_attributes.coupon_code',
  },
  'Required parameters are missing: coupon_code': {
    pt: 'Informe o código do cupom.',
    en: 'Enter the coupon code.',
    field: 'extension_attributes.coupon_code',
  },
  "A rule's coupon code can't be changed: create a new rule for a new code.": {
    pt: 'O código do cupom não pode mudar: crie outra regra.',
    en: "The coupon code can't change: create another rule.",
    field: 'extension_attributes.coupon_code',
  },
  'The rule was used by orders and cannot be deleted: deactivate it instead.': {
    pt: 'Pedidos já usaram esta regra: desative-a em vez de excluir.',
    en: 'Orders have used this rule: deactivate it instead of deleting it.',
  },
  // --- Customers and their addresses (modules/customer)
  'No such entity with customerId = %1': {
    pt: 'Não existe cliente com o ID %1.',
    en: 'There is no customer with the ID %1.',
  },
  'No such entity with email = %1, websiteId = %2': {
    pt: 'Não existe cliente com o e-mail %1 (site %2).',
    en: 'There is no customer with the e-mail %1 (website %2).',
  },
  'No such entity with addressId = %1': {
    pt: 'Não existe endereço com o ID %1.',
    en: 'There is no address with the ID %1.',
  },
  'A customer with the same email address already exists in an associated website.': {
    pt: 'Já existe um cliente com este e-mail.',
    en: 'A customer with this e-mail already exists.',
    field: 'customer.email',
  },
  'Required parameters are missing: %1': {
    pt: 'Preencha: %1.',
    en: 'Fill in: %1.',
    field: '%1',
  },
  'Required parameters are missing: email': {
    pt: 'Informe o e-mail.',
    en: 'Enter the e-mail.',
    field: 'customer.email',
  },
  '"%1" is required. Enter and try again.': {
    pt: 'Preencha "%1".',
    en: 'Fill in "%1".',
    field: '%1',
  },
  '"%1" is not a valid email address.': {
    pt: '"%1" não é um e-mail válido.',
    en: '"%1" is not a valid e-mail address.',
    field: 'customer.email',
  },
  '"%1" must be at most %2 characters.': {
    pt: '"%1" deve ter no máximo %2 caracteres.',
    en: '"%1" must have at most %2 characters.',
    field: '%1',
  },
  '"%1" is not a valid gender: use 1 (male), 2 (female) or 3 (not specified).': {
    pt: '"%1" não é um gênero válido: use 1 (masculino), 2 (feminino) ou 3 (não informado).',
    en: '"%1" is not a valid gender: use 1 (male), 2 (female) or 3 (not specified).',
    field: 'customer.gender',
  },
  'Invalid date of birth "%1". Use the YYYY-MM-DD format.': {
    pt: 'Data de nascimento inválida "%1". Use o formato AAAA-MM-DD.',
    en: 'Invalid date of birth "%1". Use the YYYY-MM-DD format.',
    field: 'customer.dob',
  },
  'The date of birth "%1" is out of range.': {
    pt: 'A data de nascimento "%1" está fora do intervalo permitido.',
    en: 'The date of birth "%1" is out of range.',
    field: 'customer.dob',
  },
  '"%1" is not a valid CPF or CNPJ.': {
    pt: '"%1" não é um CPF ou CNPJ válido.',
    en: '"%1" is not a valid CPF or CNPJ.',
    field: 'customer.taxvat',
  },
  '"%1" is not a customer attribute.': {
    pt: '"%1" não é um atributo de cliente.',
    en: '"%1" is not a customer attribute.',
  },
  'A corporate name (custom attribute "razao_social") is required for a CNPJ.': {
    pt: 'A razão social é obrigatória para um CNPJ.',
    en: 'A corporate name is required for a CNPJ.',
    field: 'razao_social',
  },
  'An address book holds at most %1 addresses.': {
    pt: 'Um cadastro guarda no máximo %1 endereços.',
    en: 'An address book holds at most %1 addresses.',
  },
  'Only one address can be the %1 address.': {
    pt: 'Só um endereço pode ser o endereço %1.',
    en: 'Only one address can be the %1 address.',
  },
  'The postcode "%1" is in %2, not in %3.': {
    pt: 'O CEP "%1" é de %2, não de %3.',
    en: 'The postcode "%1" is in %2, not in %3.',
    field: 'postcode',
  },
  '"street" must have at most 4 lines.': {
    pt: 'O endereço deve ter no máximo 4 linhas.',
    en: 'The street must have at most 4 lines.',
    field: 'street',
  },
  'The country "%1" isn\'t available.': {
    pt: 'O país "%1" não está disponível.',
    en: 'The country "%1" is not available.',
    field: 'country_id',
  },
  'Invalid postcode "%1": a CEP has 8 digits.': {
    pt: 'CEP inválido "%1": um CEP tem 8 dígitos.',
    en: 'Invalid postcode "%1": a CEP has 8 digits.',
    field: 'postcode',
  },
  '"vat_id" "%1" is not a valid CPF or CNPJ.': {
    pt: '"%1" não é um CPF ou CNPJ válido.',
    en: '"%1" is not a valid CPF or CNPJ.',
    field: 'vat_id',
  },
  '"country_code" is required. Enter and try again.': {
    pt: 'Informe o país.',
    en: 'Enter the country.',
    field: 'country_id',
  },
  '"telephone" "%1" is not a valid phone number.': {
    pt: '"%1" não é um telefone válido.',
    en: '"%1" is not a valid phone number.',
    field: 'telephone',
  },
  'Invalid "region_id" %1 for country "%2".': {
    pt: 'Estado inválido (%1) para o país "%2".',
    en: 'Invalid region (%1) for the country "%2".',
    field: 'region_id',
  },
  'Invalid "region" "%1" for country "%2".': {
    pt: 'Estado inválido "%1" para o país "%2".',
    en: 'Invalid region "%1" for the country "%2".',
    field: 'region',
  },
  // --- Orders: invoices, shipments, credit memos, cancel, hold (modules/sales/lifecycle)
  '%1 Document Validation Error(s):\n%2': {
    pt: 'Documento recusado (%1): %2',
    en: '%1 refused: %2',
  },
  // The three documents' prefixes, said better than with the document's English name.
  'Invoice Document Validation Error(s):\n%1': { pt: 'Fatura recusada: %1', en: 'Invoice refused: %1' },
  'Shipment Document Validation Error(s):\n%1': { pt: 'Envio recusado: %1', en: 'Shipment refused: %1' },
  'Creditmemo Document Validation Error(s):\n%1': {
    pt: 'Nota de crédito recusada: %1',
    en: 'Credit memo refused: %1',
  },
  'The NF-e %1 is already attached to another document.': {
    pt: 'A NF-e %1 já está ligada a outro documento.',
    en: 'The NF-e %1 is already attached to another document.',
  },
  'An invoice cannot be created when an order has a status of %1': {
    pt: 'Um pedido com o status %1 não pode ser faturado.',
    en: 'An order with the status %1 cannot be invoiced.',
  },
  'A shipment cannot be created when an order has a status of %1': {
    pt: 'Um pedido com o status %1 não pode ser enviado.',
    en: 'An order with the status %1 cannot be shipped.',
  },
  'The order does not allow an invoice to be created.': {
    pt: 'Este pedido não pode ser faturado agora.',
    en: 'This order cannot be invoiced now.',
  },
  'The invoice contains one or more items that are not part of the original order.': {
    pt: 'A fatura tem itens que não são deste pedido.',
    en: 'The invoice has items that are not part of this order.',
  },
  'The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "%1".': {
    pt: 'A quantidade a faturar de "%1" é maior que a ainda não faturada.',
    en: 'The quantity to invoice of "%1" is more than what is left to invoice.',
  },
  "The invoice can't be created without products. Add products and try again.": {
    pt: 'Escolha ao menos um produto para faturar.',
    en: 'Choose at least one product to invoice.',
  },
  'The order does not allow a shipment to be created.': {
    pt: 'Este pedido não pode ser enviado agora.',
    en: 'This order cannot be shipped now.',
  },
  'Please enter a tracking number.': {
    pt: 'Informe o código de rastreio.',
    en: 'Enter the tracking number.',
    field: 'track_number',
  },
  '"%1" is not a Correios tracking number: two letters, nine digits and BR, as AA123456785BR.': {
    pt: '"%1" não é um código de rastreio dos Correios: duas letras, nove dígitos e BR, como AA123456785BR.',
    en: '"%1" is not a Correios tracking number: two letters, nine digits and BR, as AA123456785BR.',
    field: 'track_number',
  },
  'The check digit of the Correios tracking number "%1" is wrong: check the label.': {
    pt: 'O dígito verificador do código dos Correios "%1" não confere: confira a etiqueta.',
    en: 'The check digit of the Correios tracking number "%1" is wrong: check the label.',
    field: 'track_number',
  },
  'The tracking number "%1" has characters no carrier prints.': {
    pt: 'O código de rastreio "%1" tem caracteres que nenhuma transportadora usa.',
    en: 'The tracking number "%1" has characters no carrier prints.',
    field: 'track_number',
  },
  'A cancelled order has no packing slip.': {
    pt: 'Pedido cancelado não tem romaneio.',
    en: 'A cancelled order has no packing slip.',
  },
  'The order is not paid yet: its packing slip prints once the payment is confirmed.': {
    pt: 'O pedido ainda não foi pago: o romaneio só é impresso depois da confirmação do pagamento.',
    en: 'The order is not paid yet: its packing slip prints once the payment is confirmed.',
  },
  'None of the selected orders can have a packing slip.': {
    pt: 'Nenhum dos pedidos selecionados pode ter romaneio.',
    en: 'None of the selected orders can have a packing slip.',
  },
  'Order %1 does not exist.': { pt: 'O pedido %1 não existe.', en: 'Order %1 does not exist.' },
  'A line needs the order number, the carrier and the tracking code.': {
    pt: 'A linha precisa do número do pedido, da transportadora e do código de rastreio.',
    en: 'A line needs the order number, the carrier and the tracking code.',
  },
  'The file is not a valid CSV: %1': {
    pt: 'O arquivo não é um CSV válido: %1',
    en: 'The file is not a valid CSV: %1',
  },
  'A tracking file holds at most %1 lines.': {
    pt: 'Um arquivo de rastreio tem no máximo %1 linhas.',
    en: 'A tracking file holds at most %1 lines.',
  },
  'The tracking number to correct is not part of this order.': {
    pt: 'Este código de rastreio não é deste pedido.',
    en: 'This tracking number is not part of this order.',
  },
  'The address of a cancelled or closed order cannot be changed.': {
    pt: 'O endereço de um pedido cancelado ou encerrado não pode ser alterado.',
    en: 'The address of a cancelled or closed order cannot be changed.',
  },
  'The shipping address cannot be changed once the order has shipped.': {
    pt: 'O endereço de entrega não pode ser alterado depois do envio.',
    en: 'The shipping address cannot be changed once the order has shipped.',
  },
  'This order has no shipping address: it is not shipped.': {
    pt: 'Este pedido não tem endereço de entrega: ele não é enviado.',
    en: 'This order has no shipping address: it is not shipped.',
  },
  '%1 has no known tracking number format: confirm the number "%2" to record it.': {
    pt: 'A %1 não tem um formato de código conhecido: confirme o código "%2" para registrá-lo.',
    en: '%1 has no known tracking number format: confirm the number "%2" to record it.',
    field: 'track_number',
  },
  'The shipment contains one or more items that are not part of the original order.': {
    pt: 'O envio tem itens que não são deste pedido.',
    en: 'The shipment has items that are not part of this order.',
  },
  'The quantity to ship must not be greater than the unshipped quantity for product SKU "%1".': {
    pt: 'A quantidade a enviar de "%1" é maior que a ainda não enviada.',
    en: 'The quantity to ship of "%1" is more than what is left to ship.',
  },
  "You can't create a shipment without products.": {
    pt: 'Escolha ao menos um produto para enviar.',
    en: 'Choose at least one product to ship.',
  },
  'The order does not allow a creditmemo to be created.': {
    pt: 'Este pedido não pode ser reembolsado agora.',
    en: 'This order cannot be refunded now.',
  },
  'The creditmemo contains one or more items that are not part of the original order.': {
    pt: 'A nota de crédito tem itens que não são deste pedido.',
    en: 'The credit memo has items that are not part of this order.',
  },
  'The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "%1".': {
    pt: 'A quantidade a reembolsar de "%1" é maior que a ainda não reembolsada.',
    en: 'The quantity to refund of "%1" is more than what is left to refund.',
  },
  "You can't create a creditmemo without products.": {
    pt: 'Escolha ao menos um produto para reembolsar.',
    en: 'Choose at least one product to refund.',
  },
  'The most shipping available to refund is %1.': {
    pt: 'O frete a reembolsar é de no máximo %1.',
    en: 'At most %1 of shipping can be refunded.',
    field: 'arguments.shipping_amount',
  },
  "The credit memo's total must be positive.": {
    pt: 'O total da nota de crédito deve ser maior que zero.',
    en: "The credit memo's total must be more than zero.",
  },
  'The most money available to refund is %1.': {
    pt: 'O valor a reembolsar é de no máximo %1.',
    en: 'At most %1 can be refunded.',
  },
  'The order changed while it was being refunded. Try again.': {
    pt: 'O pedido mudou durante o reembolso. Tente de novo.',
    en: 'The order changed while it was being refunded. Try again.',
  },
  'A hold action is not available.': {
    pt: 'Este pedido não pode ser retido agora.',
    en: 'This order cannot be put on hold now.',
  },
  'You cannot remove the hold.': {
    pt: 'Este pedido não está retido.',
    en: 'This order is not on hold.',
  },
  'You cannot cancel this order.': {
    pt: 'Este pedido não pode ser cancelado.',
    en: 'This order cannot be canceled.',
  },
  'An order is marked delivered once it is invoiced and shipped.': {
    pt: 'Um pedido só é marcado como entregue depois de faturado e enviado.',
    en: 'An order is marked delivered only once it is invoiced and shipped.',
  },
  'This order was paid by boleto: invoice it and create a credit memo (refund by bank transfer) instead of canceling it.':
    {
      pt: 'Este pedido foi pago por boleto: em vez de cancelar, fature-o e crie uma nota de crédito (reembolso por transferência bancária).',
      en: 'This order was paid by boleto: instead of canceling it, invoice it and create a credit memo (refund by bank transfer).',
    },
  // Refunds through the payment provider (modules/payments/reversal-service.ts)
  'The payment provider refused the refund: %1': {
    pt: 'O provedor de pagamento recusou o reembolso: %1',
    en: 'The payment provider refused the refund: %1',
  },
  "A boleto is refunded by bank transfer: send the payer's bank account (bank_code, agency, account, holder_name, holder_taxvat).":
    {
      pt: 'Boleto é reembolsado por transferência bancária: informe a conta do pagador (banco, agência, conta, titular e CPF/CNPJ do titular).',
      en: "A boleto is refunded by bank transfer: enter the payer's bank account (bank, branch, account, holder and holder's CPF/CNPJ).",
    },
  'The refund of this request is still being processed. Try again later.': {
    pt: 'O reembolso deste pedido ainda está em processamento. Tente de novo mais tarde.',
    en: 'The refund of this request is still being processed. Try again later.',
  },
  // Sales figures (modules/sales/lifecycle/back-office.rest.ts)
  'Invalid date range: "%1" to "%2".': {
    pt: 'Período inválido: de "%1" a "%2".',
    en: 'Invalid period: "%1" to "%2".',
  },
  'The date range may cover at most %1 days.': {
    pt: 'O período pode ter no máximo %1 dias.',
    en: 'The period may cover at most %1 days.',
  },
  // --- Service requests: quotes, returns, contact, careers (modules/requests)
  'The request %1 is %2 and can no longer change.': {
    pt: 'A solicitação %1 está com a situação %2 e não pode mais mudar.',
    en: 'The request %1 is %2 and can no longer change.',
  },
  'The return %1 has not been received yet.': {
    pt: 'A devolução %1 ainda não foi recebida.',
    en: 'The return %1 has not been received yet.',
  },
  'The return %1 has already been refunded.': {
    pt: 'A devolução %1 já foi reembolsada.',
    en: 'The return %1 has already been refunded.',
  },
  'The return %1 is %2 and cannot be refunded.': {
    pt: 'A devolução %1 está com a situação %2 e não pode ser reembolsada.',
    en: 'The return %1 is %2 and cannot be refunded.',
  },
  'Nothing of the return %1 is left to refund on its order.': {
    pt: 'Nada da devolução %1 resta a reembolsar no pedido.',
    en: 'Nothing of the return %1 is left to refund on its order.',
  },
};
