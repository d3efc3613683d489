import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test-support/test-app';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Routes the document leaves out on purpose: Stripe's webhook, and the document and its page. */
const UNDESCRIBED = new Set([
  '/api/stripe/webhook',
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/assets/:file',
]);

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** The field names and required fields a Zod object schema declares for input. */
function shapeOf(schema: unknown): JsonSchema {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    anyOf?: JsonSchema[];
  };
  const object = json.properties ? json : (json.anyOf?.find((option) => option.properties) ?? {});
  return { properties: object.properties ?? {}, required: object.required ?? [] };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !UNDESCRIBED.has(route.url));

  it('is public OpenAPI 3.1 and describes every /api route but the Stripe webhook', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = apiRoutes().filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(document.paths['/api/stripe/webhook']).toBeUndefined();
    expect(apiRoutes().length).toBeGreaterThan(70);
  });

  it('agrees with each route’s own schemas: parameters, body fields and answers', () => {
    const disagreements: string[] = [];
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const where = `${route.method} ${route.url}`;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const named = (place: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === place)
          .map((parameter) => parameter.name)
          .sort();
      if (
        schema.params &&
        JSON.stringify(named('path')) !==
          JSON.stringify(Object.keys(shapeOf(schema.params).properties ?? {}).sort())
      )
        disagreements.push(`${where}: path parameters`);
      if (
        schema.querystring &&
        JSON.stringify(named('query')) !==
          JSON.stringify(Object.keys(shapeOf(schema.querystring).properties ?? {}).sort())
      )
        disagreements.push(`${where}: query parameters`);
      if (schema.body && !(schema.body instanceof z.ZodUnknown)) {
        const described = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
        const expected = shapeOf(schema.body);
        const actual = described?.properties
          ? described
          : ((described as { anyOf?: JsonSchema[] })?.anyOf?.find((o) => o.properties) ?? {});
        if (
          JSON.stringify(Object.keys(actual.properties ?? {}).sort()) !==
          JSON.stringify(Object.keys(expected.properties ?? {}).sort())
        )
          disagreements.push(`${where}: body fields`);
        if (
          JSON.stringify([...(actual.required ?? [])].sort()) !==
          JSON.stringify([...(expected.required ?? [])].sort())
        )
          disagreements.push(`${where}: required body fields`);
      }
      for (const status of Object.keys((schema.response ?? {}) as object))
        if (!operation.responses[status]) disagreements.push(`${where}: answer ${status}`);
      if (!route.public && !operation.responses['401']) disagreements.push(`${where}: 401`);
      if (route.public && JSON.stringify(operation.security) !== '[]') disagreements.push(`${where}: public`);
    }
    expect(disagreements).toEqual([]);
  });

  it('serves the reference page and its assets from this server, loading nothing from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/assets/'), source).toBe(true);
      const asset = await t.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
    }
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/assets/start.js' });
    expect(start.body).toContain('validatorUrl: null');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/../package.json' })).statusCode).toBe(
      404,
    );
  });
});
