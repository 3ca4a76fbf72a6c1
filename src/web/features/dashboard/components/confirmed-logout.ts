import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmDialogProps } from '#web/components/ui/confirm-dialog.tsx';
import { logout, useForgetSession } from '#web/lib/auth.ts';
import { paths } from '#web/config/paths.ts';

/**
 * Logout, asked first in a Yes/No dialog: `ask()` opens it, `dialog` goes to `ConfirmDialog`;
 * Yes ends the session and goes home.
 */
export function useConfirmedLogout() {
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const signedOut = useRef(false);

  // The browser forgets the user only once this page has gone: were the user forgotten while
  // the back office is still on screen, its guard would send the visitor to /login, not home.
  useEffect(
    () => () => {
      if (signedOut.current) forgetSession();
    },
    [forgetSession],
  );

  const onLogout = async () => {
    setConfirming(false);
    // The session ends on the server first; home follows whether or not that call got through.
    await logout().catch(() => undefined);
    signedOut.current = true;
    await navigate(paths.home);
  };

  const dialog: ConfirmDialogProps = {
    open: confirming,
    title: 'Logout',
    message: 'Are you sure you want to logout?',
    onConfirm: onLogout,
    onCancel: () => setConfirming(false),
  };
  return { ask: () => setConfirming(true), dialog };
}
