// Goes back in history when the visitor came from within the site, otherwise to the given parent page.
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    // The data router numbers history entries; idx 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && location.key !== 'default') navigate(-1);
    else navigate(to);
  };
  return (
    <Button variant="text" onClick={onClick}>
      <Icon name="arrowLeft" /> {label}
    </Button>
  );
}
