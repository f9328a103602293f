import type { Config } from '../../config';

// Structured JSON logs. Credentials never reach them: request headers that carry them are
// censored, and bodies are not logged at all.
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
}
