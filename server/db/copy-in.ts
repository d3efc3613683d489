import { once } from 'node:events';
import type pg from 'pg';

// Frontend message types of the COPY sub-protocol (PostgreSQL docs, "Message Formats").
const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'

function header(type: number, bodyLength: number): Buffer {
  const bytes = Buffer.alloc(5);
  bytes[0] = type;
  bytes.writeInt32BE(bodyLength + 4, 1);
  return bytes;
}

/**
 * One `COPY ... FROM STDIN` statement for `pg`'s Client.query, which runs any object with a
 * `submit(connection)` and the handle* callbacks its other queries have. `pg` itself only refuses a
 * COPY's data request, so this answers it: the chunks as CopyData messages (waiting whenever the
 * socket's buffer is full), then CopyDone. Resolves when the server is ready for the next statement.
 */
export class CopyIn implements pg.Submittable {
  readonly done: Promise<void>;
  /** Set by Client.query when it wraps the statement in its read timeout. */
  callback: ((error: Error | null) => void) | undefined;
  private error: Error | null = null;
  private settle: (error: Error | null) => void = () => undefined;

  constructor(
    private readonly text: string,
    private readonly chunks: readonly Uint8Array[],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
    this.callback = (error) => this.settle(error);
  }

  submit(connection: pg.Connection): void {
    connection.query(this.text);
  }

  async handleCopyInResponse(connection: pg.Connection): Promise<void> {
    const { stream } = connection;
    for (const chunk of this.chunks) {
      // After an error the server has left COPY mode and ignores further data: stop sending.
      if (this.error) return;
      stream.write(header(COPY_DATA, chunk.length));
      if (!stream.write(chunk)) await once(stream, 'drain');
    }
    if (!this.error) stream.write(header(COPY_DONE, 0));
  }

  // Settles at once: a lost connection sends no ReadyForQuery after its error.
  handleError(error: Error): void {
    this.error ??= error;
    this.callback?.(this.error);
  }

  handleReadyForQuery(): void {
    this.callback?.(this.error);
  }

  // The other messages a statement can receive; a COPY's only result is its CommandComplete.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
