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
