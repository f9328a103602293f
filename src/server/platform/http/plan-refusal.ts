import { inLanguage, type Plan } from '../../../shared/plans';
import { AppError } from '../../platform/http/app-error';
import { listOf, type Language } from '../../platform/text/i18n';
import { linksText } from './texts-id';

// The 403 for a link feature the plan lacks (a password, a social preview): what it is, under its
// field, and which plans have it, in the reader's language (plan names are the plans' own words).

export function featureNotInPlan(
  feature: { field: string; notIncluded: string; hasIt: (plan: Plan) => boolean },
  plans: readonly Plan[],
): AppError {
  const withIt = plans.filter(feature.hasIt);
  const [en, id] = (['en', 'id'] as const).map((language) => refusal(feature.notIncluded, withIt, language));
  return new AppError(403, 'forbidden', en!.message, { [feature.field]: en!.field }).in('id', {
    message: id!.message,
    fields: { [feature.field]: id!.field },
  });
}

function refusal(notIncluded: string, plans: readonly Plan[], language: Language) {
  const say = (template: string, values?: Record<string, string>) =>
    linksText.say(language, template, values);
  const field = say(notIncluded);
  const where =
    plans.length === 0
      ? say('No plan includes them at the moment.')
      : say('They come with {plans}.', {
          plans: listOf(
            plans.map((plan) => inLanguage(plan.display_name, language)),
            language,
          ),
        });
  return { field, message: `${field} ${where}` };
}
