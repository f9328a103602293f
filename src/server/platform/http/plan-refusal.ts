import { inLanguage, type Plan } from '../../../shared/plans';
import { listOf, type Language, type Texts } from '../text/i18n';
import { AppError } from './app-error';

// The 403 for a feature the plan lacks (a password link, a social preview, webhooks): what it is,
// under its field, and which plans have it, in the reader's language (plan names are the plans'
// own words). `texts`: the module's, which has the feature's sentence.

export function featureNotInPlan(
  feature: { field: string; notIncluded: string; hasIt: (plan: Plan) => boolean },
  plans: readonly Plan[],
  texts: Pick<Texts, 'say'>,
): AppError {
  const withIt = plans.filter(feature.hasIt);
  const [en, id] = (['en', 'id'] as const).map((language) =>
    refusal(feature.notIncluded, withIt, language, texts),
  );
  return new AppError(403, 'forbidden', en!.message, { [feature.field]: en!.field }).in('id', {
    message: id!.message,
    fields: { [feature.field]: id!.field },
  });
}

function refusal(notIncluded: string, plans: readonly Plan[], language: Language, texts: Pick<Texts, 'say'>) {
  const say = (template: string, values?: Record<string, string>) => texts.say(language, template, values);
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
