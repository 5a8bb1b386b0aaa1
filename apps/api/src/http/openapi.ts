import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI 3 from the routes' TypeBox schemas: JSON at /api/docs/json, the browsable
 * Swagger UI at /api/docs. Register before the routes, which it collects as they are added.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Plan My Walk API',
        version: 'v1',
        description:
          'api/v1 of Plan My Walk: NZ walking tracks, huts and campsites. Contains data from the Department of Conservation (DOC), CC BY 4.0.',
      },
      tags: [
        { name: 'app', description: 'App settings and health' },
        { name: 'locations', description: 'Tracks, huts and campsites' },
        { name: 'search', description: 'Search and filters' },
        { name: 'map', description: 'GeoJSON for the map: points to cluster, track lines by box, the offline base map' },
        { name: 'accounts', description: 'Registration, login (OAuth 2 token call), the user, passwords, notification settings' },
        { name: 'files', description: 'Uploads and the files they become' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /api/v1/auth/oauth.' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
