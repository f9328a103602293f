import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxImportRows } from '../../../../shared/link-import';
import { cn } from '../../../lib/cn';

interface FilePickerProps {
  onFile: (file: File) => void;
  busy: boolean;
  /** Why the last file was refused, shown under the drop zone and tied to the input. */
  error: string | null;
}

/** Pick a CSV with the file dialog, or drop it on the zone. */
export function FilePicker({ onFile, busy, error }: FilePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <div className="grid gap-2">
      <label
        htmlFor={`${id}-file`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border bg-muted/30 px-4 py-8 text-center transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted/60',
          dragging && 'border-primary bg-primary/5',
          busy && 'cursor-wait opacity-70',
          error && 'border-destructive/60',
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <span id={`${id}-label`} className="font-medium">
          {t('linkImport.pick.label')}
        </span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {busy ? t('linkImport.pick.reading') : t('linkImport.pick.hint', { rows: maxImportRows })}
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          className="sr-only"
          disabled={busy}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-columns${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file picked again must fire again (after fixing it in the spreadsheet).
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div id={`${id}-columns`} className="grid gap-1 text-sm text-muted-foreground">
        <p>{t('linkImport.pick.columns')}</p>
        <p>{t('linkImport.pick.otherServices')}</p>
      </div>
    </div>
  );
}
