import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_BASE_PATH, ContactCreatedResponse, ContactInput, ErrorResponse, Id, User, apiPaths } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { jsonBodyValidatorCompiler } from '../../http/json-body-validation.ts';
import { createContact } from '../../commands/contacts/createContact.ts';
import { deleteContact } from '../../commands/contacts/deleteContact.ts';
import { updateContact } from '../../commands/contacts/updateContact.ts';
import { currentUser } from '../user/current-user.ts';

const bearer = [{ bearerAuth: [] }];
const ContactParams = Type.Object({ id: Id() }, { additionalProperties: false });

/** The user's contact book (spec part 2 §7 user/contact): each call answers the user, whose `contacts` is the book. */
export const contactsRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post<{ Body: ContactInput }>(
    apiPaths.contacts,
    {
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['contacts'],
        summary: 'Add a contact to the contact book',
        description:
          'JSON: first_name and last_name (required), email, phone, relationship (optional; blank is none). `adult` is worked out (email and phone both present). 422 for a bad email or a full book (200 contacts); 409 when a contact already has that email.',
        security: bearer,
        body: ContactInput,
        response: { 201: ContactCreatedResponse, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.required(request);
      const { id } = await createContact(ctx, { userId: session.userId, contact: request.body });
      const user = await currentUser(ctx, session.userId);
      const created = user.contacts.find((contact) => contact.id === id);
      if (!created) throw new Error('the new contact is not in the book');
      return reply.code(201).send({ user, new_contact: created });
    },
  );

  app.put<{ Body: ContactInput; Params: { id: number } }>(
    `${API_BASE_PATH}/user/contact/:id`,
    {
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['contacts'],
        summary: 'Change a contact of the contact book',
        description:
          "JSON, as for adding. A contact's email, once set, cannot be changed (spec part 2 §5): another address, or none, is 422; leaving `email` out keeps it. Another user's contact is 404. Plans keep their own copy of the people on them.",
        security: bearer,
        params: ContactParams,
        body: ContactInput,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await updateContact(ctx, { userId: session.userId, contactId: request.params.id, contact: request.body });
      return currentUser(ctx, session.userId);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${API_BASE_PATH}/user/contact/:id`,
    {
      schema: {
        tags: ['contacts'],
        summary: 'Remove a contact from the contact book',
        description: "Answers the user. Plans keep their own copy of the person; another user's contact is 404.",
        security: bearer,
        params: ContactParams,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await deleteContact(ctx, { userId: session.userId, contactId: request.params.id });
      return currentUser(ctx, session.userId);
    },
  );
};
