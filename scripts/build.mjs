#!/usr/bin/env node
// The production builds `npm start` serves: the back office and the storefront, each rebuilt only
// when a source is newer than its build, then the storefront's browser files precompressed.
import { buildAdminIfStale, buildStorefrontIfStale, precompressBuild } from './storefront-build.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
buildAdminIfStale(env);
buildStorefrontIfStale(env);
precompressBuild(env);
