// Work an input starts but the shopper does not see in the frame that answers it (loading the cart's
// processing code, the notification in the corner) runs after that frame is on screen: the click is
// answered by the island's own status first (interaction to next paint on a slow phone).

/**
 * Runs `task` once the next frame has been painted (or after a short fallback delay when the page paints no
 * frames: a hidden tab), or as the page is left, whichever comes first: a link tapped right after the input
 * still finds its work done (the cart written) on the next page.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    removeEventListener('pagehide', run);
    task();
  };
  // A task queued from the frame's callback runs once that frame has been handed to the screen.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 250);
  addEventListener('pagehide', run);
}
