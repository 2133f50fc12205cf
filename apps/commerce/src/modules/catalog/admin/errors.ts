/**
 * A refused catalogue write. `message` is Magento's English text with `%1`-style placeholders
 * (the REST error body is `{message, parameters}`); `pt` is the same refusal for the admin's
 * screens and the CSV dry run. Nothing has been written when one is thrown.
 */
export class CatalogInputError extends Error {
  constructor(
    message: string,
    readonly parameters: string[],
    readonly pt: string,
    /** 400 for bad input, 404 for an unknown entity (Magento's NoSuchEntityException). */
    readonly statusCode: 400 | 404 = 400,
  ) {
    super(message);
  }

  /** The English message with its placeholders filled, for logs and tests. */
  get text(): string {
    return this.parameters.reduce((m, p, i) => m.replaceAll(`%${i + 1}`, p), this.message);
  }
}

export const noSuchProduct = (sku: string) =>
  new CatalogInputError(
    "The product that was requested doesn't exist. Verify the product and try again.",
    [],
    `O produto ${sku} não existe.`,
    404,
  );

export const noSuchCategory = (id: number | string) =>
  new CatalogInputError(
    'No such entity with %fieldName = %fieldValue',
    [],
    `A categoria ${id} não existe.`,
    404,
  );

export const invalidField = (field: string, pt: string) =>
  new CatalogInputError('The "%1" value is invalid. %2', [field, pt], pt);
