import type { StatementTracer } from '#server/db/statement-spans';
import type { AppTracer } from './app-tracer';

/**
 * A client span per SQL statement, named by its command (SELECT, INSERT, WITH, BEGIN...) and carrying
 * its text: the placeholders ($1, $2) only, since parameters hold members' own words and addresses.
 */
export function statementSpans(tracer: AppTracer): StatementTracer {
  return (text) => {
    const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
    const span = tracer.start(operation, 'client', {
      'db.system': 'postgresql',
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': text,
    });
    return (error) => span.end(error);
  };
}
