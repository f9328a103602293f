import { useCallback, useEffect, useState } from 'react';
import { brandDefaults } from '../../shared/brand-defaults';
import type { Brand } from '../../shared/brand';
import { landingDataElementId, type LandingData } from '../../shared/landing';
import type { Plan } from '../../shared/plans';
import { currentLanguage } from '../lib/language';
import type { PlansState } from './landing-page';

// Where the landing page's brand and plans come from: the JSON the server wrote into the page
// (platform/http/landing-document.ts), or, when it could not (the page served as built, or the database
// away at that moment), the public API.

/** The data the server wrote into the document, or null when there is none. */
export function readLandingData(doc: Document): LandingData | null {
  const text = doc.getElementById(landingDataElementId)?.textContent ?? '';
  try {
    const data = JSON.parse(text) as LandingData | null;
    return data && typeof data === 'object' && data.brand ? data : null;
  } catch {
    return null;
  }
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export interface LandingState {
  brand: Brand;
  isPending: boolean;
  plans: PlansState;
  /** A way to pay is set up; null while unknown (the plans' buttons are offered then). */
  payments: boolean | null;
}

/** Whether GET /api/billing/methods says a way to pay is set up; null for an answer not of that shape. */
function anyMethod(body: unknown): boolean | null {
  const methods = body as { midtrans?: unknown; bank_transfer?: unknown } | null;
  if (typeof methods?.midtrans !== 'boolean' || typeof methods.bank_transfer !== 'boolean') return null;
  return methods.midtrans || methods.bank_transfer;
}

/** The page's data: what the server wrote in, else asked of the API (the brand, then the plans). */
export function useLandingData(written: LandingData | null): LandingState {
  const [brand, setBrand] = useState<Brand | null>(written?.brand ?? null);
  const [plans, setPlans] = useState<readonly Plan[] | 'loading' | 'failed'>(written?.plans ?? 'loading');
  const [payments, setPayments] = useState<boolean | null>(written?.payments ?? null);
  // Asked for only once the brand says to show them; each retry asks again.
  const [attempt, setAttempt] = useState(0);
  const wantsPlans = brand?.show_pricing_plans === true;
  const writtenPlans = written?.plans ?? null;

  useEffect(() => {
    if (brand) return;
    let current = true;
    getJson('/api/brand')
      // Our own API's answer, merged over the defaults so that a key it lacks still has a value.
      .then((body) => current && setBrand({ ...brandDefaults, ...(body as Partial<Brand>) }))
      .catch(() => current && setBrand({ ...brandDefaults }));
    return () => {
      current = false;
    };
  }, [brand]);

  useEffect(() => {
    if (!wantsPlans || (attempt === 0 && writtenPlans)) return;
    let current = true;
    getJson('/api/plans').then(
      (body) => current && setPlans(Array.isArray(body) ? (body as Plan[]) : 'failed'),
      () => current && setPlans('failed'),
    );
    return () => {
      current = false;
    };
  }, [wantsPlans, attempt, writtenPlans]);

  const writtenPayments = written?.payments ?? null;
  useEffect(() => {
    if (!wantsPlans || writtenPayments !== null) return;
    let current = true;
    getJson('/api/billing/methods').then(
      (body) => current && setPayments(anyMethod(body)),
      // Unknown: the buttons stay, and /pricing's checkout says what it finds.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wantsPlans, writtenPayments]);

  const retry = useCallback(() => {
    setPlans('loading');
    setAttempt((count) => count + 1);
  }, []);

  return {
    brand: brand ?? brandDefaults,
    isPending: brand === null,
    payments,
    plans:
      plans === 'loading'
        ? { status: 'loading' }
        : plans === 'failed'
          ? { status: 'failed', retry }
          : { status: 'ready', plans },
  };
}
