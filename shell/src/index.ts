// Async boundary: shared singletons are negotiated before any React code runs. A pre-rendered
// page is painted first: the boot waits until its first contentful paint is on screen (scripts
// fetched and compiled while the first frame is rastered made it show some 20 ms later; see
// boot/after-first-paint.ts), then asks for all the scripts the page needs, a few per task, and
// boots on the task after. The attribute is PAGE_MARKERS.prerenderedPath, written out: nothing
// shared may load before this boundary.
import { afterFirstPaint } from './boot/after-first-paint';
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
  void afterFirstPaint().then(async () => {
    await requestHintedScripts();
    await nextTask();
    void boot();
  });
} else void boot();
