export type FormFile = { name: string; bytes: Uint8Array };

/** A multipart form as a browser's FormData sends it: each file under `field`. */
export async function multipartForm(files: readonly FormFile[], field = 'file') {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
