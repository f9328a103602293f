import type { Brand } from '../../shared/brand';

interface BrandMarkProps {
  brand: Brand;
}

/** The brand's logo, or a gradient tile with its initial when no logo is configured. */
export function BrandMark({ brand }: BrandMarkProps) {
  const name = brand.brand_name.trim() || brand.app_name;
  return (
    <span className="flex min-w-0 items-center gap-2">
      {brand.brand_logo ? (
        // The name follows as text, so the logo itself is decorative.
        <img src={brand.brand_logo} alt="" className="size-8 shrink-0 rounded-md object-contain" />
      ) : (
        <span
          aria-hidden="true"
          // The gradient is admin-configured; React's style attribute keeps it out of the CSP's way.
          style={{ backgroundImage: brand.brand_gradient, backgroundColor: brand.brand_accent_color }}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-sm font-bold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate text-base font-semibold tracking-tight">{name}</span>
    </span>
  );
}
