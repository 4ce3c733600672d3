// Server configuration: read once from environment variables, validated, with safe defaults.
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  MONGODB_URI: z.string().optional(),
  MONGODB_DB: z.string().default('sw5e'),
  DATA_DIR: z.string().default('.data'),
  SEED_DIR: z.string().optional(),
  GRAPHQL_EXPLORER: bool.optional(),
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(50000),
  BODY_LIMIT: z.string().default('1mb'),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  DATA_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const root = resolve(import.meta.dirname, '..');
  return {
    production,
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    dataDir: resolve(e.DATA_DIR),
    seedDir: resolve(e.SEED_DIR ?? resolve(root, 'seed/data')),
    imagesDir: resolve(root, 'seed/images'),
    webDist: resolve(e.WEB_DIST ?? resolve(root, 'web/dist')),
    graphql: {
      /** The bundled explorer at GET /graphql: on outside production unless switched off. */
      explorer: e.GRAPHQL_EXPLORER ?? !production,
      introspection: e.GRAPHQL_INTROSPECTION ?? !production,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
    },
    bodyLimit: e.BODY_LIMIT,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    dataVersionCheckMs: e.DATA_VERSION_CHECK_MS,
  };
}
