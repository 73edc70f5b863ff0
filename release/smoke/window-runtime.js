// Runs inside the smoke test's page (bundled for the browser by bin/build-smoke-child.cjs): what
// the shell's main.js gives a page before any area loads. A published remoteEntry.js carries no
// federation runtime of its own (the shell's inject-external-runtime-core plugin hands it over as
// `_FEDERATION_RUNTIME_CORE`), and the shell loads areas through a federation host instance.
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance } from '@module-federation/runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis.__SURVEY_SMOKE_HOST__ = { createInstance };
