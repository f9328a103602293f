import type { TagColor } from '../../shared/link-tags';

// The one place a tag's palette colour becomes classes. Each chip pairs a pale tint with a dark
// text of the same hue in the light theme, and a deep tint with a pale text in the dark theme, so
// the name reads at well above 4.5:1 in both; the colour only repeats the name, never replaces it.

interface TagColorClasses {
  /** A chip: its border, background and text. */
  chip: string;
  /** A swatch or dot beside a name, where no text sits on the colour. */
  swatch: string;
}

export const tagColorClasses: Record<TagColor, TagColorClasses> = {
  gray: {
    chip: 'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100',
    swatch: 'bg-zinc-500 dark:bg-zinc-400',
  },
  red: {
    chip: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    swatch: 'bg-red-500 dark:bg-red-400',
  },
  orange: {
    chip: 'border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
    swatch: 'bg-orange-500 dark:bg-orange-400',
  },
  yellow: {
    chip: 'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
    swatch: 'bg-yellow-400 dark:bg-yellow-300',
  },
  green: {
    chip: 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
    swatch: 'bg-green-500 dark:bg-green-400',
  },
  teal: {
    chip: 'border-teal-300 bg-teal-50 text-teal-800 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-200',
    swatch: 'bg-teal-500 dark:bg-teal-400',
  },
  blue: {
    chip: 'border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
    swatch: 'bg-blue-500 dark:bg-blue-400',
  },
  purple: {
    chip: 'border-purple-300 bg-purple-50 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
    swatch: 'bg-purple-500 dark:bg-purple-400',
  },
  pink: {
    chip: 'border-pink-300 bg-pink-50 text-pink-800 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-200',
    swatch: 'bg-pink-500 dark:bg-pink-400',
  },
};
