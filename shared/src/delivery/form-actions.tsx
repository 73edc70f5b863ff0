import { Button } from '@survey/shared/ui';
import { Actions } from './form-styles';

/** A delivery form's buttons: its submit, and 取消 when the form can be closed. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: () => void }) {
  return (
    <Actions>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          取消
        </Button>
      )}
    </Actions>
  );
}
