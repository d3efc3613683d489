import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProgramDetailSchema, ProgramListSchema } from '#domain/programs/programs';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';

const PATH = '/api/programs';
const listKey = [PATH] as const;
const detailKey = (id: string) => [PATH, id] as const;

export function usePrograms() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiGet(PATH, ProgramListSchema, undefined, signal),
  });
}

export function useProgram(id: string | null) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`${PATH}/${encodeURIComponent(id ?? '')}`, ProgramDetailSchema, undefined, signal),
    enabled: id !== null,
  });
}

const failed = (title: string) => (error: Error) => {
  if (toastIfUpgradeRequired(error)) return;
  toast({ title, description: error.message || 'Please try again.', variant: 'destructive' });
};

export function useEnrol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `${PATH}/${encodeURIComponent(id)}/enrolment`, { schema: ProgramDetailSchema }),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      toast({
        title: 'Program started',
        description: `Day 1 of ${detail.title} is ready when you are.`,
        variant: 'success',
      });
    },
    onError: failed('Could not start the program'),
  });
}

export function useLeave(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${PATH}/${encodeURIComponent(id)}/enrolment`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
    onError: failed('Could not leave the program'),
  });
}

export function useMarkDone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => apiRequest('POST', `${PATH}/${encodeURIComponent(id)}/days/${day}/done`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
    onError: failed('Could not mark the day as done'),
  });
}
