import { SERVER_MESSAGES, type ServerMessage } from '../i18n/server-messages';
import type { MagentoErrorBody } from './http';

/**
 * A refusal of the admin REST API in the operator's words: Magento's `{message, parameters,
 * errors}` read with the catalogue of server messages (i18n/server-messages.ts). The one place
 * that turns the server's English into the screen's language; a message the catalogue does not
 * know (a newer server) is shown as the server wrote it, its parameters put in.
 */

export type Language = 'pt' | 'en';

type Parameters = MagentoErrorBody['parameters'];

const PLACEHOLDER = /%(\w+)/g;
const HAS_PLACEHOLDER = /%\w+/;

interface Pattern {
  key: string;
  regex: RegExp;
  /** The placeholder of each capture group, in order. */
  names: string[];
  /** Characters that are not placeholders: the most specific template wins. */
  weight: number;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Templates as patterns, for messages the server sends with their values already in. */
const PATTERNS: Pattern[] = Object.keys(SERVER_MESSAGES)
  .filter((key) => HAS_PLACEHOLDER.test(key))
  .map((key) => {
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of key.matchAll(PLACEHOLDER)) {
      source += escapeRegex(key.slice(last, match.index));
      source += '(.+?)';
      names.push(match[1] as string);
      last = (match.index ?? 0) + match[0].length;
    }
    source += escapeRegex(key.slice(last));
    return {
      key,
      regex: new RegExp(`^${source}$`, 's'),
      names,
      weight: key.replace(PLACEHOLDER, '').length,
    };
  })
  .sort((a, b) => b.weight - a.weight);

/** A message recognised in the catalogue: its template and the values of its placeholders. */
export interface Recognised {
  key: string;
  entry: ServerMessage;
  values: Record<string, string>;
}

/** The value of each placeholder a template names, from Magento's `parameters`. */
function valuesOf(template: string, parameters: Parameters): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    if (name === undefined) continue;
    const value = Array.isArray(parameters) ? parameters[Number(name) - 1] : parameters?.[name];
    if (value !== undefined && value !== null) values[name] = String(value);
  }
  return values;
}

/** `template` with its placeholders replaced; a placeholder without a value stays as it is. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * Finds a server message in the catalogue: by its template (parameters apart, as Magento sends
 * them), or by matching the templates against the text once its parameters are in (the server
 * puts some values into the text itself).
 */
export function recognise(message: string, parameters?: Parameters): Recognised | undefined {
  const entry = SERVER_MESSAGES[message];
  if (entry) return { key: message, entry, values: valuesOf(message, parameters) };
  const text = fill(message, valuesOf(message, parameters));
  const exact = SERVER_MESSAGES[text];
  if (exact) return { key: text, entry: exact, values: {} };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      values[name] ??= match[index + 1] ?? '';
    });
    return { key: pattern.key, entry: SERVER_MESSAGES[pattern.key] as ServerMessage, values };
  }
  return undefined;
}

/**
 * One message in `language`. A value that is itself a server message (Ajv's reason inside "The
 * value is invalid: %reason", a refusal inside "Invoice Document Validation Error(s)") is
 * translated too.
 */
export function translateMessage(message: string, parameters: Parameters, language: Language): string {
  const found = recognise(message, parameters);
  if (!found) return fill(message, valuesOf(message, parameters));
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      value !== message && recognise(value) ? translateMessage(value, undefined, language) : value,
    ]),
  );
  return fill(found.entry[language], values);
}

/**
 * A whole refusal in `language`: the message, then each problem of Magento's aggregate
 * ("One or more input exceptions have occurred." with its `errors`). Without a message, the
 * status says what happened.
 */
export function serverText(body: MagentoErrorBody | undefined, status: number, language: Language): string {
  if (!body?.message) return status >= 500 || status === 0 ? 'ra.notification.http_error' : `HTTP ${status}`;
  const text = translateMessage(body.message, body.parameters, language);
  const problems = (body.errors ?? [])
    .filter((error) => error.message)
    .map((error) => serverText(error, status, language));
  return problems.length ? `${text} ${problems.join(' ')}` : text;
}
