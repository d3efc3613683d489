import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResourceCatalogueSchema } from '#domain/resources/resources';
import type { AppConfig } from '#server/config';
import { loadResourceCatalogue } from './catalogue';

/** GET /api/resources: the operator's catalogue, read and validated when the app starts. */
export const resourceRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const catalogue = loadResourceCatalogue(config.RESOURCES_FILE);
  app.get(
    '/api/resources',
    { schema: { response: { 200: ResourceCatalogueSchema } } },
    async () => catalogue,
  );
};
