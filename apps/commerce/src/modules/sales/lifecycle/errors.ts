import { inputError, notFound } from '../../../rest/errors';

/**
 * A refused order change, with Magento's English message. `document` names the Magento validator
 * whose prefix the REST API puts in front ("Invoice Document Validation Error(s):\n…").
 */
export class LifecycleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
    readonly document?: 'Invoice' | 'Shipment' | 'Creditmemo',
  ) {
    super(message);
    this.name = 'LifecycleError';
  }
}

export const NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";

/** Runs a lifecycle change for the REST API: a refusal as Magento words it (document validators prefix theirs). */
export async function asRestRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LifecycleError)) throw error;
    if (error.status === 404) throw notFound(error.message);
    throw inputError(
      error.document ? `${error.document} Document Validation Error(s):\n${error.message}` : error.message,
    );
  }
}
