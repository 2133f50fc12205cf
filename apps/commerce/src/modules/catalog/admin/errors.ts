/**
 * A refused catalogue write. `message` is Magento's English text with its placeholders and
 * `parameters` their values (the REST error body is `{message, parameters}`); `pt` is the same
 * refusal for the admin's screens and the CSV dry run; `field` names the offending input when
 * there is one. Nothing has been written when one is thrown.
 */
export class CatalogInputError extends Error {
  constructor(
    message: string,
    readonly parameters: string[] | Record<string, string>,
    readonly pt: string,
    /** 400 for bad input, 404 for an unknown entity (Magento's NoSuchEntityException). */
    readonly statusCode: 400 | 404 = 400,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const noSuchProduct = (sku: string) =>
  new CatalogInputError(
    "The product that was requested doesn't exist. Verify the product and try again.",
    [],
    `O produto ${sku} não existe.`,
    404,
    'sku',
  );

export const noSuchCategory = (id: number | string) =>
  new CatalogInputError(
    'No such entity with %fieldName = %fieldValue',
    { fieldName: 'id', fieldValue: String(id) },
    `A categoria ${id} não existe.`,
    404,
  );

/** Magento's message for an attribute value it cannot accept; the Portuguese one says why. */
export const invalidField = (field: string, pt: string) =>
  new CatalogInputError(
    'Invalid value of "%value" provided for the %fieldName field.',
    { fieldName: field, value: '' },
    pt,
    400,
    field,
  );
