import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, MARKERS_OUTSIDE_NZ, NO_WALKING_ROUTE, WalkingRoute, WalkingRouteQuery, apiPaths, isInNewZealand } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { LngLat } from '../../routing/geometry.ts';
import type { WalkingRouter } from '../../routing/walkingRouter.ts';

function position(text: string): LngLat {
  const [lng, lat] = text.split(',').map(Number) as [number, number];
  if (!isInNewZealand([lng, lat])) throw unprocessable(MARKERS_OUTSIDE_NZ);
  return [lng, lat];
}

/**
 * The walking route between two markers (spec part 2 §7's walking-directions request),
 * for the editor's snapped segments. Needs a session: the editor is for signed-in users,
 * and a route costs the server real work. 404 when no path joins the two points within
 * the snap radius: the editor then draws the segment straight and dashed.
 */
export const walkingRouteRoutes: FastifyPluginAsync<{ ctx: AccountsContext; router: WalkingRouter }> = async (app, { ctx, router }) => {
  app.get<{ Querystring: WalkingRouteQuery }>(
    apiPaths.walkingRoute,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'The walking route between two markers over the track network (or the configured directions service)',
        description: `Query \`from\` and \`to\` as \`lng,lat\`. Each is snapped to the nearest track within 100 m. 404 '${NO_WALKING_ROUTE}' when no path joins them; 422 for a point outside New Zealand.`,
        security: [{ bearerAuth: [] }],
        querystring: WalkingRouteQuery,
        response: { 200: WalkingRoute, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      await ctx.auth.required(request);
      const from = position(request.query.from);
      const to = position(request.query.to);
      const found = await router.route(from, to);
      if (!found) throw notFound(NO_WALKING_ROUTE);
      return {
        type: 'Feature' as const,
        geometry: { type: 'LineString' as const, coordinates: found.coordinates },
        properties: { length: Math.round(found.metres * 10) / 10, source: found.source },
      };
    },
  );
};
