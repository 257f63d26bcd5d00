// A modal's submit: one write at a time, closing when it succeeds and keeping the form when it
// fails (the write's own toast tells the person why).
import { useState } from 'react';

export function useSubmit(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return { busy, submit };
}
