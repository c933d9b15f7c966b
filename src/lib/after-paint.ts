/**
 * Runs `task` once the browser has painted the next frame: a frame callback, then a task after
 * it. For work a press asks for that the visitor need not wait on to see its answer, such as moving
 * the focus to the first field in error (which scrolls it into view and lays out the page again):
 * the messages show first, and the focus follows a moment later. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
