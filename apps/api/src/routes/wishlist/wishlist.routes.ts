import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_BASE_PATH, ErrorResponse, Id, WishlistPlaces, WishlistQuery, WishlistResponse, apiPaths, type WishlistQuery as Query } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { toggleWishlist } from '../../commands/wishlist/toggleWishlist.ts';
import { presentSummary } from '../../locations/location-summary.ts';
import { currentUser } from '../user/current-user.ts';
import { findWishlistPlaces } from './wishlist.queries.ts';

const bearer = [{ bearerAuth: [] }];
const Params = Type.Object({ id: Id() });

export const wishlistRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post<{ Params: { id: number }; Querystring: Query }>(
    `${API_BASE_PATH}/wishlist/:id`,
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add a place to the wishlist, or take it off (the heart); answers the user',
        description: "The place's type in `type` must be its own (404 otherwise). No body.",
        security: bearer,
        params: Params,
        querystring: WishlistQuery,
        response: { 200: WishlistResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await toggleWishlist(ctx, { userId: session.userId, locationId: request.params.id, type: request.query.type });
      return { user: await currentUser(ctx, session.userId) };
    },
  );

  app.get(
    apiPaths.userWishlist,
    {
      schema: {
        tags: ['wishlist'],
        summary: "My Wishlist: the places on the user's wishlist, last added first",
        security: bearer,
        response: { 200: WishlistPlaces, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return { list: (await findWishlistPlaces(ctx.db, session.userId)).map(presentSummary) };
    },
  );
};
