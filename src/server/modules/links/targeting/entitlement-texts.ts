import { featureWords, type TargetingFeature } from '../../../../shared/targeting';
import { listOf, type Language, type TextValues } from '../../../platform/text/i18n';
import { linksText } from '../texts-id';

// The refusal of a targeting feature the plan lacks: put together from parts (the feature, the
// plans that have it, in the reader's words), so written in each language here.

export interface FeatureRefusal {
  /** Under the field: the feature is not in the plan. */
  notIncluded: string;
  /** The whole message: that, which plans have it, and why a re-save needs it too. */
  message: string;
}

export function featureRefusal(
  feature: TargetingFeature,
  plansWithIt: readonly string[],
  language: Language,
): FeatureRefusal {
  const { plural } = featureWords[feature];
  const say = (template: string, values?: TextValues) => linksText.say(language, template, values);
  const notIncluded = say(
    plural ? '{name} are not included in your plan.' : '{name} is not included in your plan.',
    { name: featureWords[feature][language] },
  );
  const where =
    plansWithIt.length === 0
      ? say(plural ? 'No plan includes them at the moment.' : 'No plan includes it at the moment.')
      : say(plural ? 'They come with {plans}.' : 'It comes with {plans}.', {
          plans: listOf(plansWithIt, language),
        });
  const resave = say(
    plural
      ? 'Saving needs this also for what was saved before: remove them to save the rest.'
      : 'Saving needs this also for what was saved before: remove it to save the rest.',
  );
  return { notIncluded, message: `${notIncluded} ${where} ${resave}` };
}
