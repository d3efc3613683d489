import { readFileSync } from 'node:fs';
import { ResourceFileSchema, resolveCatalogue, type ResourceCatalogue } from '#domain/resources/resources';
import { ConfigError } from '#server/config';
import { DEFAULT_RESOURCE_FILE } from './default-catalogue';

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new ConfigError(`Invalid RESOURCES_FILE: cannot read ${path} (${code})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid RESOURCES_FILE: ${path} is not JSON (${error instanceof Error ? error.message : 'parse error'})`,
    );
  }
}

/**
 * The operator's catalogue from RESOURCES_FILE, or the shipped defaults; checked once at start, so a
 * mistake in the file stops start-up with one line naming the field (docs/resources.md).
 */
export function loadResourceCatalogue(path: string | undefined): ResourceCatalogue {
  const parsed = ResourceFileSchema.safeParse(path ? readJson(path) : DEFAULT_RESOURCE_FILE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ConfigError(
      `Invalid RESOURCES_FILE${path ? ` ${path}` : ' defaults'}: ${where}${issue?.message ?? 'bad value'}`,
    );
  }
  return resolveCatalogue(parsed.data);
}
