import type { FastifyInstance } from 'fastify';
import { AppError, invalidJson } from './app-error';

// The API speaks JSON only. Any other body (a form post, text/plain) is refused with a clear 4xx
// rather than parsed: accepting JSON as text/plain would open the API to cross-site forms.
export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      JSON.parse(String(body));
    } catch (error) {
      done(invalidJson((error as Error).message), undefined);
      return;
    }
    done(
      new AppError(
        415,
        'unsupported_media_type',
        'Send the body as JSON with Content-Type: application/json.',
        {
          body: 'Content-Type must be application/json',
        },
      ),
      undefined,
    );
  });
}
