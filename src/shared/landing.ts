import type { Brand } from './brand';
import type { Plan } from './plans';

// What the server writes into landing.html for the landing page's script, so that the page renders
// complete on its first run without asking the API: the brand, and the plans on sale while
// show_pricing_plans is on (null otherwise), with whether they can be bought.
export interface LandingData {
  brand: Brand;
  plans: Plan[] | null;
  /** A way to pay is set up (online or by bank transfer); null when plans are not shown. */
  payments: boolean | null;
}

/** The id of the `<script type="application/json">` element that carries the LandingData. */
export const landingDataElementId = 'landing-data';
