import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminJobListSchema,
  AdminMemberDetailSchema,
  AdminMemberListSchema,
  AuditListSchema,
  CreatedInvitationSchema,
  InvitationListSchema,
  SignupModeAnswerSchema,
  type GrantPlan,
} from '#domain/admin/admin';
import type { SignupMode } from '#domain/admin/signup-modes';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';

const MEMBERS_KEY = '/api/admin/members';
const JOBS_KEY = '/api/admin/jobs';
const AUDIT_KEY = ['/api/admin/audit'] as const;
const MODE_KEY = ['/api/admin/signup-mode'] as const;
const INVITATIONS_KEY = ['/api/admin/invitations'] as const;

const showError = (error: Error) =>
  toast({ title: 'Not done', description: error.message, variant: 'destructive' });

export function useMemberSearch(q: string) {
  return useInfiniteQuery({
    queryKey: [MEMBERS_KEY, q],
    queryFn: ({ pageParam, signal }) =>
      apiGet(MEMBERS_KEY, AdminMemberListSchema, { q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export function useMember(id: string | null) {
  return useQuery({
    queryKey: [MEMBERS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet(`${MEMBERS_KEY}/${id}`, AdminMemberDetailSchema, undefined, signal),
    enabled: id !== null,
    retry: false,
  });
}

export type MemberAction =
  | { kind: 'grant'; body: GrantPlan }
  | { kind: 'remove-plan'; reason: string }
  | { kind: 'disable' | 'enable' | 'verify'; reason: string }
  | { kind: 'delete'; reason: string };

const DONE: Record<MemberAction['kind'], string> = {
  grant: 'The plan is given.',
  'remove-plan': 'The plan given by the team is removed.',
  disable: 'The account is disabled and signed out everywhere.',
  enable: 'The account can sign in again.',
  verify: 'The address is marked verified.',
  delete: 'The account and all of its data are deleted.',
};

function requestFor(id: string, action: MemberAction) {
  const url = `${MEMBERS_KEY}/${id}`;
  switch (action.kind) {
    case 'grant':
      return apiRequest('PUT', `${url}/plan`, { body: action.body });
    case 'remove-plan':
      return apiRequest('DELETE', `${url}/plan`, { body: { reason: action.reason } });
    case 'delete':
      return apiRequest('DELETE', url, { body: { reason: action.reason, confirm: 'DELETE' } });
    default:
      return apiRequest('POST', `${url}/${action.kind}`, { body: { reason: action.reason } });
  }
}

/** Every change to a member; the lists, the member and the audit log are read again after it. */
export function useMemberAction(id: string, onDone?: (action: MemberAction) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) => requestFor(id, action),
    onSuccess: async (_answer, action) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MEMBERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
      toast({ title: 'Done', description: DONE[action.kind], variant: 'success' });
      onDone?.(action);
    },
    onError: showError,
  });
}

export function useJobs(state: 'due' | 'running' | 'failed') {
  return useInfiniteQuery({
    queryKey: [JOBS_KEY, state],
    queryFn: ({ pageParam, signal }) =>
      apiGet(JOBS_KEY, AdminJobListSchema, { state, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'discard' }) =>
      apiRequest('POST', `${JOBS_KEY}/${id}/${action}`),
    onSuccess: async (_answer, { action }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
      toast({
        title: 'Done',
        description: action === 'retry' ? 'The job will run again shortly.' : 'The job was discarded.',
        variant: 'success',
      });
    },
    onError: showError,
  });
}

export function useAudit() {
  return useInfiniteQuery({
    queryKey: AUDIT_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiGet('/api/admin/audit', AuditListSchema, { cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export function useSignupMode() {
  return useQuery({
    queryKey: MODE_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/signup-mode', SignupModeAnswerSchema, undefined, signal),
    retry: false,
  });
}

export function useSetSignupMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: SignupMode) =>
      apiRequest('PUT', '/api/admin/signup-mode', { body: { mode }, schema: SignupModeAnswerSchema }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(MODE_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      toast({ title: 'Sign-up mode changed', variant: 'success' });
    },
    onError: showError,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/invitations', InvitationListSchema, undefined, signal),
    retry: false,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiRequest('POST', '/api/admin/invitations', {
        body: { expiresInDays },
        schema: CreatedInvitationSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
    onError: showError,
  });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/invitations/${id}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
      toast({ title: 'Invitation withdrawn', description: 'Its link no longer works.', variant: 'success' });
    },
    onError: showError,
  });
}
