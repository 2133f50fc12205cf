// Brazilian phone numbers (rules §3 address telephone): a two-digit area code (DDD) and 8 digits
// for landlines or 9 for mobiles, shown as (11) 3456-7890 and (11) 98765-4321.

/**
 * Formats a Brazilian phone number for display: (11) 98765-4321 (mobile, 11 digits) or
 * (11) 3456-7890 (landline, 10 digits), with or without the +55 country code and whatever
 * punctuation it was stored with. Anything else (a foreign or incomplete number, 0800 lines) is
 * returned trimmed, as given: it is shown, never lost.
 */
export function formatPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  // A leading trunk 0 before the area code (0 11 98765-4321), as some shoppers type it.
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1);
  // Area codes are 11 to 99 without a 0; mobiles start with 9, landlines with 2 to 8.
  if (!/^[1-9][1-9](?:9\d{8}|[2-8]\d{7})$/.test(digits)) return value.trim();
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}
