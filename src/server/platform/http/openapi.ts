import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyPrefix,
  apiRateLimitPerMinute,
  apiScopeDescriptions,
  apiScopes,
} from '../../../shared/api-keys';
import { errorCodes } from '../../../shared/errors';
import { registerApiDocsPage } from './openapi-docs-page';
import { webhooksSection } from './openapi-webhooks';
import { packageVersion } from '../runtime/package-root';

// The public API's OpenAPI 3.1 document, made from the routes' own zod schemas: a route is in it
// when its config has an apiScope (platform/http/guards.ts), and every other route is left out. Each
// operation gets its security, its scope, and the error answers every public route may give, so
// that no route file repeats them. Served at GET /api/openapi.json and read by /api/docs;
// docs/api/openapi.json is its committed snapshot (npm run openapi:snapshot).

export const openApiPath = '/api/openapi.json';

/** The order the tags are shown in, and what each covers. */
const tags = [
  { name: 'Links', description: 'Short links, their targeting rules and their rotators.' },
  { name: 'Tags and folders', description: "How the workspace's links are organised: tags and folders." },
  { name: 'Analytics', description: 'Click reports of one link or all of them, and their CSV exports.' },
  { name: 'Domains', description: 'The domains links may use, and the custom domains of the account.' },
  { name: 'Checks', description: 'Domain checks: watched domains, their schedules and their history.' },
  { name: 'Workspace', description: "The key's workspace: its members, their roles and invitations." },
  {
    name: 'Webhooks',
    description:
      "The workspace's webhook endpoints and their delivery log. Messages are signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature).",
  },
];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const operationMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const errorSchema = {
  type: 'object',
  description: 'Every error answer of the API has this shape.',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: [...errorCodes], description: 'Stable: branch on this.' },
        message: { type: 'string', description: 'A sentence for a person to read.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'One entry per invalid field: dotted path -> why it is invalid.',
        },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

function errorResponse(description: string, example: Json, headers?: Json): Json {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
  };
}

/** The answers any public route may give, added to each operation by `addStandardErrors`. */
const standardResponses: Record<string, Json> = {
  ValidationFailed: errorResponse(
    'The input is invalid: `validation_failed` names every invalid field in `fields` (a query ' +
      'parameter as `querystring.<name>`), `invalid_json` a body that is not JSON.',
    {
      error: {
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { destination_url: 'Enter a full URL starting with http:// or https://.' },
      },
    },
  ),
  Unauthorized: errorResponse(
    'No valid credentials: the API key is missing, mistyped, revoked or expired (or the session ended).',
    {
      error: {
        code: 'unauthorized',
        message: 'The API key is not valid: it may be mistyped, revoked or expired.',
      },
    },
  ),
  Forbidden: errorResponse(
    'The API key lacks the scope this operation needs (`forbidden`), or the plan does not allow ' +
      'it (`limit_reached`).',
    { error: { code: 'forbidden', message: 'This API key does not have the links:write scope.' } },
  ),
  NotFound: errorResponse('Nothing with this id belongs to the account.', {
    error: { code: 'not_found', message: 'Link not found.' },
  }),
  Conflict: errorResponse('The change conflicts with the current state (a name already taken, say).', {
    error: {
      code: 'conflict',
      message: 'This alias is already taken.',
      fields: { custom_alias: 'This alias is already taken.' },
    },
  }),
  RateLimited: errorResponse(
    "Too many requests: the key's requests per minute (by the owner's plan), or an operation's own limit.",
    {
      error: {
        code: 'rate_limited',
        message: 'This API key may make 60 requests a minute on its plan. Try again in 12 s.',
      },
    },
    {
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
    },
  ),
};

/** The rate headers of an API-key request's answers (users/guards.ts). */
const rateLimitHeaders = {
  'RateLimit-Limit': {
    description: 'Requests the key may make a minute (sent with API-key requests).',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the current minute.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the count starts again.',
    schema: { type: 'integer' },
  },
};

const apiDescription = [
  'The public API of a Ringkas server: links, their targeting, click analytics, custom domains, ' +
    'domain checks and the workspace’s members, with the same rules and plan limits as the web app.',
  '',
  '## Authentication',
  'Make an API key on the **Settings** page and send it as `Authorization: Bearer rk_…`. A key ' +
    'belongs to the workspace it was made in and acts there as its maker, with the role chosen when ' +
    'it was made (never above the maker’s current role), on the operations its scopes open and no ' +
    'others; each operation names the scope it needs (`x-required-scope`) and a role below the one ' +
    'it needs is refused with 403. The web app’s session cookie works too (then writes must come ' +
    'from the app’s own pages, and the `Ringkas-Workspace` header names the workspace).',
  '',
  '## Scopes',
  ...apiScopes.map((scope) => `- \`${scope}\`: ${apiScopeDescriptions[scope]}`),
  '',
  '## Rate limits',
  'Requests per minute for each key, by the owner’s plan: ' +
    Object.entries(apiRateLimitPerMinute)
      .map(([plan, max]) => `${plan} ${max}`)
      .join(', ') +
    '. Answers to key requests carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; ' +
    'past the limit the answer is 429 with `Retry-After`.',
  '',
  '## Errors',
  'Every error answer is `{ "error": { "code", "message", "fields"? } }`; `code` is stable, and ' +
    '`fields` names every invalid field, not only the first.',
].join('\n');

/** `GET /api/links/{id}/targeting` -> `getApiLinksIdTargeting`: for routes that name none. */
function defaultOperationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/** Per route: the public ones get their security and scope; every other route is hidden. */
const publicRouteTransform: SwaggerTransform = (input) => {
  const scope = input.route.config?.apiScope;
  if (!scope) return { schema: { hide: true }, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const schema: FastifySchema = transformed.schema ?? {};
  const url = transformed.url;
  // zod leaves a body's examples out of its input JSON schema when the body transforms anything
  // (they are examples of its output); ours are valid input too.
  const bodyExamples = input.schema?.body
    ? z.globalRegistry.get(input.schema.body as z.ZodType)?.examples
    : undefined;
  if (bodyExamples && isObject(schema.body) && !('examples' in schema.body)) {
    schema.body = { ...schema.body, examples: bodyExamples };
  }
  const method = ([] as HTTPMethods[]).concat(input.route.method)[0] ?? 'GET';
  const scopeLine = `Needs an API key with the \`${scope}\` scope (${apiScopeDescriptions[scope].toLowerCase()}), or a signed-in session.`;
  const documented: FastifySchema & Json = {
    ...schema,
    operationId: schema.operationId ?? defaultOperationId(method, url),
    description: schema.description ? `${schema.description}\n\n${scopeLine}` : scopeLine,
    security: [{ apiKey: [scope] }, { session: [] }],
    'x-required-scope': scope,
  };
  return { schema: documented, url };
};

/** The standard error answers, added to each operation where they can happen. */
function addStandardErrors(operation: Json): void {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : [];
  const takesInput = parameters.length > 0 || operation.requestBody !== undefined;
  const scope = String(operation['x-required-scope'] ?? '');
  const add = (status: string, name: string, when = true) => {
    if (when && !(status in responses)) responses[status] = { $ref: `#/components/responses/${name}` };
  };
  add('400', 'ValidationFailed', takesInput);
  add('401', 'Unauthorized');
  add('403', 'Forbidden');
  add(
    '404',
    'NotFound',
    parameters.some((parameter) => parameter.in === 'path'),
  );
  add('409', 'Conflict', scope.endsWith(':write'));
  add('429', 'RateLimited');
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2') || !isObject(response) || '$ref' in response) continue;
    if (response.description === 'Default Response')
      response.description = successDescriptions[status] ?? 'OK';
    const headers = Object.keys(rateLimitHeaders).map((name) => [
      name,
      { $ref: `#/components/headers/${name}` },
    ]);
    response.headers = {
      ...Object.fromEntries(headers),
      ...(isObject(response.headers) ? response.headers : {}),
    };
  }
  operation.responses = responses;
}

/** What a success answer without a description of its own is called. */
const successDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done: no content',
};

/**
 * zod writes `.int()` as the bounds of a safe integer; they say nothing to a reader and are the
 * same for every count and id, so they are left out.
 */
function dropSafeIntegerBounds(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(dropSafeIntegerBounds);
  if (!isObject(value)) return;
  if (value.type === 'integer' || (Array.isArray(value.type) && value.type.includes('integer'))) {
    if (value.minimum === Number.MIN_SAFE_INTEGER) delete value.minimum;
    if (value.maximum === Number.MAX_SAFE_INTEGER) delete value.maximum;
  }
  Object.values(value).forEach(dropSafeIntegerBounds);
}

/**
 * Every `#/components/schemas/<name>` reached from the paths and the webhooks, directly or through
 * other schemas.
 */
function reachableSchemas(document: Json): Set<string> {
  const schemas = isObject(document.components) ? (document.components.schemas as Json) : {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = decodeURIComponent(ref.slice('#/components/schemas/'.length));
      if (!reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document.paths);
  visit(document.webhooks);
  visit(isObject(document.components) ? document.components.responses : undefined);
  return reached;
}

function sortedObject<T>(value: Record<string, T>, compare?: (a: string, b: string) => number) {
  return Object.fromEntries(
    Object.entries(value).sort(([a], [b]) => (compare ? compare(a, b) : a < b ? -1 : 1)),
  );
}

/**
 * After @fastify/swagger and the zod schemas' components: the standard errors, no component that
 * nothing uses (the zod registry holds the input and output form of every schema with an id), and
 * paths, operations, answers and components in a stable order (the snapshot compares them as text).
 */
const finishDocument: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as Json;
  const paths = isObject(document.paths) ? document.paths : {};
  const byMethod = (a: string, b: string) =>
    operationMethods.indexOf(a) - operationMethods.indexOf(b) || (a < b ? -1 : 1);
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of operationMethods) {
      const operation = pathItem[method];
      if (isObject(operation)) {
        addStandardErrors(operation);
        operation.responses = sortedObject(operation.responses as Json);
      }
    }
    paths[path] = sortedObject(pathItem, byMethod);
  }
  document.paths = sortedObject(paths);
  const components = isObject(document.components) ? document.components : {};
  // What each event's endpoint receives (OpenAPI 3.1 webhooks), beside the paths.
  const section = webhooksSection();
  document.webhooks = section.webhooks;
  components.schemas = { ...section.schemas, ...(components.schemas as Json), Error: errorSchema };
  components.responses = standardResponses;
  components.headers = rateLimitHeaders;
  const used = reachableSchemas(document);
  components.schemas = sortedObject(
    Object.fromEntries(Object.entries(components.schemas as Json).filter(([name]) => used.has(name))),
  );
  document.components = {
    securitySchemes: components.securitySchemes,
    headers: components.headers,
    responses: components.responses,
    schemas: components.schemas,
  };
  dropSafeIntegerBounds(document);
  return document;
};

/**
 * Registers the document's generator (before any route, so that it sees them all), GET
 * /api/openapi.json and the documentation page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ringkas API', version: packageVersion, description: apiDescription },
      servers: [{ url: publicUrl.replace(/\/+$/, ''), description: 'This Ringkas server' }],
      tags,
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${apiKeyPrefix}…`,
            description:
              'An API key from the Settings page: `Authorization: Bearer rk_…`. It opens the operations ' +
              'its scopes name.',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description:
              "The web app's session (`__Secure-better-auth.session_token` over https). A change made " +
              "with it must come from the app's own origin.",
          },
        },
      },
    },
    // The server URL is where the API lives, not a prefix to take off the routes' paths.
    stripBasePath: false,
    transform: publicRouteTransform,
    transformObject: finishDocument,
  });

  // GET /api/openapi.json - the public API's OpenAPI document (no sign-in)
  app.get(openApiPath, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.swagger();
  });

  await registerApiDocsPage(app, openApiPath);
}
