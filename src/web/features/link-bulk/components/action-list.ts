import {
  CircleMinus,
  CirclePlus,
  FolderInput,
  Globe,
  Power,
  PowerOff,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { BulkAction } from '../../../../shared/link-bulk';

/** The actions in the order the bar and its menu offer them; the CSV export goes before Delete. */
export const offeredActions: readonly { action: BulkAction; icon: LucideIcon }[] = [
  { action: 'enable', icon: Power },
  { action: 'disable', icon: PowerOff },
  { action: 'move_folder', icon: FolderInput },
  { action: 'add_tags', icon: CirclePlus },
  { action: 'remove_tags', icon: CircleMinus },
  { action: 'change_domain', icon: Globe },
  { action: 'delete', icon: Trash2 },
];
