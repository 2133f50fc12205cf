/** A URL path segment decoded; a malformed escape (`%E0%A4%A`) stays as it came rather than failing the page. */
export function decodePathSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
