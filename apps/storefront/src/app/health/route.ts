// Liveness probe for the start script and Playwright's webServer: answers as soon as Next serves
// requests, without touching the commerce server.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
