/**
 * A request id accepted from the caller (the storefront, or a proxy in front of it): letters,
 * digits and `-_.:`, 8 to 128 characters, so that an id can neither forge log lines nor grow
 * without bound. Anything else is ignored and the server makes its own.
 */
export function acceptedRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : undefined;
}
