// Goes back in history when the visitor came from within the site, otherwise to the given parent page. Compact, it
// is an arrow alone (named for where it leads), for bars with no room for words.
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, IconButton } from './Button.tsx';
import { Icon } from './Icon.tsx';

export function BackButton({ to, label = 'Back', compact = false }: { to: string; label?: string; compact?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    // The data router numbers history entries; idx 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && location.key !== 'default') navigate(-1);
    else navigate(to);
  };
  if (compact) {
    return (
      <IconButton aria-label={`Back to ${label}`} title={`Back to ${label}`} onClick={onClick}>
        <Icon name="arrowLeft" />
      </IconButton>
    );
  }
  return (
    <Button variant="text" onClick={onClick}>
      <Icon name="arrowLeft" /> {label}
    </Button>
  );
}
