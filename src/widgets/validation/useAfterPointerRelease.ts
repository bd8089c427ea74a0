import { useEffect, useRef } from 'react';

/**
 * Runs a task at once, or, while a mouse button or finger is pressed, once it is released.
 * Validating a field on blur changes the layout (its message appears, the error summary loses a
 * line). Done while the press that moved focus away is still down, it moves the control under the
 * pointer before the release, and the click misses it.
 */
export function useAfterPointerRelease() {
  const pressed = useRef(false);
  const queued = useRef<(() => void)[]>([]);

  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    // A timeout: the click that follows the release has found its target by then.
    const release = () =>
      setTimeout(() => {
        pressed.current = false;
        const tasks = queued.current;
        queued.current = [];
        for (const task of tasks) task();
      });
    const events = [['pointerdown', press], ['pointerup', release], ['pointercancel', release]] as const;
    for (const [name, listener] of events) document.addEventListener(name, listener, true);
    return () => {
      for (const [name, listener] of events) document.removeEventListener(name, listener, true);
    };
  }, []);

  return {
    run: (task: () => void) => (pressed.current ? queued.current.push(task) : task()),
    /** Drops the waiting tasks, e.g. when a submit has validated every field anyway. */
    cancel: () => {
      queued.current = [];
    },
  };
}
