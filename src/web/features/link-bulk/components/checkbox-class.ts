/** A native checkbox as the list draws it (native keeps Space, focus and the form's ways for free). */
export const checkboxClass =
  'size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';
