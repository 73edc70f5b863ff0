// Async boundary: shared singletons are negotiated before any React code runs. A pre-rendered
// page is painted first: the boot waits for the frame after the next one (a script run before
// the browser's first paint would hold the markup back until it is done), then asks for all the
// scripts the page needs, a few per task, and boots on the task after. The attribute is PAGE_MARKERS.prerenderedPath, written out:
// nothing shared may load before this boundary.
import { requestHintedScripts } from './boot/hinted-scripts';
import { nextTask } from './boot/next-task';

// The largest libraries are evaluated one task each, the browser free for input and paint in
// between: with the shell's own modules they were one task of about 250 ms on a phone's CPU.
const LIBRARIES = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@survey/shared/router'),
  () => import('@survey/shared'),
  () => import('@survey/shared/ui'),
];

async function boot() {
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
  await import('./boot/bootstrap');
}

if (document.querySelector('#root[data-prerendered-path]')) {
  requestAnimationFrame(() =>
    setTimeout(async () => {
      await requestHintedScripts();
      await nextTask();
      void boot();
    }, 0),
  );
} else void boot();
