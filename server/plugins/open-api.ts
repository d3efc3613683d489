import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger, { type SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { notFound } from '#server/http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin operations' document (registerOpenApi), served to admins only. */
    adminSwagger: FastifyInstance['swagger'];
  }
}

/**
 * The API's OpenAPI 3.1 description, generated from the Zod contracts the routes validate with
 * (fastify-type-provider-zod's transform for @fastify/swagger), in two documents: the members' at
 * GET /api/openapi.json (public) and the admin operations' at GET /api/admin/openapi.json (admins
 * only), so the public one does not map the admin console for a stranger. A reference page at
 * /api/docs is drawn by Swagger UI from the swagger-ui-dist package, served from here (no CDN). Every
 * /api route is in one of the two but the Stripe webhook (for Stripe alone), the documents and the
 * page. docs/open-data.md explains authentication.
 */
const ADMIN_OPENAPI_URL = '/api/admin/openapi.json';
const HIDDEN = new Set([
  '/api/stripe/webhook',
  '/api/docs',
  '/api/docs/assets/:file',
  '/api/openapi.json',
  ADMIN_OPENAPI_URL,
]);

const ERROR_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** The error answers every route may give (docs/architecture.md, "Server errors"), unless it says its own. */
function errorAnswers(route: {
  isPublic: boolean;
  hasInput: boolean;
  admin: boolean;
}): Record<string, object> {
  return {
    ...(route.hasInput
      ? { 400: { ...ERROR_SCHEMA, description: 'A field is invalid; the message names it.' } }
      : {}),
    ...(route.isPublic
      ? {}
      : { 401: { ...ERROR_SCHEMA, description: 'Not signed in, or the token is not valid.' } }),
    ...(route.isPublic
      ? {}
      : {
          403: {
            ...ERROR_SCHEMA,
            description: route.admin
              ? 'The signed-in member is not an admin, or a token was sent.'
              : 'The token may not do this (its scope, or a route tokens cannot use).',
          },
        }),
    ...(route.isPublic || route.admin
      ? {}
      : { 429: { ...ERROR_SCHEMA, description: 'A token made more than 60 requests this minute.' } }),
    503: { ...ERROR_SCHEMA, description: 'The service is briefly unavailable.' },
  };
}

const zodTransform = createJsonSchemaTransform({});

const SECURITY_SCHEMES = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal access token (profile, API tokens).',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'abundance_session',
    description: 'The website session.',
  },
} as const;

/** One document's options: the routes it describes are those whose `adminOnly` equals `admin`. */
function documentOptions(publicUrl: string, admin: boolean): SwaggerOptions {
  return {
    ...(admin ? { decorator: 'adminSwagger' } : {}),
    openapi: {
      openapi: '3.1.0',
      info: admin
        ? {
            title: 'Abundance admin API',
            version: '1.0.0',
            description:
              "The admin console's operations. Each needs an admin's website session; personal access tokens are refused.",
            license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
          }
        : {
            title: 'Abundance API',
            version: '1.0.0',
            description:
              'The JSON API of Abundance. Sign in on the website, or send a personal access token as `Authorization: Bearer <token>`.',
            license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
          },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: admin ? { session: SECURITY_SCHEMES.session } : SECURITY_SCHEMES },
      security: admin ? [{ session: [] }] : [{ session: [] }, { bearerToken: [] }],
    },
    transform: (input) => {
      const { url, route } = input;
      if (!url.startsWith('/api/') || HIDDEN.has(url) || Boolean(route.config?.adminOnly) !== admin)
        return { schema: { hide: true }, url };
      const transformed = zodTransform(input) as { schema?: Record<string, unknown>; url: string };
      const schema = transformed.schema ?? {};
      // A free-form query (a record, as the sign-in provider's callback takes) has no fields to list.
      const query = schema.querystring as { properties?: object } | undefined;
      if (query && !query.properties) {
        delete schema.querystring;
        schema.description = 'Takes the query parameters it is sent as they are.';
      }
      const isPublic = Boolean(route.config?.public);
      const hasInput = Boolean(schema.body || schema.querystring || schema.params);
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      const answers = Object.keys(declared).length > 0 ? declared : { 200: { description: 'Success' } };
      schema.response = { ...errorAnswers({ isPublic, hasInput, admin }), ...answers };
      const [tag = 'api'] = url.slice('/api/'.length).split('/');
      schema.tags = [tag];
      schema.operationId = `${[route.method].flat()[0]?.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next?: string) => (next ? next.toUpperCase() : ''))}`;
      schema.summary ??= `${[route.method].flat()[0]} ${url}`;
      if (isPublic) schema.security = [];
      return { schema, url };
    },
  };
}

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, documentOptions(publicUrl, false));
  await app.register(swagger, documentOptions(publicUrl, true));
}

const require = createRequire(import.meta.url);
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Abundance API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

// No validator badge (it would load an image from swagger.io) and no "try it out" requests to a
// guessed server: the page reads the document of this instance and nothing else.
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', validatorUrl: null, deepLinking: true, supportedSubmitMethods: [] });\n`;

/** GET /api/openapi.json and the reference page, both public, and the admin document for admins. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  app.get('/api/openapi.json', { config: { public: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
  // adminOnly: visitors get 401 and members 403, as on every admin route (server/admin/admin-only.ts).
  app.get(ADMIN_OPENAPI_URL, { config: { adminOnly: true } }, async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send(app.adminSwagger()),
  );
  app.get('/api/docs', { config: { public: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(
    '/api/docs/assets/:file',
    { config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'start.js') return reply.type('text/javascript; charset=utf-8').send(START);
      const type = ASSETS[file];
      if (!type) throw notFound();
      let content = cache.get(file);
      if (!content) {
        content = await readFile(join(SWAGGER_UI, file));
        cache.set(file, content);
      }
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
    },
  );
}
