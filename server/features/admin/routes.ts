import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminJobListSchema,
  AdminMemberDetailSchema,
  AdminMemberListSchema,
  AdminReasonSchema,
  AuditListSchema,
  CreateInvitationSchema,
  CreatedInvitationSchema,
  CursorQuerySchema,
  DeleteMemberSchema,
  GrantPlanSchema,
  InvitationListSchema,
  JobQuerySchema,
  MemberQuerySchema,
  SetSignupModeSchema,
  SignupModeAnswerSchema,
} from '#domain/admin/admin';
import type { AuditActor } from '#server/admin/audit-log';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { readSignupMode } from '#server/signup/signup-mode';
import { auditPage } from './audit-service';
import type { AdminDeps } from './deps';
import { listJobs, settleFailedJob } from './jobs-service';
import {
  deleteMember,
  disableMember,
  enableMember,
  grantPlan,
  listMembers,
  memberDetail,
  removePlan,
  verifyMember,
} from './members-service';
import { changeSignupMode, invitationList, inviteNewcomer, revokeInvitation } from './signup-service';

const actorOf = (request: FastifyRequest): AuditActor => {
  const { userId, email } = signedIn(request);
  return { userId, email };
};

/** The admin console's API (docs/operations.md). Every route carries `adminOnly`: the one admin check. */
export const adminRoutes: FastifyPluginAsyncZod<Omit<AdminDeps, 'sessions'>> = async (app, options) => {
  const deps: AdminDeps = { ...options, sessions: app.sessions };
  const { db } = deps;
  const admin = { adminOnly: true };
  const member = { params: UuidParamsSchema };
  const detail = { 200: AdminMemberDetailSchema };

  app.get(
    '/api/admin/members',
    { config: admin, schema: { querystring: MemberQuerySchema, response: { 200: AdminMemberListSchema } } },
    async (request) => listMembers(db, request.query),
  );
  app.get(
    '/api/admin/members/:id',
    { config: admin, schema: { ...member, response: detail } },
    async (request) => memberDetail(db, request.params.id),
  );
  app.put(
    '/api/admin/members/:id/plan',
    { config: admin, schema: { ...member, body: GrantPlanSchema, response: detail } },
    async (request) => grantPlan(deps, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/members/:id/plan',
    { config: admin, schema: { ...member, body: AdminReasonSchema, response: detail } },
    async (request) => removePlan(deps, actorOf(request), request.params.id, request.body.reason),
  );
  for (const [action, run] of [
    ['disable', disableMember],
    ['enable', enableMember],
    ['verify', verifyMember],
  ] as const)
    app.post(
      `/api/admin/members/:id/${action}`,
      { config: admin, schema: { ...member, body: AdminReasonSchema, response: detail } },
      async (request) => run(deps, actorOf(request), request.params.id, request.body.reason),
    );
  app.delete(
    '/api/admin/members/:id',
    { config: admin, schema: { ...member, body: DeleteMemberSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteMember(deps, actorOf(request), request.params.id, request.body.reason);
      return { message: 'The account and all of its data have been deleted.' };
    },
  );

  app.get(
    '/api/admin/jobs',
    { config: admin, schema: { querystring: JobQuerySchema, response: { 200: AdminJobListSchema } } },
    async (request) => listJobs(db, request.query),
  );
  for (const action of ['retry', 'discard'] as const)
    app.post(
      `/api/admin/jobs/:id/${action}`,
      { config: admin, schema: { params: UuidParamsSchema, response: { 200: MessageSchema } } },
      async (request) => {
        await settleFailedJob(db, actorOf(request), request.params.id, action);
        return { message: action === 'retry' ? 'The job will run again shortly.' : 'The job was discarded.' };
      },
    );

  app.get(
    '/api/admin/audit',
    { config: admin, schema: { querystring: CursorQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => auditPage(db, request.query.cursor),
  );

  app.get(
    '/api/admin/signup-mode',
    { config: admin, schema: { response: { 200: SignupModeAnswerSchema } } },
    async () => ({ mode: await readSignupMode(db) }),
  );
  app.put(
    '/api/admin/signup-mode',
    { config: admin, schema: { body: SetSignupModeSchema, response: { 200: SignupModeAnswerSchema } } },
    async (request) => changeSignupMode(db, actorOf(request), request.body.mode),
  );
  app.post(
    '/api/admin/invitations',
    { config: admin, schema: { body: CreateInvitationSchema, response: { 201: CreatedInvitationSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteNewcomer(db, actorOf(request), deps.publicUrl, request.body.expiresInDays)),
  );
  app.get(
    '/api/admin/invitations',
    { config: admin, schema: { response: { 200: InvitationListSchema } } },
    async () => invitationList(db),
  );
  app.delete(
    '/api/admin/invitations/:id',
    { config: admin, schema: { params: UuidParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await revokeInvitation(db, actorOf(request), request.params.id);
      return { message: 'The invitation link no longer works.' };
    },
  );
};
