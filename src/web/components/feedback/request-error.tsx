import { useTranslation } from 'react-i18next';
import { errorText, refusalText, type ServerWorded } from '../../lib/api-errors';
import { Alert } from '../ui/alert';

/**
 * Why a request failed, in an alert, and nothing until it does. `worded`: the refusals whose own
 * sentence from the server is shown as given (true: every 4xx); otherwise the page's `fallback` or
 * the sentence for the error's code.
 */
export function RequestError({
  request,
  fallback,
  worded = false,
  className,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
  worded?: ServerWorded | boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!request.isError) return null;
  const text =
    worded === false
      ? errorText(request.error, fallback, t)
      : refusalText(request.error, fallback, t, worded === true ? {} : worded);
  return (
    <Alert tone="error" className={className}>
      {text}
    </Alert>
  );
}
