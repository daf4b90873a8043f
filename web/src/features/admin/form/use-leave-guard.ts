/**
 * Asks before unsaved edits are lost: in-app navigation through react-router's blocker (the
 * screen shows LeaveDialog), and reload / tab close through the browser's own beforeunload prompt.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  // Set right before the navigation that follows a successful save or delete.
  const allowedRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // After a save the URL changes before React unmounts the form: already allowed to go.
      if (allowedRef.current) return;
      event.preventDefault();
      // Older engines show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowedRef.current = true;
  }, []);

  return { blocker, allowLeave };
}
