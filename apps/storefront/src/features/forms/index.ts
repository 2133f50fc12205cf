// The request forms' public entry: the four forms (loaded with their page) and the request kit
// the blog's post form shares with them (file checks, limits, sending, errors).
export { acceptAttribute, megabytes, typeLabels } from './file-checks';
export { FORM_ERRORS, fileList } from './form-schemas';
export { CareersForm, ContactForm, QuoteForm, ReturnForm } from './lazy-forms';
export { sendRequest } from './request-client';
export { fileLimits } from './request-limits';
export { useFieldMessage, useRequestErrors } from './use-request-errors';
export { useRequestSettings } from './use-request-settings';
