import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CoachMessagesPageSchema, type CoachMessagesPage } from '#domain/coach/coach';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { isUpgradeRequired, toastIfUpgradeRequired } from '#web/lib/upgrade-required';
import { sendCoachMessage } from './stream';

const PATH = '/api/coach/messages';
const COACH_KEY = [PATH] as const;

export function useCoachHistory() {
  return useQuery({
    queryKey: COACH_KEY,
    queryFn: ({ signal }) => apiGet(PATH, CoachMessagesPageSchema, undefined, signal),
    retry: (count, error) => !isUpgradeRequired(error) && count < 2,
  });
}

/** Older pages, fetched on demand and kept above the latest page. */
export function useOlderMessages(nextBefore: string | null) {
  const [older, setOlder] = useState<CoachMessagesPage['messages']>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const next = cursor === undefined ? nextBefore : cursor;
  const load = useMutation({
    mutationFn: (before: string) => apiGet(PATH, CoachMessagesPageSchema, { before }),
    onSuccess: (page) => {
      setOlder((current) => [...page.messages, ...current]);
      setCursor(page.nextBefore);
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  return {
    older,
    hasMore: next !== null,
    loadMore: () => next && load.mutate(next),
    loading: load.isPending,
  };
}

/** Sends a message and streams the reply into `streaming`; the typed text is given back on failure. */
export function useSendCoachMessage() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState<{ question: string; answer: string } | null>(null);
  const send = useMutation({
    mutationFn: (message: string) => {
      setStreaming({ question: message, answer: '' });
      return sendCoachMessage(message, (text) =>
        setStreaming((current) => (current ? { ...current, answer: current.answer + text } : current)),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COACH_KEY });
      setStreaming(null);
    },
    onError: (error) => {
      setStreaming(null);
      if (toastIfUpgradeRequired(error)) return;
      toast({ title: 'Your coach did not answer', description: error.message, variant: 'destructive' });
    },
  });
  return { send, streaming };
}

export function useClearCoachHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', PATH),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: COACH_KEY });
      toast({
        title: 'Conversation deleted',
        description: 'Your coaching history is gone.',
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
