import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { ADMIN_CSP } from './admin-app.routes';

// The route reads files, not the database: one database kind is enough here.
const build = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
mkdirSync(path.join(build, 'assets'));
writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>Administração</title>');
writeFileSync(path.join(build, 'assets', 'index-abc123.js'), 'console.log(1)');

describe('/admin (the admin app build)', () => {
  const t = useTestApp('sqlite', undefined, { ADMIN_DIST_DIR: build });
  const missing = useTestApp('sqlite', undefined, { ADMIN_DIST_DIR: path.join(build, 'nowhere') });

  it('sends index.html under /admin/ with the back office’s own headers, never cached', async () => {
    const response = await t.app.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Administração');
    expect(response.headers['content-security-policy']).toBe(ADMIN_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('redirects /admin to /admin/ and keeps the hashed assets for a year', async () => {
    const redirect = await t.app.inject({ url: '/admin' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/admin/');
    const asset = await t.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never serves a file outside the build', async () => {
    const response = await t.app.inject({ url: '/admin/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
  });

  it('says how to build the app when the build is missing', async () => {
    const response = await missing.app.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npm run build -w apps/admin');
  });
});
