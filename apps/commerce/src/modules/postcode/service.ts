import type { FastifyBaseLogger } from 'fastify';
import type { PostcodeConfig } from '../../config';
import {
  brasilapiProvider,
  localProvider,
  type PostcodeAddress,
  type PostcodeProvider,
  viacepProvider,
} from './providers';

/** Outcome of a lookup; 'unavailable' when no provider could answer. */
export type PostcodeLookup =
  | { kind: 'found'; address: PostcodeAddress }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

export interface PostcodeServiceOptions {
  providers: PostcodeProvider[];
  cacheTtlMs: number;
  cacheSize: number;
  /** How long a remote provider that failed is skipped (a machine without network waits once). */
  cooldownMs?: number;
  log?: FastifyBaseLogger;
  now?: () => number;
}

export function providersFromConfig(config: PostcodeConfig): PostcodeProvider[] {
  return config.providers.map((name) =>
    name === 'viacep'
      ? viacepProvider(config.viacepUrl, config.timeoutMs)
      : name === 'brasilapi'
        ? brasilapiProvider(config.brasilapiUrl, config.timeoutMs)
        : localProvider(),
  );
}

/**
 * Postcode lookup through a chain of providers (ViaCEP, BrasilAPI, the offline directory): the
 * first definite answer wins (found or not found); a provider that fails or cannot tell passes to
 * the next. Definite answers are cached in memory (LRU, TTL) — a cache, never the source of truth,
 * so servers stay stateless. A failing remote provider is skipped for a short cooldown.
 */
export function createPostcodeService({
  providers,
  cacheTtlMs,
  cacheSize,
  cooldownMs = 30_000,
  log,
  now = Date.now,
}: PostcodeServiceOptions) {
  const cache = new Map<string, { answer: PostcodeLookup; expiresAt: number }>();
  const restingUntil = new Map<string, number>();

  function remember(cep: string, answer: PostcodeLookup) {
    if (cacheSize === 0 || cacheTtlMs === 0) return;
    cache.delete(cep);
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(cep, { answer, expiresAt: now() + cacheTtlMs });
  }

  return {
    /** Looks up an 8-digit CEP (the caller validates the format). */
    async lookup(cep: string): Promise<PostcodeLookup> {
      const cached = cache.get(cep);
      if (cached && cached.expiresAt > now()) {
        // Map order is the LRU order: move the entry to the end.
        cache.delete(cep);
        cache.set(cep, cached);
        return cached.answer;
      }
      for (const provider of providers) {
        if ((restingUntil.get(provider.name) ?? 0) > now()) continue;
        try {
          const answer = await provider.lookup(cep);
          if (answer.kind === 'unknown') continue;
          restingUntil.delete(provider.name);
          const result: PostcodeLookup =
            answer.kind === 'found' ? { kind: 'found', address: answer.address } : { kind: 'not-found' };
          // The offline directory's answers are instant: no need to cache them.
          if (provider.remote) remember(cep, result);
          return result;
        } catch (error) {
          log?.warn({ err: error, provider: provider.name, cep }, 'postcode provider failed');
          if (provider.remote) restingUntil.set(provider.name, now() + cooldownMs);
        }
      }
      return { kind: 'unavailable' };
    },
  };
}

export type PostcodeService = ReturnType<typeof createPostcodeService>;
