import * as LabelPrimitive from 'radix-ui/label';
import { themed } from './themed';

export const Label = themed(
  LabelPrimitive.Root,
  'label',
  'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
);
