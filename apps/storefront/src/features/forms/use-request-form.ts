'use client';

import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { type BotCheckAction, botCheckToken } from '../../lib/bot-check';
import { useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import type { CustomerFields } from '../account';
import { sendRequest } from './request-client';
import { useRequestErrors } from './use-request-errors';

export interface RequestFormOptions<V extends FieldValues, O> {
  /** The route under /requests, e.g. '/requests/contact'. */
  path: string;
  /** The bot check's action name for this form. */
  action: BotCheckAction;
  /** What is sent: a JSON body, or FormData when files go along. */
  body: (values: O) => Record<string, unknown> | FormData;
  /** The form's field for a field named in the server's answer (snake_case there). */
  toFormField: (serverName: string) => Path<V> | undefined;
  /** The values "send another" starts from. */
  empty: DefaultValues<V>;
  /** Fields a logged-in customer's profile fills in, unless the shopper typed them already. */
  prefill?: (customer: CustomerFields) => Partial<Record<Path<V>, string>>;
}

/**
 * What the request forms (quote, return, contact, careers) share: the profile's prefill, the
 * submission with its bot check, the server's field errors beside their fields and its general
 * message above the button, and the protocol once the server accepted the request.
 */
export function useRequestForm<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  { path, action, body, toFormField, empty, prefill }: RequestFormOptions<V, O>,
) {
  const locale = useStoreLocale();
  const { report } = useRequestErrors();
  const { customer } = useSession();
  const [protocol, setProtocol] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const { getValues, setValue, setError, reset, handleSubmit } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `prefill` is a new function each render; the profile decides.
  useEffect(() => {
    if (!customer || !prefill) return;
    for (const [field, value] of Object.entries(prefill(customer)) as [Path<V>, string | undefined][]) {
      if (value && !getValues(field)) setValue(field, value as PathValue<V, Path<V>>);
    }
  }, [customer, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await sendRequest<{ protocol: string }>(locale, path, body(values), {
        botToken: await botCheckToken(action),
      });
      setProtocol(answer.protocol);
    } catch (error) {
      setServerError(report(error, setError, toFormField));
    }
  });

  return {
    onSubmit,
    /** The server's protocol number once the request was accepted. */
    protocol,
    serverError,
    /** Back to an empty form after a request went through. */
    startAgain: () => {
      reset(empty);
      setProtocol(undefined);
    },
  };
}

/** The profile's full name and e-mail, for forms that ask who is writing. */
export function nameAndEmail(customer: CustomerFields): { name: string; email: string } {
  return {
    name: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
    email: customer.email ?? '',
  };
}
