// A yes/no confirmation over the shared dialog (deleting a class or an item).
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Row } from './builder-ui.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p style={{ marginTop: 0 }}>{message}</p>
      <Row style={{ justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Row>
    </Dialog>
  );
}
