import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestUser } from './test-support/test-app';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Routes the documents leave out on purpose: Stripe's webhook, and the documents and the page. */
const UNDESCRIBED = new Set([
  '/api/stripe/webhook',
  '/api/openapi.json',
  '/api/admin/openapi.json',
  '/api/docs',
  '/api/docs/assets/:file',
]);
const ADMIN_EMAIL = 'console@example.com';

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** The field names and required fields a Zod object schema declares for input. */
function shapeOf(schema: unknown): JsonSchema {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    anyOf?: JsonSchema[];
  };
  const object = json.properties ? json : (json.anyOf?.find((option) => option.properties) ?? {});
  return { properties: object.properties ?? {}, required: object.required ?? [] };
}

describe('the OpenAPI documents', () => {
  let t: TestApp;
  let document: Document;
  let adminDocument: Document;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    admin = await t.createUser({ email: ADMIN_EMAIL });
    const adminResponse = await t.as(admin, { method: 'GET', url: '/api/admin/openapi.json' });
    expect(adminResponse.statusCode).toBe(200);
    adminDocument = adminResponse.json();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !UNDESCRIBED.has(route.url));
  const adminRoutes = () => apiRoutes().filter((route) => route.adminOnly);
  const memberRoutes = () => apiRoutes().filter((route) => !route.adminOnly);
  const operations = (doc: Document) =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  const named = (routes: { method: string; url: string }[]) =>
    routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort();

  it('is public OpenAPI 3.1 and describes every member /api route but the Stripe webhook', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations(document).sort()).toEqual(named(memberRoutes()));
    expect(document.paths['/api/stripe/webhook']).toBeUndefined();
    expect(memberRoutes().length).toBeGreaterThan(70);
  });

  it('lists no admin operation publicly; the admin document lists them all', () => {
    expect(adminRoutes().length).toBeGreaterThan(15);
    expect(operations(document).filter((operation) => operation.includes('/api/admin/'))).toEqual([]);
    expect(adminDocument.openapi).toBe('3.1.0');
    expect(operations(adminDocument).sort()).toEqual(named(adminRoutes()));
  });

  it('serves the admin document to admins only: 401 signed out, 403 to a member', async () => {
    const member = await t.createUser();
    const url = '/api/admin/openapi.json';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await t.as(member, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/api/admin/');
  });

  it('agrees with each route’s own schemas: parameters, body fields and answers', () => {
    const disagreements: string[] = [];
    for (const route of apiRoutes()) {
      const doc = route.adminOnly ? adminDocument : document;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
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
