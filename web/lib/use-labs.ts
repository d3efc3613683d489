import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LabListSchema, LabSchema, type LabId } from '#domain/labs/labs';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';

const LABS_KEY = ['/api/labs'] as const;

/** Early-access features (domain/labs/labs.ts) and whether the member switched each on. */
export function useLabs() {
  return useQuery({
    queryKey: LABS_KEY,
    queryFn: ({ signal }) => apiGet('/api/labs', LabListSchema, undefined, signal),
  });
}

export function useLabEnabled(id: LabId): boolean {
  return useLabs().data?.find((lab) => lab.id === id)?.enabled ?? false;
}

export function useSetLab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: LabId; enabled: boolean }) =>
      apiRequest('PUT', `/api/labs/${id}`, { body: { enabled }, schema: LabSchema }),
    onSuccess: async (lab) => {
      await queryClient.invalidateQueries({ queryKey: LABS_KEY });
      toast({
        title: lab.enabled ? 'Labs feature on' : 'Labs feature off',
        description: lab.name,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (!toastIfUpgradeRequired(error))
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });
}
