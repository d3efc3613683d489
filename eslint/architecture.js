/**
 * The written rules of docs/architecture.md as lint rules, so that breaking one fails `npm run lint`
 * instead of waiting for a reviewer. Each rule only looks at the code; which files it applies to (and
 * the short allow-lists) is said once, by pattern, in eslint.config.js. Every rule is proven by a test
 * that plants a violation (test/architecture/).
 */

/** Modules whose values run SQL or reach the database driver. Type-only imports are free. */
const DATABASE_MODULES = [
  /^drizzle-orm(\/|$)/,
  /^pg$/,
  /^pg-copy-streams$/,
  /^@electric-sql\/pglite(\/|$)/,
  /^#server\/db\/schema\//,
];

/** Query-builder calls on a database handle (`db`, a transaction `tx`, ...). */
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
  'query',
]);
const HANDLE_NAMES = /^(db|tx|database|locked|trx|client)$/;

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

/** The called method when `node` is `<handle>.<method>(...)` on a database handle, else null. */
function handleMethod(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed) return null;
  if (callee.object.type !== 'Identifier' || !HANDLE_NAMES.test(callee.object.name)) return null;
  return callee.property.type === 'Identifier' ? callee.property.name : null;
}

const noSqlOutsideRepositories = {
  meta: {
    type: 'problem',
    docs: {
      description: 'SQL and database access live in repository files (repository.ts, *-repository.ts).',
    },
    messages: {
      import:
        "'{{source}}' runs SQL: only repository files (repository.ts, *-repository.ts) and the shared data folders import it. Move the query into the feature's repository.",
      query:
        "'{{handle}}.{{method}}' queries the database: only repository files (repository.ts, *-repository.ts) do. Move the query into the feature's repository.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!isTypeOnly(node) && DATABASE_MODULES.some((pattern) => pattern.test(source)))
          context.report({ node, messageId: 'import', data: { source } });
      },
      CallExpression(node) {
        const method = handleMethod(node);
        if (method && QUERY_METHODS.has(method))
          context.report({ node, messageId: 'query', data: { handle: node.callee.object.name, method } });
      },
      MemberExpression(node) {
        // The relational API: db.query.users.findFirst(...)
        if (
          !node.computed &&
          node.property.type === 'Identifier' &&
          node.property.name === 'query' &&
          node.object.type === 'Identifier' &&
          HANDLE_NAMES.test(node.object.name) &&
          node.parent.type === 'MemberExpression' &&
          node.parent.object === node
        )
          context.report({ node, messageId: 'query', data: { handle: node.object.name, method: 'query' } });
      },
    };
  },
};

const noDatabaseInRoutes = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A route validates and calls its service; it never touches a repository or the database.',
    },
    messages: {
      repository:
        "A route never imports a repository ('{{source}}'): call the feature's service, which calls the repository.",
      database:
        "A route never reaches the database ('{{source}}'): call the feature's service. Only the `Database` type may be imported, to pass it on.",
      handle:
        "A route never uses the database itself ('{{handle}}.{{method}}'): the feature's service opens transactions and calls the repository.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (/(^|[/-])repository$/.test(source))
          context.report({ node, messageId: 'repository', data: { source } });
        else if (
          !isTypeOnly(node) &&
          (/^#server\/db\/(client|schema\/|raw-rows|named-statements|statement-batches)/.test(source) ||
            DATABASE_MODULES.some((pattern) => pattern.test(source)))
        )
          context.report({ node, messageId: 'database', data: { source } });
      },
      CallExpression(node) {
        const method = handleMethod(node);
        if (method && (QUERY_METHODS.has(method) || method === 'transaction'))
          context.report({ node, messageId: 'handle', data: { handle: node.callee.object.name, method } });
      },
    };
  },
};

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

const noRawFetch = {
  meta: {
    type: 'problem',
    docs: { description: 'The client talks to the server through web/lib/api-client.ts only.' },
    messages: {
      fetch:
        'Call the server through web/lib/api-client.ts (apiRequest, apiGet, apiResponse): one error rule, cookies always sent.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const direct = callee.type === 'Identifier' && callee.name === 'fetch';
        const viaGlobal =
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'fetch' &&
          callee.object.type === 'Identifier' &&
          GLOBAL_OBJECTS.has(callee.object.name);
        if (direct || viaGlobal) context.report({ node, messageId: 'fetch' });
      },
    };
  },
};

/**
 * Whether `node` mentions the `isAdmin` flag (`auth.isAdmin`, `{ isAdmin }`) or a name the file
 * derived from it (`const by = auth.isAdmin ? 'admin' : 'member'`).
 */
function mentionsIsAdmin(node, sourceCode, derived) {
  const text = sourceCode.getText(node);
  return /\bisAdmin\b/.test(text) || [...derived].some((name) => new RegExp(`\\b${name}\\b`).test(text));
}

const adminOnlyOption = {
  meta: {
    type: 'problem',
    docs: { description: 'Who may call an admin route is decided by the route option `adminOnly` alone.' },
    messages: {
      inRoute:
        'A route never checks `isAdmin` itself: give the route `config: { adminOnly: true }` (server/admin/admin-only.ts).',
      refusal:
        'A refusal decided by `isAdmin` is an inline admin check: give the route `config: { adminOnly: true }` (server/admin/admin-only.ts).',
      adminList:
        'Only the session plugin reads ADMIN_EMAILS; everything else asks `adminOnly` (server/admin/admin-only.ts).',
    },
    schema: [{ type: 'object', properties: { route: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const inRoute = context.options[0]?.route === true;
    const sourceCode = context.sourceCode;
    const derived = new Set();
    return {
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && node.init && mentionsIsAdmin(node.init, sourceCode, derived))
          derived.add(node.id.name);
      },
      Identifier(node) {
        if (inRoute && node.name === 'isAdmin') context.report({ node, messageId: 'inRoute' });
        if (node.name === 'ADMIN_EMAILS') context.report({ node, messageId: 'adminList' });
      },
      ThrowStatement(node) {
        // `if (!auth.isAdmin) throw forbidden(...)` and `throw auth.isAdmin ? ... : forbidden(...)`:
        // a refusal (403), not a 404 or 409 that merely follows a look-up scoped by role.
        if (!/\bforbidden\(|\b403\b/.test(sourceCode.getText(node.argument))) return;
        if (mentionsIsAdmin(node.argument, sourceCode, derived)) {
          context.report({ node, messageId: 'refusal' });
          return;
        }
        for (let at = node.parent; at; at = at.parent) {
          if (at.type.startsWith('Function') || at.type === 'ArrowFunctionExpression') break;
          if (
            (at.type === 'IfStatement' || at.type === 'ConditionalExpression') &&
            mentionsIsAdmin(at.test, sourceCode, derived)
          ) {
            context.report({ node, messageId: 'refusal' });
            return;
          }
        }
      },
    };
  },
};

/** Zod constructors that build an object, array, union... (a bare enum or primitive stays plain). */
const COMPOSITE_SCHEMAS = new Set([
  'object',
  'strictObject',
  'looseObject',
  'array',
  'union',
  'discriminatedUnion',
  'intersection',
  'record',
  'partialRecord',
  'tuple',
  'map',
  'set',
]);
/** Methods that make a schema from another one. */
const DERIVATIONS = new Set([
  'extend',
  'pick',
  'omit',
  'partial',
  'required',
  'merge',
  'keyof',
  'and',
  'or',
  'array',
]);

const insideFunction = (node) => {
  for (let at = node.parent; at; at = at.parent)
    if (
      at.type === 'FunctionDeclaration' ||
      at.type === 'FunctionExpression' ||
      at.type === 'ArrowFunctionExpression'
    )
      return true;
  return false;
};

const schemaOnFirstUse = {
  meta: {
    type: 'problem',
    docs: { description: "A domain module's object, array and union schemas are built on first use." },
    messages: {
      eager:
        'This schema is built when the module loads: wrap it in schemaOnFirstUse(() => ...) (domain/shared/schema-on-first-use.ts), and make a schema from another one inside its build function from `other.unwrap()`.',
    },
    schema: [],
  },
  create(context) {
    let zodNames = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'zod' || isTypeOnly(node)) return;
        for (const specifier of node.specifiers)
          if (
            specifier.importKind !== 'type' &&
            (specifier.type !== 'ImportSpecifier' || specifier.imported.name === 'z')
          )
            zodNames.add(specifier.local.name);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
          return;
        const name = callee.property.name;
        const fromZod = callee.object.type === 'Identifier' && zodNames.has(callee.object.name);
        const eager = fromZod
          ? COMPOSITE_SCHEMAS.has(name)
          : DERIVATIONS.has(name) && /Schema$/.test(rootName(callee.object));
        if (eager && !insideFunction(node)) context.report({ node, messageId: 'eager' });
      },
    };
  },
};

/** The first identifier of a member chain: `A.b.c()` is A. */
function rootName(node) {
  let at = node;
  while (at.type === 'MemberExpression' || at.type === 'CallExpression')
    at = at.type === 'MemberExpression' ? at.object : at.callee;
  return at.type === 'Identifier' ? at.name : '';
}

/** Test code: the harness, stand-ins, kits and the test runner itself. */
const TEST_MODULES = [
  /(^|\/)test-support(\/|$)/,
  /[.-]test-kit$/,
  /\.test$/,
  /^#e2e\//,
  /^#bench\//,
  /^vitest(\/|$)/,
];

const noTestHelpersInProduction = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code never imports test helpers.' },
    messages: {
      test: "'{{source}}' is test code: production code never imports it. A helper that tests share goes in server/test-support or a *.test-kit.ts file beside the tests.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source && String(node.source.value);
      if (source && TEST_MODULES.some((pattern) => pattern.test(source)))
        context.report({ node, messageId: 'test', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node);
      },
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: {
    'no-sql-outside-repositories': noSqlOutsideRepositories,
    'no-database-in-routes': noDatabaseInRoutes,
    'no-raw-fetch': noRawFetch,
    'admin-only-option': adminOnlyOption,
    'schema-on-first-use': schemaOnFirstUse,
    'no-test-helpers-in-production': noTestHelpersInProduction,
  },
};
