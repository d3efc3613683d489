import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportPreviewSchema, ImportResultSchema, type ImportSource } from '#domain/habits/import';
import { apiRequest } from '#web/lib/api-client';

type Upload = { source: ImportSource; file: File };

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POST /api/import/:source?dryRun=1: what the file would add, with nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ source, file }: Upload) =>
      apiRequest('POST', `/api/import/${source}?dryRun=1`, {
        body: formOf(file),
        schema: ImportPreviewSchema,
      }),
  });
}

/** POST /api/import/:source: writes the file's habits and history in one transaction. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, file }: Upload) =>
      apiRequest('POST', `/api/import/${source}`, { body: formOf(file), schema: ImportResultSchema }),
    // Every habit list, streak and figure may now read differently.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
