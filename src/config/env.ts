import { parseEnv, type Env } from './env-schema';

export { parseEnv, type Env };

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
